import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import { minMoney } from '../money/min-money';
import { sumMoney } from '../money/sum-money';
import { toMoney } from '../money/to-money';
import { checkoutInputArb, exampleLine, moneyArb } from '../testing';
import { applyBalance } from './apply-balance';
import { computeCheckout } from './compute-checkout';
import { InvalidCheckoutError } from './invalid-checkout-error';
import { needsPaymentMethod } from './needs-payment-method';

const now = new Date('2025-06-15T04:00:00Z');
const text = (m: Money): string => m.toFixed(2);

// Two ordinary orders (120 and 31 with the ¥5 express) and a deposit order (20 % of 200 due now).
const orders = computeCheckout({
  now,
  orders: [
    { id: 'big', lines: [exampleLine({ price: '120' })], shippingId: 1 },
    { id: 'small', lines: [exampleLine({ price: '26' })], shippingId: 2 },
    { id: 'deposit', lines: [exampleLine({ price: '200', isDeposit: true })], shippingId: 1 },
  ],
}).orders;

describe('applyBalance', () => {
  it('pays the orders one after the other until the balance runs out, never a deposit order', () => {
    const use = applyBalance(orders, '130');
    expect(use.perOrder.map(({ id, amount }) => [id, text(amount)])).toEqual([
      ['deposit', '0.00'],
      ['big', '120.00'],
      ['small', '10.00'],
    ]);
    expect(text(use.total)).toBe('130.00');
    // 40 deposit + 120 + 31 due now, 130 of it from the balance.
    expect(text(use.remaining)).toBe('61.00');
  });

  it('uses no more than the orders owe, and nothing from an empty balance', () => {
    expect(text(applyBalance(orders, '1000').total)).toBe('151.00');
    expect(text(applyBalance(orders, 0).total)).toBe('0.00');
  });

  it('refuses a negative balance as a broken invariant', () => {
    expect(() => applyBalance(orders, '-0.01')).toThrow(InvalidCheckoutError);
  });
});

describe('properties', () => {
  const casesArb = fc.tuple(checkoutInputArb(), moneyArb({ maxFen: 2_000_000 }));

  it('the balance used is min(balance, what the non-deposit orders owe now)', () => {
    fc.assert(
      fc.property(casesArb, ([input, balance]) => {
        const { orders: computed } = computeCheckout(input);
        const owed = sumMoney(computed.filter(({ deposit }) => deposit === null).map(({ payableNow }) => payableNow));
        expect(applyBalance(computed, balance).total.equals(minMoney(toMoney(balance), owed))).toBe(true);
      }),
    );
  });

  it('no order takes more than it owes now, and what is left to pay is never negative', () => {
    fc.assert(
      fc.property(casesArb, ([input, balance]) => {
        const { orders: computed } = computeCheckout(input);
        const use = applyBalance(computed, balance);
        use.perOrder.forEach(({ amount }, index) => {
          expect(amount.isNegative()).toBe(false);
          expect(amount.lessThanOrEqualTo(computed[index]!.payableNow)).toBe(true);
        });
        expect(use.total.equals(sumMoney(use.perOrder.map(({ amount }) => amount)))).toBe(true);
        expect(use.remaining.isNegative()).toBe(false);
      }),
    );
  });
});

describe('needsPaymentMethod', () => {
  it('asks for a method while anything is left to pay, not when the balance covered it all', () => {
    expect(needsPaymentMethod('0.01')).toBe(true);
    expect(needsPaymentMethod('0.00')).toBe(false);
    expect(needsPaymentMethod(0)).toBe(false);
    const ordinary = orders.filter((order) => order.deposit === null);
    expect(needsPaymentMethod(applyBalance(ordinary, '1000').remaining)).toBe(false);
    expect(needsPaymentMethod(applyBalance(ordinary, '130').remaining)).toBe(true);
    // The balance never pays a deposit, so a deposit order still asks.
    expect(needsPaymentMethod(applyBalance(orders, '1000').remaining)).toBe(true);
  });

  it('asks when the amount is missing or not money, so the server decides', () => {
    expect(needsPaymentMethod(undefined)).toBe(true);
    expect(needsPaymentMethod('')).toBe(true);
    expect(needsPaymentMethod('"0.00"')).toBe(true);
    expect(needsPaymentMethod('abc')).toBe(true);
  });
});
