import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
import { toMoney } from '../money/to-money';
import { ARBITRARY_NOW, checkoutOrdersArb, couponChoicesArb, couponsArb, goodsLineArb, couponArb, exampleCoupon, exampleLine } from '../testing';
import { checkCoupon, screenCoupon } from './check-coupon';
import { checkUseDates } from './check-use-dates';
import type { Coupon } from './coupon';
import { couponCap } from './coupon-cap';
import { couponDeduction } from './coupon-deduction';
import { matchCouponGoods } from './match-coupon-goods';
import { matchingTotal } from './matching-total';
import { pickCoupons } from './pick-coupons';
import { describeCouponOffer } from './describe-coupon-offer';

const now = new Date('2025-06-15T04:00:00Z'); // 12:00 in Beijing

const line = exampleLine;
const coupon = exampleCoupon;

describe('matchCouponGoods', () => {
  const lines = [
    line({ goodsId: 1, categoryId: 10, brandId: 20, supplierId: 30 }),
    line({ goodsId: 2, categoryId: 11, brandId: 21, supplierId: 31 }),
    line({ goodsId: 3, categoryId: 10, brandId: 21, supplierId: 30, specialGoods: true }),
  ];
  const ids = (c: Coupon): number[] => matchCouponGoods(c, lines).map(({ goodsId }) => goodsId);

  it('follows act_range: 0 all, 1 categories, 2 brands, 3 suppliers, 4 goods picked', () => {
    expect(ids(coupon({ actRange: 0 }))).toEqual([1, 2]);
    expect(ids(coupon({ actRange: 1, actRangeExt: [10] }))).toEqual([1]);
    expect(ids(coupon({ actRange: 2, actRangeExt: [21] }))).toEqual([2]);
    expect(ids(coupon({ actRange: 3, actRangeExt: [30, 31] }))).toEqual([1, 2]);
    expect(ids(coupon({ actRange: 4, actRangeExt: [2, 9] }))).toEqual([2]);
    expect(ids(coupon({ actRange: 4, actRangeExt: [3] }))).toEqual([]);
  });

  it('takes a goods coupon off the picked goods only, at most their amount', () => {
    const order = [line({ goodsId: 1, price: '30', quantity: 2 }), line({ goodsId: 2, price: '500' })];
    const picked = coupon({ faceValue: '80', actRange: 4, actRangeExt: [1] });
    expect(matchingTotal(picked, order).toString()).toBe('60');
    expect(couponDeduction(picked, order).toString()).toBe('60');
    expect(checkCoupon(coupon({ ...picked, minGoodsAmount: '100' }), order, now)).toEqual({ usable: false, reasons: ['below-minimum'] });
  });

  it('counts a goods once however often its id repeats in act_range_ext', () => {
    expect(matchingTotal(coupon({ actRange: 1, actRangeExt: [10, 10] }), lines).toString()).toBe('100');
  });

  it('never matches special_goods', () => {
    expect(ids(coupon({ actRange: 1, actRangeExt: [10] }))).not.toContain(3);
  });
});

describe('couponCap and couponDeduction', () => {
  it('caps at type_money_deal when set, else type_money', () => {
    expect(couponCap(coupon({ faceValue: '20', deductionCap: '15' })).toString()).toBe('15');
    expect(couponCap(coupon({ faceValue: '20', deductionCap: null })).toString()).toBe('20');
    expect(couponCap(coupon({ faceValue: '20', deductionCap: '0.00' })).toString()).toBe('20');
  });

  it('never deducts more than the matching goods', () => {
    const lines = [line({ price: '12.34', categoryId: 10 }), line({ price: '500', categoryId: 99 })];
    expect(couponDeduction(coupon({ faceValue: '50', actRange: 1, actRangeExt: [10] }), lines).toString()).toBe('12.34');
    expect(couponDeduction(coupon({ faceValue: '50' }), lines).toString()).toBe('50');
  });
});

describe('checkUseDates', () => {
  it('counts whole Beijing days at both ends', () => {
    const dates = { useStartDate: new Date('2025-06-15T23:00:00+08:00'), useEndDate: new Date('2025-06-15T00:00:00+08:00') };
    expect(checkUseDates(dates, new Date('2025-06-15T00:00:00+08:00'))).toBeUndefined();
    expect(checkUseDates(dates, new Date('2025-06-15T23:59:59+08:00'))).toBeUndefined();
    expect(checkUseDates(dates, new Date('2025-06-14T23:59:59+08:00'))).toBe('not-started');
    expect(checkUseDates(dates, new Date('2025-06-16T00:00:00+08:00'))).toBe('expired');
  });
});

describe('checkCoupon', () => {
  it('accepts a coupon whose matching total reaches min_goods_amount', () => {
    const check = checkCoupon(coupon({ minGoodsAmount: '100' }), [line({ price: '100' })], now);
    expect(check).toMatchObject({ usable: true });
    if (check.usable) expect(check.deduction.toString()).toBe('20');
  });

  it('lists every reason a coupon cannot be used', () => {
    const check = checkCoupon(
      coupon({ isShipping: true, minGoodsAmount: '100.01', useEndDate: new Date('2025-06-14T12:00:00+08:00') }),
      [line({ price: '100' })],
      now,
    );
    expect(check).toEqual({ usable: false, reasons: ['shipping-coupon', 'expired', 'below-minimum'] });
    expect(checkCoupon(coupon(), [line({ specialGoods: true })], now)).toEqual({ usable: false, reasons: ['no-matching-goods'] });
  });
});

describe('pickCoupons', () => {
  const orders = [
    { id: 'small', lines: [line({ price: '30' })] },
    { id: 'big', lines: [line({ price: '300' })] },
  ];
  const wallet = [
    coupon({ couponId: 1, faceValue: '50', minGoodsAmount: '200' }),
    coupon({ couponId: 2, faceValue: '10' }),
    coupon({ couponId: 3, faceValue: '10', useEndDate: new Date('2025-06-20T00:00:00+08:00') }),
  ];

  it('serves orders by subtotal descending, each the largest usable deduction, ties to the earlier end date', () => {
    const picks = pickCoupons(orders, wallet, now);
    expect(picks.map(({ orderId, coupon: c }) => [orderId, c?.couponId])).toEqual([
      ['big', 1],
      ['small', 3],
    ]);
    expect(picks[0]?.deduction.toString()).toBe('50');
  });

  it('breaks a full tie by the lower bonus_id and uses each coupon once', () => {
    const twins = [coupon({ couponId: 8 }), coupon({ couponId: 7 })];
    const picks = pickCoupons([orders[1], { id: 'b2', lines: [line()] }, { id: 'b3', lines: [line()] }], twins, now);
    expect(picks.map(({ coupon: c }) => c?.couponId ?? null)).toEqual([7, 8, null]);
  });

  it("keeps the shopper's usable choice, including none, and refuses an unusable one", () => {
    const picks = pickCoupons(orders, wallet, now, { big: 2, small: null });
    expect(picks.map(({ coupon: c, source }) => [c?.couponId ?? null, source])).toEqual([
      [2, 'chosen'],
      [null, 'chosen'],
    ]);
    const refused = pickCoupons(orders, wallet, now, { small: 1 });
    const small = refused.find(({ orderId }) => orderId === 'small');
    expect(small?.refusedChoice).toEqual({ couponId: 1, reasons: ['below-minimum'] });
    expect(small?.source).toBe('auto');
    expect(refused.find(({ orderId }) => orderId === 'big')?.coupon?.couponId).toBe(1);
  });

  it('never lets an automatic pick take a coupon another order chose', () => {
    const picks = pickCoupons(orders, wallet, now, { small: 3 });
    expect(picks.map(({ coupon: c }) => c?.couponId)).toEqual([1, 3]);
    const contested = pickCoupons(orders, wallet, now, { small: 2, big: 2 });
    expect(contested.find(({ orderId }) => orderId === 'small')?.refusedChoice?.reasons).toEqual(['chosen-for-another-order']);
  });
});

describe('properties', () => {
  it('a coupon never deducts more than its cap or its matching goods', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 10 }), (c, lines) => {
        const deduction = couponDeduction(c, lines);
        expect(deduction.lessThanOrEqualTo(couponCap(c))).toBe(true);
        expect(deduction.lessThanOrEqualTo(matchingTotal(c, lines))).toBe(true);
        expect(deduction.isNegative()).toBe(false);
        expect(deduction.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('the matching total is the amount of exactly the goods the coupon matches', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 10 }), (c, lines) => {
        const direct = sumMoney(matchCouponGoods(c, lines).map((l) => toMoney(l.price).times(l.quantity)));
        expect(matchingTotal(c, lines).equals(roundFen(direct))).toBe(true);
      }),
    );
  });

  it('a goods coupon applies to exactly the lines of the goods picked that take coupons', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 10 }), (c, lines) => {
        const picked = { ...c, actRange: 4 as const };
        const expected = lines.filter((l) => picked.actRangeExt.includes(l.goodsId) && !l.specialGoods);
        expect(matchCouponGoods(picked, lines)).toEqual(expected);
      }),
    );
  });

  it('a goods coupon deducts nothing more when goods it does not name join the order', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 8 }), goodsLineArb, (c, lines, extra) => {
        const picked = { ...c, actRange: 4 as const };
        const other = { ...extra, goodsId: Math.max(0, ...picked.actRangeExt, ...lines.map((l) => l.goodsId)) + 1 };
        expect(couponDeduction(picked, [...lines, other]).equals(couponDeduction(picked, lines))).toBe(true);
      }),
    );
  });

  it('a special_goods line never changes what a coupon deducts', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 8 }), goodsLineArb, (c, lines, extra) => {
        const withSpecial = [...lines, { ...extra, specialGoods: true }];
        expect(couponDeduction(c, withSpecial).equals(couponDeduction(c, lines))).toBe(true);
      }),
    );
  });

  it('a coupon refused before any order is looked at is refused on every order, for those reasons first', () => {
    fc.assert(
      fc.property(couponArb(), fc.array(goodsLineArb, { maxLength: 10 }), (c, lines) => {
        const screened = screenCoupon(c, ARBITRARY_NOW);
        const check = checkCoupon(c, lines, ARBITRARY_NOW);
        if (screened.length > 0) expect(check.usable).toBe(false);
        if (!check.usable) expect(check.reasons.slice(0, screened.length)).toEqual(screened);
      }),
    );
  });

  const pickingArb = fc.record({ orders: checkoutOrdersArb(6), coupons: couponsArb({ shipping: false }) }).chain(({ orders, coupons }) =>
    couponChoicesArb(
      orders.map(({ id }) => id),
      coupons,
    ).map((choices) => ({ orders, coupons, choices })),
  );

  it('pickCoupons never uses a coupon twice and only applies coupons usable for their order', () => {
    fc.assert(
      fc.property(pickingArb, ({ orders, coupons, choices }) => {
        const picks = pickCoupons(orders, coupons, ARBITRARY_NOW, choices);
        const used = picks.flatMap(({ coupon: c }) => (c === null ? [] : [c.couponId]));
        expect(new Set(used).size).toBe(used.length);
        for (const pick of picks) {
          const order = orders.find(({ id }) => id === pick.orderId);
          if (pick.coupon === null || order === undefined) continue;
          const check = checkCoupon(pick.coupon, order.lines, ARBITRARY_NOW);
          expect(check.usable && check.deduction.equals(pick.deduction)).toBe(true);
        }
      }),
    );
  });

  it('no unused usable coupon would deduct more for an automatically served order', () => {
    fc.assert(
      fc.property(pickingArb, ({ orders, coupons, choices }) => {
        const picks = pickCoupons(orders, coupons, ARBITRARY_NOW, choices);
        const used = new Set(picks.flatMap(({ coupon: c }) => (c === null ? [] : [c.couponId])));
        for (const pick of picks.filter(({ source }) => source === 'auto')) {
          const order = orders.find(({ id }) => id === pick.orderId);
          for (const unused of coupons.filter(({ couponId }) => !used.has(couponId))) {
            const check = checkCoupon(unused, order?.lines ?? [], ARBITRARY_NOW);
            if (check.usable) expect(check.deduction.lessThanOrEqualTo(pick.deduction)).toBe(true);
          }
        }
      }),
    );
  });

  it('pickCoupons serves orders by subtotal descending and gives every order one decision', () => {
    fc.assert(
      fc.property(pickingArb, ({ orders, coupons }) => {
        const picks = pickCoupons(orders, coupons, ARBITRARY_NOW);
        expect(picks.map(({ orderId }) => orderId).sort()).toEqual(orders.map(({ id }) => id).sort());
        const subtotals = picks.map(({ orderId }) =>
          (orders.find(({ id }) => id === orderId)?.lines ?? []).reduce((sum, l) => sum.plus(toMoney(l.price).times(l.quantity)), toMoney(0)),
        );
        for (let i = 1; i < subtotals.length; i++) {
          expect(subtotals[i - 1]?.greaterThanOrEqualTo(subtotals[i] ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('coupon offer text', () => {
  it('says 满 … 减 … with a threshold and 立减 … without one', () => {
    expect(describeCouponOffer('100.00', '10.00')).toBe('满100.00减10.00');
    expect(describeCouponOffer('0.00', '5.50')).toBe('立减5.50');
  });
});
