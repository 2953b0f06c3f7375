import { compareMoney } from '../money/compare-money';
import type { GoodsLine } from '../pricing/goods-line';
import { priceLines } from '../pricing/price-lines';
import { assignCoupons, type CouponAssignment, type CouponChoices } from './assign-coupons';
import { checkCoupon, screenCoupon, type CouponRefusal } from './check-coupon';
import type { Coupon } from './coupon';
import { couponParser } from './coupon-parser';
import { rankCouponPicks } from './rank-coupon-picks';

/** A split order as coupon picking sees it: an id and its goods lines. */
export interface CouponOrder {
  /** The split order's key (its `devide_item` or stored `order_id`), unique in one checkout. */
  readonly id: string;
  readonly lines: readonly GoodsLine[];
}

/** The goods-coupon decision for one order. */
export type CouponPick = CouponAssignment<CouponRefusal>;

/**
 * Picks one goods coupon per split order: orders are taken by goods subtotal descending (ties keep
 * input order); each gets the usable coupon (`checkCoupon`) with the largest deduction (ties: earlier
 * end date, then lower `bonus_id`), and a coupon is used at most once. A shopper's explicit choice —
 * a coupon or none — wins while it stays usable for that order; choices are settled before automatic
 * picks, and of two orders choosing one coupon the first served keeps it (shopping §4 "Cart and
 * checkout"). Picks come back in that serving order.
 */
export function pickCoupons(orders: readonly CouponOrder[], coupons: readonly Coupon[], now: Date, choices: CouponChoices = {}): CouponPick[] {
  const served = orders
    .map((order, index) => ({ order, index, subtotal: priceLines(order.lines).amount }))
    .sort((a, b) => compareMoney(b.subtotal, a.subtotal) || a.index - b.index)
    .map(({ order }) => order);
  const parsed = couponParser();
  const picks = assignCoupons(served, coupons, choices, {
    admits: (coupon) => screenCoupon(coupon, now).length === 0,
    judge: (coupon, order: CouponOrder) => checkCoupon(coupon, order.lines, now, parsed(coupon)),
    rank: rankCouponPicks,
  });
  return served.map((order) => picks.get(order.id) as CouponPick);
}
