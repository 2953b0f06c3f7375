import { checkCoupon } from '../coupons/check-coupon';
import type { Coupon } from '../coupons/coupon';
import { parseCoupon } from '../coupons/parse-coupon';
import { checkShippingCoupon } from '../shipping/check-shipping-coupon';
import type { GoodsLine } from '../pricing/goods-line';
import type { OrderCheckout } from './checkout-result';

/**
 * The ids of the computed split orders a held coupon could be used on (shopping §3 `usable_devide_items`):
 * orders priced normally (black-five orders take no coupon) whose goods meet a goods coupon's range and
 * threshold, or whose shipping fee a shipping coupon can cover, at `now`.
 */
export function couponUsableOrders(
  coupon: Coupon,
  orders: readonly { readonly computed: OrderCheckout; readonly lines: readonly GoodsLine[] }[],
  now: Date,
): string[] {
  // Parsed once for all the orders it is judged against.
  const parsed = parseCoupon(coupon);
  return orders
    .filter(
      ({ computed, lines }) =>
        computed.mode === 'normal' &&
        (coupon.isShipping ? checkShippingCoupon(coupon, computed.shippingFee, now, parsed).usable : checkCoupon(coupon, lines, now, parsed).usable),
    )
    .map(({ computed }) => computed.id);
}
