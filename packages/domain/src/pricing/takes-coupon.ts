import type { GoodsLine } from './goods-line';

/** Whether a goods line can count towards a coupon: `special_goods` never does (shopping §6). */
export function takesCoupon(line: GoodsLine): boolean {
  return line.specialGoods !== true;
}
