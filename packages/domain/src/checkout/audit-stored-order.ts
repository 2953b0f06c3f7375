import type { Coupon } from '../coupons/coupon';
import type { GoodsLine } from '../pricing/goods-line';
import type { MemberCardUse } from './checkout-input';
import { computeCheckout } from './compute-checkout';
import { fatherOrderAmounts } from './father-order';
import { STORED_AMOUNT_FIELDS, storedOrderAmounts, type StoredOrderAmounts } from './stored-order-amounts';

/** A stored split order with every fact its checkout read (shopping §3 "Order", "Order goods line"). */
export interface StoredOrder {
  /** `order_sn`, to name the order in a report. */
  readonly orderSn: string;
  /** `add_time`: the moment of the checkout, for coupon dates. */
  readonly addTime: Date;
  /** `is_black`: the order was priced in black-five mode. */
  readonly isBlack: boolean;
  /** `shipping_id`, or null when none was stored (the first option then). */
  readonly shippingId: number | null;
  /** The order's goods lines as bought. */
  readonly lines: readonly GoodsLine[];
  /** The goods coupon of `bonus_id`, if any. */
  readonly coupon: Coupon | null;
  /** The shipping coupon of `bonus_ship_id`, if any. */
  readonly shippingCoupon: Coupon | null;
  /** The member card whose rate priced the order at checkout, with that rate, if any (not the card that paid). */
  readonly card: MemberCardUse | null;
  readonly amounts: StoredOrderAmounts;
}

/** One stored amount that differs from what the domain computes: field as shopping §3 names it, fen. */
export interface OrderDrift {
  readonly orderSn: string;
  readonly field: string;
  readonly stored: number;
  readonly recomputed: number;
}

/** Every stored amount that differs from `recomputed`, in field order. */
function compareAmounts(orderSn: string, stored: StoredOrderAmounts, recomputed: StoredOrderAmounts): OrderDrift[] {
  return (Object.keys(STORED_AMOUNT_FIELDS) as (keyof StoredOrderAmounts)[])
    .filter((key) => stored[key] !== recomputed[key])
    .map((key) => ({ orderSn, field: STORED_AMOUNT_FIELDS[key], stored: stored[key], recomputed: recomputed[key] }));
}

/**
 * Recomputes a stored split order with `computeCheckout` from its own facts — lines, the coupons it
 * used, its shipping, the black-five mode, its card, `add_time` as the moment — and lists every stored
 * amount that differs.
 * An order without lines throws the domain's `InvalidCheckoutError`.
 */
export function auditStoredOrder(order: StoredOrder): OrderDrift[] {
  const id = order.orderSn;
  const [computed] = computeCheckout({
    orders: [{ id, lines: order.lines, ...(order.shippingId === null ? {} : { shippingId: order.shippingId }) }],
    coupons: [order.coupon, order.shippingCoupon].filter((coupon) => coupon !== null),
    now: order.addTime,
    blackFive: order.isBlack,
    memberCard: order.card,
    couponChoices: { [id]: order.coupon?.couponId ?? null },
    shippingCouponChoices: { [id]: order.shippingCoupon?.couponId ?? null },
  }).orders;
  return compareAmounts(order.orderSn, order.amounts, storedOrderAmounts(computed!));
}

/**
 * A father order only carries its children's totals (shopping §3 `order_father_id`): lists every
 * amount that is not the sum over `children` (coupons stay on the children, so the father's are 0).
 */
export function auditFatherOrder(
  father: { readonly orderSn: string; readonly amounts: StoredOrderAmounts },
  children: readonly StoredOrderAmounts[],
): OrderDrift[] {
  return compareAmounts(father.orderSn, father.amounts, fatherOrderAmounts(children));
}
