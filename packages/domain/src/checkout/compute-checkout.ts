import { pickCoupons, type CouponPick } from '../coupons/pick-coupons';
import { depositDue } from '../deposit/deposit-due';
import { BLACK_FIVE_NOT_APPLICABLE, NOTHING_TO_SETTLE } from '../messages/messages';
import { compareMoney } from '../money/compare-money';
import { isAboveZero } from '../money/is-above-zero';
import { minMoney } from '../money/min-money';
import { type Money, ZERO_MONEY } from '../money/money';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
import { priceLines } from '../pricing/price-lines';
import { quoteBlackFive } from '../pricing/quote-black-five';
import { quoteCardDiscount } from '../pricing/quote-card-discount';
import { showBlackFiveShipping } from '../pricing/show-black-five-shipping';
import { toCardRate } from '../pricing/to-card-rate';
import { pickShippingCoupons, type ShippingCouponPick } from '../shipping/pick-shipping-coupons';
import type { CheckoutInput, CheckoutOrderInput } from './checkout-input';
import type { CheckoutIssue, CheckoutResult, DeductionLine, OrderCheckout } from './checkout-result';
import { chooseShipping, type ShippingChoice } from './choose-shipping';
import { DEDUCTION_LABELS, type DeductionKind } from './deduction-labels';
import { InvalidCheckoutError } from './invalid-checkout-error';
import { weighLines } from './weigh-lines';

/**
 * Computes the checkout of split orders (shopping §4 "Cart and checkout", §3 checkout result).
 * Orders come back by goods subtotal descending (ties keep input order). Per order:
 * - normal mode: goods subtotal, the chosen shipping fee, the goods coupon (`pickCoupons`, never on
 *   `special_goods`), the member-card discount (`quoteCardDiscount` on the goods' prices, at most what
 *   the coupon left of the goods), the shipping coupon (`pickShippingCoupons`, at most the fee);
 * - black-five mode (toggle on and the order has `is_hei5ka` lines): those lines at market price, half
 *   off (`quoteBlackFive`), the fee displayed doubled and half of that taken off, and no coupon or card
 *   discount — "no other promotion stacks"; choices for such an order are ignored;
 * - payable = goods + displayed shipping − deductions, never negative by construction; a deposit order
 *   (`is_dingjin` goods) pays 20 % of it now (`depositDue`).
 * Every deduction is explained as a `{ kind, label, amount }` line. An empty order or a repeated order id
 * throws `InvalidCheckoutError`; no orders at all give the `没有可结算商品` issue.
 */
export function computeCheckout(input: CheckoutInput): CheckoutResult {
  const issues: CheckoutIssue[] = [];
  const ids = new Set<string>();
  for (const order of input.orders) {
    if (order.lines.length === 0) throw new InvalidCheckoutError(`order ${order.id} has no goods lines`);
    if (ids.has(order.id)) throw new InvalidCheckoutError(`order id ${order.id} appears twice`);
    ids.add(order.id);
  }
  if (input.orders.length === 0) issues.push({ kind: 'nothing-to-settle', message: NOTHING_TO_SETTLE });

  const served = input.orders
    .map((order, index) => ({
      order,
      index,
      subtotal: priceLines(order.lines).amount,
      blackFive: input.blackFive === true ? quoteBlackFive(order.lines) : undefined,
    }))
    .sort((a, b) => compareMoney(b.subtotal, a.subtotal) || a.index - b.index);
  if (input.blackFive === true && input.orders.length > 0 && !served.some(({ blackFive }) => blackFive?.applicable)) {
    issues.push({ kind: 'black-five-not-applicable', message: BLACK_FIVE_NOT_APPLICABLE });
  }

  // The fee is parsed once here: shipping-coupon picking and the order's amounts both read it.
  const shipping = new Map<string, { readonly choice: ShippingChoice; readonly fee: Money }>();
  for (const { order } of served) {
    const choice = chooseShipping(order.shippingOptions, order.shippingId);
    if (!choice.known && order.shippingId !== undefined) {
      issues.push({ kind: 'unknown-shipping', orderId: order.id, shippingId: order.shippingId });
    }
    shipping.set(order.id, { choice, fee: roundFen(choice.option.fee) });
  }

  const normal = served.filter(({ blackFive }) => blackFive?.applicable !== true).map(({ order }) => order);
  const coupons = input.coupons ?? [];
  const couponPicks = new Map(pickCoupons(normal, coupons, input.now, input.couponChoices).map((pick) => [pick.orderId, pick]));
  const shippingPicks = new Map(
    pickShippingCoupons(
      normal.map((order) => ({ id: order.id, fee: shipping.get(order.id)!.fee })),
      coupons,
      input.now,
      input.shippingCouponChoices,
    ).map((pick) => [pick.orderId, pick]),
  );
  const cardRate = input.memberCard === undefined || input.memberCard === null ? undefined : toCardRate(input.memberCard.discount);

  const orders = served.map(({ order, blackFive }): OrderCheckout => {
    const {
      choice: { options, option },
      fee: shippingFee,
    } = shipping.get(order.id)!;
    const marketSubtotal = roundFen(priceLines(order.lines).marketAmount);
    const base = { id: order.id, marketSubtotal, subweight: weighLines(order.lines), shippingOptions: options, shipping: option, shippingFee };

    if (blackFive?.applicable === true) {
      const goodsSubtotal = roundFen(
        sumMoney(priceLines(order.lines).lines.map(({ line, amount, marketAmount }) => (line.isBlackFiveGoods === true ? marketAmount : amount))),
      );
      const shippingDisplayFee = showBlackFiveShipping(shippingFee);
      const deductions = explain([
        ['black-five', blackFive.deduction],
        ['black-five-shipping', shippingDisplayFee.minus(shippingFee)],
      ]);
      return settle(order, { ...base, mode: 'black-five', goodsSubtotal, shippingDisplayFee, coupon: null, shippingCoupon: null }, deductions);
    }

    const goodsSubtotal = roundFen(priceLines(order.lines).amount);
    const coupon = couponPicks.get(order.id) as CouponPick;
    const shippingCoupon = shippingPicks.get(order.id) as ShippingCouponPick;
    const card = cardRate === undefined ? ZERO_MONEY : minMoney(quoteCardDiscount(order.lines, cardRate), goodsSubtotal.minus(coupon.deduction));
    const deductions = explain([
      ['coupon', coupon.deduction, coupon.coupon?.couponId],
      ['member-card', card],
      ['shipping-coupon', shippingCoupon.deduction, shippingCoupon.coupon?.couponId],
    ]);
    return settle(order, { ...base, mode: 'normal', goodsSubtotal, shippingDisplayFee: shippingFee, coupon, shippingCoupon }, deductions);
  });

  return {
    orders,
    totalPayable: sumMoney(orders.map(({ payable }) => payable)),
    totalPayableNow: sumMoney(orders.map(({ payableNow }) => payableNow)),
    totalShippingFee: sumMoney(orders.map(({ shippingDisplayFee }) => shippingDisplayFee)),
    usedCouponIds: orders.flatMap(({ coupon, shippingCoupon }) =>
      [coupon?.coupon?.couponId, shippingCoupon?.coupon?.couponId].filter((id) => id !== undefined),
    ),
    blackFiveApplied: orders.some(({ mode }) => mode === 'black-five'),
    issues,
  };
}

function explain(entries: readonly (readonly [DeductionKind, Money, number?])[]): DeductionLine[] {
  return entries
    .filter(([, amount]) => isAboveZero(amount))
    .map(([kind, amount, couponId]) => ({ kind, label: DEDUCTION_LABELS[kind], amount, ...(couponId === undefined ? {} : { couponId }) }));
}

function settle(
  order: CheckoutOrderInput,
  partial: Omit<OrderCheckout, 'deductions' | 'discount' | 'payable' | 'deposit' | 'payableNow'>,
  deductions: readonly DeductionLine[],
): OrderCheckout {
  const discount = sumMoney(deductions.map(({ amount }) => amount));
  const payable = partial.goodsSubtotal.plus(partial.shippingDisplayFee).minus(discount);
  if (payable.isNegative()) throw new InvalidCheckoutError(`order ${order.id} would be payable ${payable.toString()}`);
  const isDeposit = order.lines.some((line) => line.isDeposit === true);
  const deposit = isDeposit ? { due: depositDue(payable), balance: payable.minus(depositDue(payable)) } : null;
  return { ...partial, deductions, discount, payable, deposit, payableNow: deposit === null ? payable : deposit.due };
}
