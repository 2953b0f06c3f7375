import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLACK_FIVE_NOT_APPLICABLE, NOTHING_TO_SETTLE } from '../messages/messages';
import type { Money } from '../money/money';
import { sumMoney } from '../money/sum-money';
import { checkoutInputArb, exampleCoupon, exampleLine } from '../testing';
import type { CheckoutInput } from './checkout-input';
import type { CheckoutResult } from './checkout-result';
import { computeCheckout } from './compute-checkout';
import { InvalidCheckoutError } from './invalid-checkout-error';

const now = new Date('2025-06-15T04:00:00Z');

const line = exampleLine;
const coupon = exampleCoupon;

const text = (m: Money): string => m.toFixed(2);

describe('computeCheckout', () => {
  it('sorts split orders by subtotal, auto-picks coupons and explains every deduction', () => {
    const result = computeCheckout({
      now,
      orders: [
        { id: 'seeds', lines: [line({ price: '15.5', quantity: 2 })], shippingId: 2 },
        { id: 'trees', lines: [line({ price: '150', quantity: 2 }), line({ price: '40', specialGoods: true })], shippingId: 1 },
      ],
      coupons: [
        coupon({ couponId: 11, faceValue: '50', minGoodsAmount: '200' }),
        coupon({ couponId: 12, faceValue: '10' }),
        coupon({ couponId: 21, faceValue: '8', isShipping: true }),
      ],
    });
    expect(result.orders.map(({ id }) => id)).toEqual(['trees', 'seeds']);
    const [trees, seeds] = result.orders;
    expect(text(trees!.goodsSubtotal)).toBe('340.00');
    expect(trees!.shipping.name).toBe('专线配送');
    expect(trees!.deductions).toEqual([{ kind: 'coupon', label: '优惠券', amount: expect.anything(), couponId: 11 }]);
    expect(text(trees!.payable)).toBe('290.00');
    // seeds: 31 goods + 5 express − 10 coupon − 5 shipping coupon (capped at the fee)
    expect(seeds!.deductions.map(({ kind, amount }) => [kind, text(amount)])).toEqual([
      ['coupon', '10.00'],
      ['shipping-coupon', '5.00'],
    ]);
    expect(text(seeds!.payable)).toBe('21.00');
    expect(text(result.totalPayable)).toBe('311.00');
    expect(result.usedCouponIds).toEqual([11, 12, 21]);
    expect(result.issues).toEqual([]);
  });

  it('takes the member-card discount off all but is_fei5zhe goods, after the coupon has had its share', () => {
    const result = computeCheckout({
      now,
      orders: [{ id: 'a', lines: [line({ price: '100' }), line({ price: '50', noCardDiscount: true })], shippingId: 1 }],
      coupons: [coupon({ faceValue: '30' })],
      memberCard: { cardNumber: '8001', discount: 90 },
    });
    expect(result.orders[0]!.deductions.map(({ kind, amount }) => [kind, text(amount)])).toEqual([
      ['coupon', '30.00'],
      ['member-card', '10.00'],
    ]);
    expect(text(result.totalPayable)).toBe('110.00');

    const covered = computeCheckout({
      now,
      orders: [{ id: 'a', lines: [line({ price: '20' })] }],
      coupons: [coupon({ faceValue: '30' })],
      memberCard: { cardNumber: '8001', discount: 0.5 },
    });
    expect(text(covered.totalPayable)).toBe('0.00');
    expect(covered.orders[0]!.deductions.map(({ kind }) => kind)).toEqual(['coupon']);
  });

  it('in black-five mode charges half the market price, shows shipping doubled and stacks nothing else', () => {
    const result = computeCheckout({
      now,
      blackFive: true,
      orders: [
        {
          id: 'b',
          lines: [line({ price: '80', marketPrice: '100', quantity: 2, isBlackFiveGoods: true }), line({ price: '30', marketPrice: '35' })],
          shippingId: 2,
        },
      ],
      coupons: [coupon(), coupon({ couponId: 2, isShipping: true })],
      couponChoices: { b: 1 },
      memberCard: { cardNumber: '8001', discount: 90 },
    });
    const [order] = result.orders;
    expect(order!.mode).toBe('black-five');
    expect(text(order!.goodsSubtotal)).toBe('230.00');
    expect(text(order!.shippingDisplayFee)).toBe('10.00');
    expect(order!.deductions.map(({ kind, label, amount }) => [kind, label, text(amount)])).toEqual([
      ['black-five', '黑五卡5折', '100.00'],
      ['black-five-shipping', '黑五卡运费5折', '5.00'],
    ]);
    expect(text(order!.payable)).toBe('135.00');
    expect(order!.coupon).toBeNull();
    expect(result.usedCouponIds).toEqual([]);
    expect(result.blackFiveApplied).toBe(true);
  });

  it('says 此商品不享受黑五卡折扣 and computes normally when no line qualifies', () => {
    const result = computeCheckout({ now, blackFive: true, orders: [{ id: 'a', lines: [line()] }], coupons: [coupon()] });
    expect(result.issues).toEqual([{ kind: 'black-five-not-applicable', message: BLACK_FIVE_NOT_APPLICABLE }]);
    expect(result.orders[0]!.mode).toBe('normal');
    expect(text(result.totalPayable)).toBe('80.00');
  });

  it('makes a deposit order pay 20 % now and the rest later', () => {
    const result = computeCheckout({
      now,
      orders: [{ id: 'd', lines: [line({ price: '199', isDeposit: true })], shippingId: 2 }],
    });
    const [order] = result.orders;
    expect(text(order!.payable)).toBe('204.00');
    expect(order!.deposit && [text(order!.deposit.due), text(order!.deposit.balance)]).toEqual(['40.80', '163.20']);
    expect(text(result.totalPayableNow)).toBe('40.80');
    expect(text(result.totalPayable)).toBe('204.00');
  });

  it('reports an unknown shipping id and uses the first option', () => {
    const result = computeCheckout({ now, orders: [{ id: 'a', lines: [line()], shippingId: 77 }] });
    expect(result.issues).toEqual([{ kind: 'unknown-shipping', orderId: 'a', shippingId: 77 }]);
    expect(result.orders[0]!.shipping.id).toBe(1);
  });

  it('says 没有可结算商品 with no orders, and refuses an empty or repeated order', () => {
    const empty = computeCheckout({ now, orders: [] });
    expect(empty.issues).toEqual([{ kind: 'nothing-to-settle', message: NOTHING_TO_SETTLE }]);
    expect(text(empty.totalPayable)).toBe('0.00');
    expect(() => computeCheckout({ now, orders: [{ id: 'a', lines: [] }] })).toThrow(InvalidCheckoutError);
    expect(() =>
      computeCheckout({
        now,
        orders: [
          { id: 'a', lines: [line()] },
          { id: 'a', lines: [line()] },
        ],
      }),
    ).toThrow(InvalidCheckoutError);
  });
});

const amountsOf = (result: CheckoutResult): Money[] => [
  result.totalPayable,
  result.totalPayableNow,
  result.totalShippingFee,
  ...result.orders.flatMap((order) => [
    order.goodsSubtotal,
    order.marketSubtotal,
    order.shippingFee,
    order.shippingDisplayFee,
    order.discount,
    order.payable,
    order.payableNow,
    ...(order.deposit === null ? [] : [order.deposit.due, order.deposit.balance]),
    ...order.deductions.map(({ amount }) => amount),
  ]),
];

describe('properties', () => {
  it('payable is never negative and the total equals the sum of the orders', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        const result = computeCheckout(input);
        for (const order of result.orders) expect(order.payable.isNegative()).toBe(false);
        expect(result.totalPayable.equals(sumMoney(result.orders.map(({ payable }) => payable)))).toBe(true);
        expect(result.totalPayableNow.equals(sumMoney(result.orders.map(({ payableNow }) => payableNow)))).toBe(true);
      }),
    );
  });

  it('each order pays its goods and displayed shipping minus exactly its explained deductions', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        for (const order of computeCheckout(input).orders) {
          expect(order.discount.equals(sumMoney(order.deductions.map(({ amount }) => amount)))).toBe(true);
          expect(order.payable.equals(order.goodsSubtotal.plus(order.shippingDisplayFee).minus(order.discount))).toBe(true);
          for (const deduction of order.deductions) expect(deduction.amount.greaterThan(0)).toBe(true);
        }
      }),
    );
  });

  it('every returned amount has at most 2 decimals', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        for (const amount of amountsOf(computeCheckout(input))) expect(amount.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('no coupon is used twice and a black-five order takes no coupon or card discount', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        const result = computeCheckout(input);
        expect(new Set(result.usedCouponIds).size).toBe(result.usedCouponIds.length);
        for (const order of result.orders.filter(({ mode }) => mode === 'black-five')) {
          expect(order.deductions.every(({ kind }) => kind.startsWith('black-five'))).toBe(true);
        }
      }),
    );
  });

  it('a deposit order pays exactly its 20 % deposit now and the balance later', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        for (const order of computeCheckout(input).orders) {
          if (order.deposit === null) expect(order.payableNow.equals(order.payable)).toBe(true);
          else {
            expect(order.payableNow.equals(order.deposit.due)).toBe(true);
            expect(order.deposit.due.plus(order.deposit.balance).equals(order.payable)).toBe(true);
          }
        }
      }),
    );
  });

  it('a checkout rebuilt from its stored choices gives the same amounts', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        const first = computeCheckout(input);
        const stored: CheckoutInput = {
          ...input,
          orders: input.orders.map((order) => ({
            ...order,
            shippingId: first.orders.find(({ id }) => id === order.id)?.shipping.id,
          })),
          couponChoices: Object.fromEntries(first.orders.map(({ id, coupon }) => [id, coupon?.coupon?.couponId ?? null])),
          shippingCouponChoices: Object.fromEntries(first.orders.map(({ id, shippingCoupon }) => [id, shippingCoupon?.coupon?.couponId ?? null])),
        };
        const again = computeCheckout(stored);
        expect(amountsOf(again).map(String)).toEqual(amountsOf(first).map(String));
        expect(again.usedCouponIds).toEqual(first.usedCouponIds);
      }),
    );
  });
});
