import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFen } from '../money/to-fen';
import { checkoutInputArb } from '../testing';
import { computeCheckout } from './compute-checkout';
import { InvalidCheckoutError } from './invalid-checkout-error';
import { orderDeductionLines } from './order-deduction-lines';
import { storedOrderAmounts } from './stored-order-amounts';

describe('orderDeductionLines', () => {
  it('shows a coupon once, not again inside the discount that holds it', () => {
    expect(orderDeductionLines({ couponDiscount: 500, shippingCouponDiscount: 0, discount: 500 }, false)).toEqual([
      { kind: 'coupon', label: '优惠券', amountFen: 500 },
    ]);
  });

  it('names the rest of the discount by the card that gave it', () => {
    expect(orderDeductionLines({ couponDiscount: 500, shippingCouponDiscount: 300, discount: 1200 }, false)).toEqual([
      { kind: 'coupon', label: '优惠券', amountFen: 500 },
      { kind: 'shipping-coupon', label: '运费券', amountFen: 300 },
      { kind: 'member-card', label: '会员卡折扣', amountFen: 400 },
    ]);
    expect(orderDeductionLines({ couponDiscount: 0, shippingCouponDiscount: 0, discount: 4000 }, true)).toEqual([
      { kind: 'black-five', label: '黑五卡5折', amountFen: 4000 },
    ]);
  });

  it('has no lines for an order without deductions', () => {
    expect(orderDeductionLines({ couponDiscount: 0, shippingCouponDiscount: 0, discount: 0 }, false)).toEqual([]);
  });

  it('refuses a discount smaller than the coupons it holds', () => {
    expect(() => orderDeductionLines({ couponDiscount: 500, shippingCouponDiscount: 0, discount: 0 }, false)).toThrow(InvalidCheckoutError);
  });
});

describe('properties', () => {
  it("an order's deduction lines add up to its discount, each kind once and none of 0", () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        for (const order of computeCheckout(input).orders) {
          const lines = orderDeductionLines(storedOrderAmounts(order), order.mode === 'black-five');
          expect(lines.reduce((sum, line) => sum + line.amountFen, 0)).toBe(toFen(order.discount));
          expect(new Set(lines.map((line) => line.kind)).size).toBe(lines.length);
          for (const line of lines) expect(line.amountFen).toBeGreaterThan(0);
        }
      }),
    );
  });
});
