import type { GoodsLine } from '../pricing/goods-line';
import type { ActRange } from './coupon';

/**
 * The goods-line field each restricted `act_range` matches against `act_range_ext` (shopping §4):
 * 1 categories, 2 brands, 3 suppliers; range 0 matches every line.
 */
export const ACT_RANGE_FIELDS = {
  1: 'categoryId',
  2: 'brandId',
  3: 'supplierId',
} as const satisfies Record<Exclude<ActRange, 0>, keyof GoodsLine>;
