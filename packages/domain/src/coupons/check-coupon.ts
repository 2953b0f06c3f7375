import { compareMoney } from '../money/compare-money';
import type { Money } from '../money/money';
import type { GoodsLine } from '../pricing/goods-line';
import { checkUseDates, type UseDatesRefusal } from './check-use-dates';
import type { Coupon } from './coupon';
import { couponDeduction } from './coupon-deduction';
import { matchingTotal } from './matching-total';
import { parseCoupon, type ParsedCoupon } from './parse-coupon';

/** Why a goods coupon cannot be used on an order. */
export type CouponRefusal =
  | UseDatesRefusal
  /** A shipping coupon deducts from the fee, never from goods. */
  | 'shipping-coupon'
  /** None of the order's lines match `act_range` (or all are `special_goods`). */
  | 'no-matching-goods'
  /** The matching total is below `min_goods_amount`. */
  | 'below-minimum';

/** A goods coupon judged against one order: usable with its deduction, or every reason it is not. */
export type CouponCheck =
  | { readonly usable: true; readonly deduction: Money; readonly matchingTotal: Money }
  | { readonly usable: false; readonly reasons: readonly CouponRefusal[] };

/**
 * The refusals of a goods coupon at `now` that no order changes: a shipping coupon, or today outside its
 * use dates (shopping §4 "Cart and checkout"). None means the order's goods decide (`checkCoupon`).
 */
export function screenCoupon(coupon: Coupon, now: Date): CouponRefusal[] {
  const reasons: CouponRefusal[] = [];
  if (coupon.isShipping) reasons.push('shipping-coupon');
  const dates = checkUseDates(coupon, now);
  if (dates !== undefined) reasons.push(dates);
  return reasons;
}

/**
 * Judges a goods coupon for an order's lines at `now`: usable when it is not a shipping coupon, today
 * is within its use dates (`screenCoupon`), some goods match it and their total reaches `min_goods_amount`;
 * the deduction is then min(cap, matching total) (shopping §4 "Cart and checkout"). Pass the coupon
 * parsed when it is already.
 */
export function checkCoupon(coupon: Coupon, lines: readonly GoodsLine[], now: Date, parsed: ParsedCoupon = parseCoupon(coupon)): CouponCheck {
  const reasons = screenCoupon(coupon, now);
  const total = matchingTotal(coupon, lines);
  if (total.isZero()) reasons.push('no-matching-goods');
  else if (compareMoney(total, parsed.minGoodsAmount) < 0) reasons.push('below-minimum');
  if (reasons.length > 0) return { usable: false, reasons };
  return { usable: true, deduction: couponDeduction(coupon, lines, total, parsed.cap), matchingTotal: total };
}
