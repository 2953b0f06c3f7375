import { checkUseDates, type UseDatesRefusal } from '../coupons/check-use-dates';
import type { Coupon } from '../coupons/coupon';
import { parseCoupon, type ParsedCoupon } from '../coupons/parse-coupon';
import { compareMoney } from '../money/compare-money';
import { isAboveZero } from '../money/is-above-zero';
import { minMoney } from '../money/min-money';
import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';

/** Why a shipping coupon cannot be used on an order's fee. */
export type ShippingCouponRefusal =
  | UseDatesRefusal
  /** A goods coupon never deducts from the fee. */
  | 'not-shipping-coupon'
  /** The fee is 0: nothing to deduct (shopping §4). */
  | 'no-fee'
  /** `min_goods_amount` is above the fee. */
  | 'below-minimum';

/** A shipping coupon judged against one fee: usable with its deduction, or every reason it is not. */
export type ShippingCouponCheck =
  | { readonly usable: true; readonly deduction: Money }
  | { readonly usable: false; readonly reasons: readonly ShippingCouponRefusal[] };

/**
 * The refusals of a shipping coupon at `now` that no order's fee changes: not an `is_shipping` coupon, or
 * today outside its use dates (shopping §4 "Cart and checkout"). None means the fee decides (`checkShippingCoupon`).
 */
export function screenShippingCoupon(coupon: Coupon, now: Date): ShippingCouponRefusal[] {
  const reasons: ShippingCouponRefusal[] = [];
  if (!coupon.isShipping) reasons.push('not-shipping-coupon');
  const dates = checkUseDates(coupon, now);
  if (dates !== undefined) reasons.push(dates);
  return reasons;
}

/**
 * Judges a shipping coupon for a shipping fee at `now`: usable when it is an `is_shipping` coupon
 * within its use dates (`screenShippingCoupon`), the fee is above 0 and `min_goods_amount` is not above
 * the fee; it then deducts min(`type_money`, fee) (shopping §4 "Cart and checkout"). Pass the coupon
 * parsed when it is already.
 */
export function checkShippingCoupon(coupon: Coupon, fee: MoneyInput, now: Date, parsed: ParsedCoupon = parseCoupon(coupon)): ShippingCouponCheck {
  const shippingFee = roundFen(fee);
  const reasons = screenShippingCoupon(coupon, now);
  if (!isAboveZero(shippingFee)) reasons.push('no-fee');
  else if (compareMoney(parsed.minGoodsAmount, shippingFee) > 0) reasons.push('below-minimum');
  if (reasons.length > 0) return { usable: false, reasons };
  return { usable: true, deduction: minMoney(parsed.faceValue, shippingFee) };
}
