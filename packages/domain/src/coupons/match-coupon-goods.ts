import type { GoodsLine } from '../pricing/goods-line';
import { takesCoupon } from '../pricing/takes-coupon';
import { ACT_RANGE_FIELDS } from './act-range-fields';
import type { Coupon } from './coupon';

/**
 * The lines a coupon applies to: by `act_range` all lines (0), or those whose category (1), brand (2),
 * supplier (3) or goods (4) id is in `act_range_ext`; never `special_goods` lines (shopping §4, §6).
 */
export function matchCouponGoods(coupon: Pick<Coupon, 'actRange' | 'actRangeExt'>, lines: readonly GoodsLine[]): GoodsLine[] {
  const field = coupon.actRange === 0 ? undefined : ACT_RANGE_FIELDS[coupon.actRange];
  return lines.filter((line) => takesCoupon(line) && (field === undefined || coupon.actRangeExt.includes(line[field])));
}
