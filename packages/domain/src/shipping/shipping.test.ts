import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../coupons/coupon';
import { toMoney } from '../money/to-money';
import { ARBITRARY_NOW, couponChoicesArb, couponsArb, moneyArb } from '../testing';
import { checkShippingCoupon, screenShippingCoupon } from './check-shipping-coupon';
import { FALLBACK_SHIPPING_OPTIONS } from './fallback-shipping-options';
import { freeShippingHint } from './free-shipping-hint';
import { pickShippingCoupons } from './pick-shipping-coupons';

const now = new Date('2025-06-15T04:00:00Z');

const shippingCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponId: 1,
  faceValue: '5',
  minGoodsAmount: '0',
  isShipping: true,
  actRange: 0,
  actRangeExt: [],
  useStartDate: new Date('2025-06-01T00:00:00+08:00'),
  useEndDate: new Date('2025-06-30T00:00:00+08:00'),
  ...overrides,
});

describe('FALLBACK_SHIPPING_OPTIONS', () => {
  it('offer a dedicated carrier at 0 and ordinary express at 5 (shopping §9)', () => {
    expect(FALLBACK_SHIPPING_OPTIONS.map(({ name, fee }) => [name, fee])).toEqual([
      ['专线配送', '0'],
      ['普通快递', '5'],
    ]);
  });
});

describe('checkShippingCoupon', () => {
  it('deducts at most the fee', () => {
    const check = checkShippingCoupon(shippingCoupon({ faceValue: '8' }), '5', now);
    expect(check.usable && check.deduction.toString()).toBe('5');
  });

  it('refuses a zero fee, a minimum above the fee and a goods coupon', () => {
    expect(checkShippingCoupon(shippingCoupon(), 0, now)).toEqual({ usable: false, reasons: ['no-fee'] });
    expect(checkShippingCoupon(shippingCoupon({ minGoodsAmount: '6' }), '5', now)).toEqual({
      usable: false,
      reasons: ['below-minimum'],
    });
    expect(checkShippingCoupon(shippingCoupon({ isShipping: false }), '5', now)).toEqual({
      usable: false,
      reasons: ['not-shipping-coupon'],
    });
  });
});

describe('pickShippingCoupons', () => {
  const wallet = [
    shippingCoupon({ couponId: 1, faceValue: '3' }),
    shippingCoupon({ couponId: 2, faceValue: '10', minGoodsAmount: '8' }),
    shippingCoupon({ couponId: 3, faceValue: '6' }),
  ];

  it('gives the largest fee the largest usable type_money, each coupon once, none at fee 0', () => {
    const picks = pickShippingCoupons(
      [
        { id: 'a', fee: '5' },
        { id: 'b', fee: '12' },
        { id: 'c', fee: '0' },
        { id: 'd', fee: '5' },
      ],
      wallet,
      now,
    );
    expect(picks.map(({ orderId, coupon, deduction }) => [orderId, coupon?.couponId ?? null, deduction.toString()])).toEqual([
      ['a', 3, '5'],
      ['b', 2, '10'],
      ['c', null, '0'],
      ['d', 1, '3'],
    ]);
  });

  it('prefers the larger face value even when both cover the fee', () => {
    const picks = pickShippingCoupons(
      [{ id: 'a', fee: '5' }],
      [shippingCoupon({ couponId: 1, faceValue: '5' }), shippingCoupon({ couponId: 2, faceValue: '9' })],
      now,
    );
    expect(picks[0]?.coupon?.couponId).toBe(2);
  });

  it("keeps the shopper's usable choice", () => {
    const picks = pickShippingCoupons([{ id: 'a', fee: '5' }], wallet, now, { a: 1 });
    expect(picks[0]).toMatchObject({ source: 'chosen', coupon: { couponId: 1 } });
  });
});

describe('freeShippingHint', () => {
  it('counts pieces for activity type 1 and yuan otherwise', () => {
    expect(freeShippingHint({ type: 1, number: 3 }, { pieces: 1, amount: '500' })).toEqual({
      unit: 'piece',
      missing: 2,
      message: '还差2件即可包邮',
    });
    const hint = freeShippingHint({ type: 2, amount: '99' }, { pieces: 9, amount: '60.5' });
    expect(hint?.unit).toBe('yuan');
    expect(hint?.message).toBe('还差38.50元即可包邮');
  });

  it('gives nothing once the threshold is reached', () => {
    expect(freeShippingHint({ type: 1, number: 3 }, { pieces: 3, amount: '0' })).toBeUndefined();
    expect(freeShippingHint({ type: 2, amount: '99' }, { pieces: 0, amount: '99' })).toBeUndefined();
  });
});

describe('properties', () => {
  const feesArb = fc
    .array(
      moneyArb({ maxFen: 3000 }).chain((fee) => fc.constantFrom(fee, '0')),
      { minLength: 1, maxLength: 6 },
    )
    .map((fees) => fees.map((fee, index) => ({ id: `o${index + 1}`, fee })));
  const pickingArb = fc.record({ orders: feesArb, coupons: couponsArb() }).chain(({ orders, coupons }) =>
    couponChoicesArb(
      orders.map(({ id }) => id),
      coupons,
    ).map((choices) => ({ orders, coupons, choices })),
  );

  it('a shipping coupon refused before any fee is looked at is refused at every fee, for those reasons first', () => {
    fc.assert(
      fc.property(couponsArb(), moneyArb({ maxFen: 3000 }), (coupons, fee) => {
        for (const c of coupons) {
          const screened = screenShippingCoupon(c, ARBITRARY_NOW);
          const check = checkShippingCoupon(c, fee, ARBITRARY_NOW);
          if (screened.length > 0) expect(check.usable).toBe(false);
          if (!check.usable) expect(check.reasons.slice(0, screened.length)).toEqual(screened);
        }
      }),
    );
  });

  it('a shipping coupon never deducts more than the fee and none applies at fee 0', () => {
    fc.assert(
      fc.property(pickingArb, ({ orders, coupons, choices }) => {
        const picks = pickShippingCoupons(orders, coupons, ARBITRARY_NOW, choices);
        picks.forEach((pick, index) => {
          const fee = toMoney(orders[index]?.fee ?? 0);
          expect(pick.deduction.lessThanOrEqualTo(fee)).toBe(true);
          if (fee.isZero()) expect(pick.coupon).toBeNull();
          if (pick.coupon !== null) expect(pick.coupon.isShipping).toBe(true);
        });
      }),
    );
  });

  it('a shipping coupon is used at most once across orders', () => {
    fc.assert(
      fc.property(pickingArb, ({ orders, coupons, choices }) => {
        const used = pickShippingCoupons(orders, coupons, ARBITRARY_NOW, choices).flatMap(({ coupon }) => (coupon === null ? [] : [coupon.couponId]));
        expect(new Set(used).size).toBe(used.length);
      }),
    );
  });

  it('the free-shipping hint is missing exactly the gap to the threshold', () => {
    fc.assert(
      fc.property(moneyArb({ maxFen: 50_000 }), moneyArb({ maxFen: 50_000 }), (threshold, amount) => {
        const hint = freeShippingHint({ type: 2, amount: threshold }, { pieces: 0, amount });
        const gap = toMoney(threshold).minus(amount);
        if (gap.greaterThan(0)) expect(hint?.unit === 'yuan' && hint.missing.equals(gap)).toBe(true);
        else expect(hint).toBeUndefined();
      }),
    );
  });
});
