import type { GoodsLine } from '../pricing/goods-line';
import type { ActRange } from './coupon';

/**
 * The goods-line field each restricted `act_range` matches against `act_range_ext`: 1 categories, 2 brands,
 * 3 suppliers (shopping §4), 4 the goods themselves (issue 31 "Coupon types"); range 0 matches every line.
 */
export const ACT_RANGE_FIELDS = {
  1: 'categoryId',
  2: 'brandId',
  3: 'supplierId',
  4: 'goodsId',
} as const satisfies Record<Exclude<ActRange, 0>, keyof GoodsLine>;
