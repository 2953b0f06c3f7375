import type { GoodsLine } from '../pricing/goods-line';
import { takesCoupon } from '../pricing/takes-coupon';
import type { Coupon } from './coupon';

/**
 * The lines a coupon applies to: by `act_range` all lines (0), or those whose category (1), brand (2)
 * or supplier (3) id is in `act_range_ext`; never `special_goods` lines (shopping §4, §6).
 */
export function matchCouponGoods(
  coupon: Pick<Coupon, 'actRange' | 'actRangeExt'>,
  lines: readonly GoodsLine[],
): GoodsLine[] {
  const ids = coupon.actRangeExt;
  return lines.filter((line) => {
    if (!takesCoupon(line)) return false;
    switch (coupon.actRange) {
      case 0:
        return true;
      case 1:
        return ids.includes(line.categoryId);
      case 2:
        return ids.includes(line.brandId);
      case 3:
        return ids.includes(line.supplierId);
    }
  });
}
