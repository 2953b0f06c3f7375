import { COUPON_TAKEN, COUPON_UNAVAILABLE, PRICE_CHANGED } from '../messages/messages';
import { compareMoney } from '../money/compare-money';
import type { Money, MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';
import type { CheckoutResult } from './checkout-result';

/** The amounts of the checkout the shopper confirmed, as its reply showed them (shopping §3 "Checkout result"). */
export interface ConfirmedCharge {
  /** `order_amount`: what the orders cost in all (a deposit order's balance included). */
  readonly orderAmount?: MoneyInput;
  /** `pay_money`: what is left to pay now after the balance (`surplus`). */
  readonly payMoney?: MoneyInput;
}

/** Why a placement is refused rather than charged differently from what the shopper confirmed. */
export type PlacementRefusal =
  | { readonly kind: 'coupon-taken'; readonly orderId: string; readonly couponId: number; readonly message: typeof COUPON_TAKEN }
  | { readonly kind: 'coupon-unavailable'; readonly orderId: string; readonly couponId: number; readonly message: typeof COUPON_UNAVAILABLE }
  | { readonly kind: 'price-changed'; readonly message: typeof PRICE_CHANGED };

/**
 * Whether a computed placement charges what the shopper confirmed (shopping §4 "Cart and checkout": the
 * chosen coupons recalculate the payable amount the shopper then confirms). A coupon or shipping coupon the
 * shopper chose that no longer applies refuses it — `优惠券已被使用，请重新选择` when it is no longer among
 * their free coupons (another order took it), else `所选优惠券已不可用，请重新选择` — instead of the automatic
 * pick standing in for it; so does an `order_amount`, or a `pay_money` after the `balanceUsed`, above the
 * confirmed one (`订单金额已变动，请确认新的金额后重新提交`). Charging less stands. An amount not confirmed
 * is not compared. Null: place it.
 */
export function checkConfirmedCharge(result: CheckoutResult, balanceUsed: MoneyInput, confirmed: ConfirmedCharge): PlacementRefusal | null {
  for (const order of result.orders) {
    for (const pick of [order.coupon, order.shippingCoupon]) {
      const refused = pick?.refusedChoice;
      if (refused === undefined) continue;
      return refused.reasons.includes('unknown-coupon')
        ? { kind: 'coupon-taken', orderId: order.id, couponId: refused.couponId, message: COUPON_TAKEN }
        : { kind: 'coupon-unavailable', orderId: order.id, couponId: refused.couponId, message: COUPON_UNAVAILABLE };
    }
  }
  const above = (computed: Money, shown: MoneyInput | undefined) => shown !== undefined && compareMoney(computed, toMoney(shown)) > 0;
  if (above(result.totalPayable, confirmed.orderAmount) || above(result.totalPayableNow.minus(toMoney(balanceUsed)), confirmed.payMoney)) {
    return { kind: 'price-changed', message: PRICE_CHANGED };
  }
  return null;
}
