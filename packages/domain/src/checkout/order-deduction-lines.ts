import { DEDUCTION_LABELS, type DeductionKind } from './deduction-labels';
import { InvalidCheckoutError } from './invalid-checkout-error';
import type { StoredOrderAmounts } from './stored-order-amounts';

/** One deduction an order shows under its goods total: what it was, its label and the fen it took off. */
export interface OrderDeductionLine {
  readonly kind: DeductionKind;
  readonly label: string;
  readonly amountFen: number;
}

/**
 * The deduction lines of a stored order (shopping §3 "Order": `bonus`, `bonus_ship`, `discount`), each once: the
 * goods coupon, the shipping coupon, and what `discount` holds beyond them — `discount` is every deduction
 * together, so showing it beside the coupons would take a coupon off twice. That rest is the black-five card's
 * half price in black-five mode (`is_black`, where no other promotion stacks) and the member card's discount
 * otherwise. Lines of 0 are left out; the lines always add up to `discount`.
 */
export function orderDeductionLines(
  amounts: Pick<StoredOrderAmounts, 'couponDiscount' | 'shippingCouponDiscount' | 'discount'>,
  isBlack: boolean,
): readonly OrderDeductionLine[] {
  const rest = amounts.discount - amounts.couponDiscount - amounts.shippingCouponDiscount;
  if (rest < 0) throw new InvalidCheckoutError(`discount ${amounts.discount} is less than the coupons it holds`);
  const lines: [DeductionKind, number][] = [
    ['coupon', amounts.couponDiscount],
    ['shipping-coupon', amounts.shippingCouponDiscount],
    [isBlack ? 'black-five' : 'member-card', rest],
  ];
  return lines.filter(([, amountFen]) => amountFen > 0).map(([kind, amountFen]) => ({ kind, label: DEDUCTION_LABELS[kind], amountFen }));
}
