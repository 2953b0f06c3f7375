import { COUPON_RANGE_ALL } from '../messages/messages';
import type { ActRange } from './coupon';

/**
 * Each `act_range` in words (shopping §4: 0 whole order, 1 categories, 2 brands, 3 suppliers; 4 the goods picked):
 * the back office's choice of range, and a coupon card's 适用 text where it names no ids (the shop keeps no
 * supplier names, so a supplier coupon reads 指定供应商, never 全场通用).
 */
export const ACT_RANGE_LABELS: Readonly<Record<ActRange, string>> = {
  0: COUPON_RANGE_ALL,
  1: '指定分类',
  2: '指定品牌',
  3: '指定供应商',
  4: '指定商品',
};
