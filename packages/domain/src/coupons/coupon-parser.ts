import type { Coupon } from './coupon';
import { parseCoupon, type ParsedCoupon } from './parse-coupon';

/**
 * A parser for one picking call: each coupon is parsed (`parseCoupon`) the first time it is asked
 * for and reused for every other order of that call, since a wallet's coupons are judged against each order.
 */
export function couponParser(): (coupon: Coupon) => ParsedCoupon {
  const parsed = new Map<Coupon, ParsedCoupon>();
  return (coupon) => {
    let known = parsed.get(coupon);
    if (known === undefined) {
      known = parseCoupon(coupon);
      parsed.set(coupon, known);
    }
    return known;
  };
}
