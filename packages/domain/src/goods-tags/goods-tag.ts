import { LOW_STOCK_THRESHOLD } from '../constants/shop-constants';

/** The kinds of tag a product card can carry (storefront §4, shopping §4 "Goods tags"). */
export type GoodsTagKind = 'deposit' | 'preSale' | 'forwardPreSale' | 'comingSoon' | 'soldOut' | 'nearlySoldOut';

/** A card tag: its kind for styling and its Chinese label. */
export interface GoodsTag {
  readonly kind: GoodsTagKind;
  readonly label: string;
}

/** The Chinese label of each tag kind; the spec names the tags in English only, so these are chosen. */
export const GOODS_TAG_LABELS: Readonly<Record<GoodsTagKind, string>> = {
  deposit: '定金',
  preSale: '预售',
  forwardPreSale: '远期预售',
  comingSoon: '即将上市',
  soldOut: '已售罄',
  nearlySoldOut: '即将售罄',
};

/** The card fields the tag depends on (storefront §3 "Product card in lists"). */
export interface TaggableGoods {
  /** `stock`. */
  readonly stock: number;
  /** `is_sale`: 2 coming soon, 3 sold out or off sale. */
  readonly isSale: number;
  /** `is_dingjin`: deposit goods. */
  readonly isDeposit: boolean;
  /** `presell`: the goods have pre-sale delivery dates. */
  readonly isPreSale: boolean;
  /** `forward`: long-term pre-sale, bought only in the app. */
  readonly isForward: boolean;
}

const tag = (kind: GoodsTagKind): GoodsTag => ({ kind, label: GOODS_TAG_LABELS[kind] });

/**
 * The one tag a card shows, in priority deposit > pre-sale > long-term pre-sale > coming soon (`is_sale` 2,
 * which hides any stock tag) > sold out (stock ≤ 0 or `is_sale` 3) > nearly sold out (stock ≤ 5), or null
 * (storefront §4 "Card tags in priority order", shopping §4 "Goods tags").
 */
export function goodsTag(goods: TaggableGoods): GoodsTag | null {
  if (goods.isDeposit) return tag('deposit');
  if (goods.isPreSale) return tag('preSale');
  if (goods.isForward) return tag('forwardPreSale');
  if (goods.isSale === 2) return tag('comingSoon');
  if (goods.stock <= 0 || goods.isSale === 3) return tag('soldOut');
  if (goods.stock <= LOW_STOCK_THRESHOLD) return tag('nearlySoldOut');
  return null;
}
