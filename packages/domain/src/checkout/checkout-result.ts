import type { BLACK_FIVE_NOT_APPLICABLE, NOTHING_TO_SETTLE } from '../messages/messages';
import type { CouponPick } from '../coupons/pick-coupons';
import type { Money } from '../money/money';
import type { ShippingOption } from '../shipping/shipping-option';
import type { ShippingCouponPick } from '../shipping/pick-shipping-coupons';
import type { DeductionKind } from './deduction-labels';

/** One explained deduction of an order, ready to show: `{ kind, label, amount }`. */
export interface DeductionLine {
  readonly kind: DeductionKind;
  /** `DEDUCTION_LABELS[kind]`. */
  readonly label: string;
  /** Above 0, to the fen. */
  readonly amount: Money;
  /** The coupon's `bonus_id`, for coupon lines. */
  readonly couponId?: number;
}

/** A deposit order's split of its amount (shopping §4 "Deposit orders"). */
export interface DepositSplit {
  /** 20 % of the order amount, to the fen: payable now. */
  readonly due: Money;
  /** The rest, payable in the balance window. */
  readonly balance: Money;
}

/** One split order's computed checkout. */
export interface OrderCheckout {
  readonly id: string;
  /** normal, or black-five when the toggle is on and the order has `is_hei5ka` lines. */
  readonly mode: 'normal' | 'black-five';
  /** `subtotal`: price × quantity over the lines (black-five lines at market price), to the fen. */
  readonly goodsSubtotal: Money;
  /** `market_subtotal`: market price × quantity over the lines, to the fen. */
  readonly marketSubtotal: Money;
  /** `subweight` in kg (0.01 kg a piece when a line gives no weight). */
  readonly subweight: number;
  /** The options offered and the one in effect. */
  readonly shippingOptions: readonly ShippingOption[];
  readonly shipping: ShippingOption;
  /** The chosen option's fee, to the fen. */
  readonly shippingFee: Money;
  /** The fee as displayed: doubled in black-five mode (shopping §4), else the fee. */
  readonly shippingDisplayFee: Money;
  /** The goods-coupon decision; null in black-five mode, where no other promotion stacks. */
  readonly coupon: CouponPick | null;
  /** The shipping-coupon decision; null in black-five mode. */
  readonly shippingCoupon: ShippingCouponPick | null;
  /** Every deduction above 0, in the order applied. */
  readonly deductions: readonly DeductionLine[];
  /** `discount`: the sum of the deductions. */
  readonly discount: Money;
  /** `order_amount`: goods subtotal + displayed shipping − discount, never negative. */
  readonly payable: Money;
  /** The deposit split when the order holds `is_dingjin` goods, else null. */
  readonly deposit: DepositSplit | null;
  /** What is paid now: the deposit for a deposit order, else `payable`. */
  readonly payableNow: Money;
}

/** Something the shopper should be told about a checkout; the checkout is still computed. */
export type CheckoutIssue =
  | { readonly kind: 'nothing-to-settle'; readonly message: typeof NOTHING_TO_SETTLE }
  | { readonly kind: 'black-five-not-applicable'; readonly message: typeof BLACK_FIVE_NOT_APPLICABLE }
  /** The chosen shipping id is not offered: the first option was used. */
  | { readonly kind: 'unknown-shipping'; readonly orderId: string; readonly shippingId: number };

/** A computed checkout: orders by goods subtotal descending, totals, coupons used, issues. */
export interface CheckoutResult {
  readonly orders: readonly OrderCheckout[];
  /** The sum of the orders' `payable`. */
  readonly totalPayable: Money;
  /** The sum of the orders' `payableNow` (`pay_money`). */
  readonly totalPayableNow: Money;
  /** The sum of the orders' displayed shipping fees (`shipping_fee`). */
  readonly totalShippingFee: Money;
  /** The `bonus_id`s used, goods and shipping, each once. */
  readonly usedCouponIds: readonly number[];
  /** Whether the black-five card was applied to any order. */
  readonly blackFiveApplied: boolean;
  readonly issues: readonly CheckoutIssue[];
}
