/** The picture's side in CSS pixels of each `GoodsCard` size. */
export const GOODS_CARD_PIXELS = { normal: 300, large: 480 } as const;

/**
 * A goods card's picture as `GoodsCard` draws it, for a page's first paint (api lib/web-page.ts): `item` is the
 * dotted path of the goods in the reply the server fills the `{{…}}` slots from.
 */
export function goodsCardFirstPaint(size: keyof typeof GOODS_CARD_PIXELS, item: string): string {
  const pixels = GOODS_CARD_PIXELS[size];
  return `<div class="goods-card goods-card--${size}"><div class="goods-card__image"><img src="{{${item}.thumbnail}}" alt="{{${item}.name}}" width="${pixels}" height="${pixels}" decoding="sync"></div></div>`;
}
