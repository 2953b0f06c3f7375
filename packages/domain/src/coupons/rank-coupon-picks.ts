import { compareMoney } from '../money/compare-money';
import type { Money } from '../money/money';
import type { Coupon } from './coupon';

/**
 * Orders two candidate coupons for the same order, best first: the larger deduction, then the earlier
 * end date (use the coupon that expires first), then the lower `bonus_id` (so the pick is the same every time).
 * Negative when `a` ranks before `b`.
 */
export function rankCouponPicks(
  a: { readonly coupon: Coupon; readonly deduction: Money },
  b: { readonly coupon: Coupon; readonly deduction: Money },
): number {
  return (
    compareMoney(b.deduction, a.deduction) || a.coupon.useEndDate.getTime() - b.coupon.useEndDate.getTime() || a.coupon.couponId - b.coupon.couponId
  );
}
