import { assignCoupons, type CouponAssignment, type CouponChoices } from '../coupons/assign-coupons';
import type { Coupon } from '../coupons/coupon';
import { couponParser } from '../coupons/coupon-parser';
import { rankCouponPicks } from '../coupons/rank-coupon-picks';
import { compareMoney } from '../money/compare-money';
import type { MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';
import { checkShippingCoupon, screenShippingCoupon, type ShippingCouponRefusal } from './check-shipping-coupon';

/** A split order as shipping-coupon picking sees it: an id and its shipping fee. */
export interface ShippingFeeOrder {
  readonly id: string;
  /** The fee of the order's chosen shipping option, in yuan. */
  readonly fee: MoneyInput;
}

/** The shipping-coupon decision for one order. */
export type ShippingCouponPick = CouponAssignment<ShippingCouponRefusal>;

/**
 * Picks one shipping coupon per order: among the usable `is_shipping` coupons (`checkShippingCoupon`:
 * `min_goods_amount` ≤ fee, fee above 0) the one with the largest `type_money` (ties: earlier end date,
 * then lower `bonus_id`), each used once across orders. Orders are served by fee descending (ties keep
 * input order) so the largest fee meets the largest coupon; a shopper's explicit choice wins while it
 * stays usable (shopping §4). Picks come back in the orders' input order.
 */
export function pickShippingCoupons(
  orders: readonly ShippingFeeOrder[],
  coupons: readonly Coupon[],
  now: Date,
  choices: CouponChoices = {},
): ShippingCouponPick[] {
  const served = orders
    .map((order, index) => ({ id: order.id, index, fee: roundFen(order.fee) }))
    .sort((a, b) => compareMoney(b.fee, a.fee) || a.index - b.index);
  const parsed = couponParser();
  const picks = assignCoupons(served, coupons, choices, {
    admits: (coupon) => screenShippingCoupon(coupon, now).length === 0,
    judge: (coupon: Coupon, order) => checkShippingCoupon(coupon, order.fee, now, parsed(coupon)),
    // ranked by face value, not deduction: "the largest type_money" (shopping §4)
    rank: (a, b) =>
      rankCouponPicks({ coupon: a.coupon, deduction: parsed(a.coupon).faceValue }, { coupon: b.coupon, deduction: parsed(b.coupon).faceValue }),
  });
  return orders.map((order) => picks.get(order.id) as ShippingCouponPick);
}
