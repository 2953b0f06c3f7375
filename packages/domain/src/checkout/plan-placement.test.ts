import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARBITRARY_NOW, checkoutInputArb, moneyArb } from '../testing';
import { toFen } from '../money/to-fen';
import { computeCheckout } from './compute-checkout';
import { couponUsableOrders } from './coupon-usable-orders';
import { deductionTotal } from './deduction-total';
import { fatherOrderAmounts, fatherOrderStatus } from './father-order';
import { planPlacement } from './plan-placement';
import { storedOrderAmounts, type StoredOrderAmounts } from './stored-order-amounts';

const computedArb = checkoutInputArb().map((input) => computeCheckout(input).orders);
const KEYS: (keyof StoredOrderAmounts)[] = ['goodsAmount', 'marketAmount', 'shippingFee', 'discount', 'orderAmount', 'deposit'];

describe('father order', () => {
  it("a father order's amounts are the sums of its children's, its coupons 0", () => {
    fc.assert(
      fc.property(computedArb, (orders) => {
        const children = orders.map(storedOrderAmounts);
        const father = fatherOrderAmounts(children);
        for (const key of KEYS) expect(father[key]).toBe(children.reduce((sum, child) => sum + child[key], 0));
        expect([father.couponDiscount, father.shippingCouponDiscount]).toEqual([0, 0]);
      }),
    );
  });

  it('a father order is paid exactly when every child is', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1, 9), { minLength: 1, maxLength: 6 }), (statuses) => {
        const father = fatherOrderStatus(statuses.map((orderStatus) => ({ orderStatus: orderStatus })));
        expect(father === 1).toBe(statuses.every((status) => status === 1));
        if (father !== 1) expect(father).toBe(statuses.find((status) => status !== 1));
      }),
    );
  });
});

describe('placement plan', () => {
  it('stores every computed order once, with the checkout’s own amounts', () => {
    fc.assert(
      fc.property(computedArb, moneyArb({ maxFen: 500_000 }), (orders, balance) => {
        const plan = planPlacement(orders, balance, ARBITRARY_NOW);
        expect(plan.orders.map((order) => order.id)).toEqual(orders.map((order) => order.id));
        plan.orders.forEach((planned, index) => expect(planned.amounts).toEqual(storedOrderAmounts(orders[index]!)));
      }),
    );
  });

  it('the balance taken is the sum of the orders’ surplus, never more than the balance nor what is due now', () => {
    fc.assert(
      fc.property(computedArb, moneyArb({ maxFen: 500_000 }), (orders, balance) => {
        const plan = planPlacement(orders, balance, ARBITRARY_NOW);
        expect(plan.balanceUsed).toBe(plan.orders.reduce((sum, order) => sum + order.surplus, 0));
        expect(plan.balanceUsed).toBeLessThanOrEqual(toFen(balance));
        plan.orders.forEach((planned, index) => expect(planned.surplus).toBeLessThanOrEqual(toFen(orders[index]!.payableNow)));
      }),
    );
  });

  it('an order starts paid exactly when the balance covers it, a deposit order never', () => {
    fc.assert(
      fc.property(computedArb, moneyArb({ maxFen: 500_000 }), (orders, balance) => {
        planPlacement(orders, balance, ARBITRARY_NOW).orders.forEach((planned, index) => {
          const coveredNow = planned.surplus === toFen(orders[index]!.payableNow);
          if (planned.isDeposit) expect([planned.orderStatus, planned.depositStatus, planned.surplus]).toEqual([9, 0, 0]);
          else expect(planned.orderStatus).toBe(coveredNow ? 1 : 0);
        });
      }),
    );
  });

  it('split orders get a father carrying their totals and the whole balance; one order gets none', () => {
    fc.assert(
      fc.property(computedArb, moneyArb({ maxFen: 500_000 }), (orders, balance) => {
        const plan = planPlacement(orders, balance, ARBITRARY_NOW);
        if (orders.length === 1) expect(plan.father).toBeNull();
        else {
          expect(plan.father?.amounts).toEqual(fatherOrderAmounts(plan.orders.map((order) => order.amounts)));
          expect(plan.father?.surplus).toBe(plan.balanceUsed);
        }
      }),
    );
  });
});

describe('coupon totals and where a coupon fits', () => {
  it('the total of a deduction kind is the sum of the orders’ stored coupon amounts', () => {
    fc.assert(
      fc.property(computedArb, (orders) => {
        const normal = orders.filter((order) => order.mode === 'normal');
        expect(toFen(deductionTotal(normal, 'coupon'))).toBe(normal.map(storedOrderAmounts).reduce((sum, order) => sum + order.couponDiscount, 0));
        expect(toFen(deductionTotal(orders, 'shipping-coupon'))).toBe(
          orders.map(storedOrderAmounts).reduce((sum, order) => sum + order.shippingCouponDiscount, 0),
        );
      }),
    );
  });

  it('a coupon applied by the checkout is usable on the order it was applied to', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        const { orders } = computeCheckout(input);
        const withLines = orders.map((computed) => ({ computed, lines: input.orders.find((order) => order.id === computed.id)!.lines }));
        for (const computed of orders) {
          const applied = computed.coupon?.coupon;
          if (applied) expect(couponUsableOrders(applied, withLines, input.now)).toContain(computed.id);
        }
      }),
    );
  });
});
