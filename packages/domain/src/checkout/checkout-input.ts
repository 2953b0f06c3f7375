import type { CouponChoices } from '../coupons/assign-coupons';
import type { Coupon } from '../coupons/coupon';
import type { MoneyInput } from '../money/money';
import type { GoodsLine } from '../pricing/goods-line';
import type { ShippingOption } from '../shipping/shipping-option';

/** One split order of a checkout (shopping §3 checkout `order_list`, one per `devide_item`). */
export interface CheckoutOrderInput {
  /** The split order's key: the cart's `devide_item`, or the stored `order_id` when an audit rebuilds it. Unique per checkout. */
  readonly id: string;
  /** The order's goods lines, at least one. */
  readonly lines: readonly GoodsLine[];
  /** The shipping options offered (`shipping_list`); left out or empty, `FALLBACK_SHIPPING_OPTIONS`. */
  readonly shippingOptions?: readonly ShippingOption[];
  /** The chosen `shipping_id`; left out, the first option. */
  readonly shippingId?: number;
}

/** The member card the shopper pays with (shopping §3 "Member card"). */
export interface MemberCardUse {
  /** `FCardNumber`. */
  readonly cardNumber: string;
  /** `fDisCount`: a rate (0.95) or a percentage (95), read by `toCardRate`. */
  readonly discount: MoneyInput;
}

/**
 * Everything `computeCheckout` needs, as plain data: the same facts rebuild a stored order's
 * checkout (pass the stored choices and the order's `add_time` as `now`).
 */
export interface CheckoutInput {
  readonly orders: readonly CheckoutOrderInput[];
  /** The shopper's unused coupons, goods and shipping alike. */
  readonly coupons?: readonly Coupon[];
  /** The moment of the checkout, for coupon dates. */
  readonly now: Date;
  /** The black-five toggle (`is_black`); the caller checks the shopper holds card number 2. */
  readonly blackFive?: boolean;
  /** The member card paid with, if any. */
  readonly memberCard?: MemberCardUse | null;
  /** Explicit goods-coupon choices per order id (`bonus_ids`); null means none. */
  readonly couponChoices?: CouponChoices;
  /** Explicit shipping-coupon choices per order id (`bonus_ship_ids`); null means none. */
  readonly shippingCouponChoices?: CouponChoices;
}
