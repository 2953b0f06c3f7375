import { HISTORY_BOUNDS } from '../constants/shop-constants';
import { pushHistory } from './push-history';

/**
 * Records a viewed product: newest first, at most 5 entries distinct by goods id (storefront §9 "Recently viewed
 * goods: 4 to 5 entries", and 5 it is). Ids compare as text, so 12 and "12" are one product.
 */
export function pushViewedGoods<T extends { readonly goodsId: number | string }>(list: readonly T[], goods: T): readonly T[] {
  return pushHistory(list, goods, HISTORY_BOUNDS.viewedGoods, (entry) => String(entry.goodsId));
}
