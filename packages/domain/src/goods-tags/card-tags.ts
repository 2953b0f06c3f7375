import { type GoodsTag, type GoodsTagKind, goodsTag, type TaggableGoods } from './goods-tag';

/** A card tag: the goods' state tag, or one of the operator's own (`label`). */
export interface CardTag {
  readonly kind: GoodsTagKind | 'label';
  readonly label: string;
}

/**
 * A card's tags (`after_mark`, storefront §3 "Product card in lists"): the one state tag `goodsTag` picks
 * (deposit, pre-sale, sold out …) first, since it says whether the goods can be bought, then the operator's
 * own tags (新品, 热卖 …) in the order the editor saved them.
 */
export function cardTags(goods: TaggableGoods, labels: readonly string[]): CardTag[] {
  const state: GoodsTag | null = goodsTag(goods);
  return [...(state ? [state] : []), ...labels.map((label): CardTag => ({ kind: 'label', label }))];
}
