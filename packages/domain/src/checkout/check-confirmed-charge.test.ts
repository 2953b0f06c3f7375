import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_TAKEN, COUPON_UNAVAILABLE, PRICE_CHANGED } from '../messages/messages';
import { compareMoney } from '../money/compare-money';
import { fromFen } from '../money/from-fen';
import { toFen } from '../money/to-fen';
import { toMoney } from '../money/to-money';
import { checkoutInputArb, exampleCoupon, exampleLine, moneyArb } from '../testing';
import { applyBalance } from './apply-balance';
import { checkConfirmedCharge } from './check-confirmed-charge';
import { computeCheckout } from './compute-checkout';

const now = new Date('2025-06-15T04:00:00Z');

// The shopper confirms the payable amount (shopping §4 "Cart and checkout"): goods at 65.80, no shipping fee,
// a ¥5 coupon the shopper chose (60.80 to pay).
const coupon = exampleCoupon({ couponId: 7, faceValue: toMoney(5), minGoodsAmount: toMoney(0) });
const order = { id: '1', lines: [exampleLine({ price: '65.80' })], shippingId: 1 };
const withCoupon = computeCheckout({ now, orders: [order], coupons: [coupon], couponChoices: { '1': 7 } });
const shown = { orderAmount: '60.80', payMoney: '60.80' };

describe('checkConfirmedCharge', () => {
  it('places a checkout charged as the shopper confirmed it', () => {
    expect(withCoupon.totalPayable.toFixed(2)).toBe('60.80');
    expect(checkConfirmedCharge(withCoupon, 0, shown)).toBeNull();
  });

  it('refuses a chosen coupon another order took, instead of charging the full 65.80', () => {
    const taken = computeCheckout({ now, orders: [order], coupons: [], couponChoices: { '1': 7 } });
    expect(taken.totalPayable.toFixed(2)).toBe('65.80');
    expect(checkConfirmedCharge(taken, 0, {})).toEqual({ kind: 'coupon-taken', orderId: '1', couponId: 7, message: COUPON_TAKEN });
  });

  it('refuses a chosen coupon that no longer applies to the order, goods or shipping coupon', () => {
    const tooDear = exampleCoupon({ couponId: 8, faceValue: toMoney(5), minGoodsAmount: toMoney(100) });
    const refused = computeCheckout({ now, orders: [order], coupons: [tooDear], couponChoices: { '1': 8 } });
    expect(checkConfirmedCharge(refused, 0, {})).toMatchObject({ kind: 'coupon-unavailable', couponId: 8, message: COUPON_UNAVAILABLE });
    const shippingGone = computeCheckout({ now, orders: [{ ...order, shippingId: 2 }], coupons: [], shippingCouponChoices: { '1': 9 } });
    expect(checkConfirmedCharge(shippingGone, 0, {})).toMatchObject({ kind: 'coupon-taken', couponId: 9, message: COUPON_TAKEN });
  });

  it('refuses an order amount above the confirmed one (a price rose), and takes a lower one', () => {
    expect(checkConfirmedCharge(withCoupon, 0, { orderAmount: '60.79' })).toEqual({ kind: 'price-changed', message: PRICE_CHANGED });
    expect(checkConfirmedCharge(withCoupon, 0, { orderAmount: '70.00', payMoney: '70' })).toBeNull();
  });

  it('refuses a pay_money above the confirmed one after a smaller balance, though the order amount stayed', () => {
    expect(checkConfirmedCharge(withCoupon, '30', { orderAmount: '60.80', payMoney: '30.80' })).toBeNull();
    expect(checkConfirmedCharge(withCoupon, '10', { orderAmount: '60.80', payMoney: '30.80' })).toMatchObject({ kind: 'price-changed' });
  });
});

describe('properties', () => {
  const casesArb = fc.tuple(checkoutInputArb(), moneyArb({ maxFen: 2_000_000 }), moneyArb(), moneyArb());
  const refusedChoices = (result: ReturnType<typeof computeCheckout>) =>
    result.orders.flatMap(({ coupon: goods, shippingCoupon }) => [goods?.refusedChoice, shippingCoupon?.refusedChoice]).filter(Boolean);

  it('a placement it lets through is never charged more than the order_amount and pay_money confirmed', () => {
    fc.assert(
      fc.property(casesArb, ([input, balance, orderAmount, payMoney]) => {
        const result = computeCheckout(input);
        const used = applyBalance(result.orders, balance);
        if (checkConfirmedCharge(result, used.total, { orderAmount, payMoney }) !== null) return;
        expect(compareMoney(result.totalPayable, toMoney(orderAmount))).toBeLessThanOrEqual(0);
        expect(compareMoney(used.remaining, toMoney(payMoney))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('a chosen coupon that did not stand always refuses the placement, whatever was confirmed', () => {
    fc.assert(
      fc.property(casesArb, ([input, balance, orderAmount, payMoney]) => {
        const result = computeCheckout(input);
        const refusal = checkConfirmedCharge(result, applyBalance(result.orders, balance).total, { orderAmount, payMoney });
        if (refusedChoices(result).length > 0) expect(refusal?.kind).toMatch(/^coupon-/);
      }),
    );
  });

  it('confirming what the checkout showed places it when every chosen coupon stood, and so does a dearer confirmation', () => {
    fc.assert(
      fc.property(casesArb, fc.integer({ min: 0, max: 10_000 }), ([input, balance], extraFen) => {
        const result = computeCheckout(input);
        const used = applyBalance(result.orders, balance);
        const shownAmounts = {
          orderAmount: fromFen(toFen(result.totalPayable) + extraFen),
          payMoney: fromFen(toFen(used.remaining) + extraFen).toFixed(2),
        };
        const refusal = checkConfirmedCharge(result, used.total, shownAmounts);
        expect(refusal).toEqual(refusedChoices(result).length > 0 ? expect.objectContaining({ kind: expect.stringMatching(/^coupon-/) }) : null);
      }),
    );
  });
});
