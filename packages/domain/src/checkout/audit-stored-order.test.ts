import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutInputArb, exampleCoupon, exampleLine } from '../testing';
import { auditFatherOrder, auditStoredOrder, type StoredOrder } from './audit-stored-order';
import type { CheckoutInput } from './checkout-input';
import { computeCheckout } from './compute-checkout';
import { STORED_AMOUNT_FIELDS, storedOrderAmounts, type StoredOrderAmounts } from './stored-order-amounts';

const now = new Date('2025-06-15T04:00:00Z');

/** Every split order of a checkout as the API stores it: its lines, what it used, its amounts. */
function storeCheckout(input: CheckoutInput): StoredOrder[] {
  return computeCheckout(input).orders.map((computed) => ({
    orderSn: computed.id,
    addTime: input.now,
    isBlack: computed.mode === 'black-five',
    shippingId: computed.shipping.id,
    lines: input.orders.find((order) => order.id === computed.id)!.lines,
    coupon: computed.coupon?.coupon ?? null,
    shippingCoupon: computed.shippingCoupon?.coupon ?? null,
    card: input.memberCard ?? null,
    amounts: storedOrderAmounts(computed),
  }));
}

describe('storedOrderAmounts', () => {
  it('stores the coupons, the card share and the deposit of a computed order in fen', () => {
    const [order] = computeCheckout({
      now,
      orders: [{ id: 'a', lines: [exampleLine({ price: '100', marketPrice: '120', isDeposit: true })], shippingId: 2 }],
      coupons: [exampleCoupon({ couponId: 1, faceValue: '10' }), exampleCoupon({ couponId: 2, faceValue: '3', isShipping: true })],
      memberCard: { cardNumber: '8001', discount: 90 },
    }).orders;
    expect(storedOrderAmounts(order!)).toEqual({
      goodsAmount: 10000,
      marketAmount: 12000,
      shippingFee: 500,
      couponDiscount: 1000,
      shippingCouponDiscount: 300,
      discount: 1000 + 1000 + 300,
      orderAmount: 10000 + 500 - 2300,
      deposit: 1640,
    });
  });
});

describe('auditStoredOrder', () => {
  const stored = (): StoredOrder =>
    storeCheckout({
      now,
      orders: [{ id: '2026010512000012345', lines: [exampleLine({ price: '50', quantity: 2 })], shippingId: 2 }],
      coupons: [exampleCoupon({ couponId: 7, faceValue: '20' })],
      memberCard: { cardNumber: '8001', discount: 90 },
    })[0]!;

  it('finds nothing on an order stored from its checkout', () => {
    expect(auditStoredOrder(stored())).toEqual([]);
  });

  it('names each stored amount that differs, with both values', () => {
    const order = stored();
    expect(auditStoredOrder({ ...order, amounts: { ...order.amounts, orderAmount: 1 } })).toEqual([
      { orderSn: '2026010512000012345', field: 'order_amount', stored: 1, recomputed: order.amounts.orderAmount },
    ]);
  });

  it('reports an order stored without the discount of the card that priced it', () => {
    const [withoutCard] = storeCheckout({ now, orders: [{ id: 'x', lines: [exampleLine({ price: '50' })] }] });
    expect(auditStoredOrder({ ...withoutCard!, card: { cardNumber: '8001', discount: 90 } })).toEqual([
      { orderSn: 'x', field: 'discount', stored: 0, recomputed: 500 },
      { orderSn: 'x', field: 'order_amount', stored: 5000, recomputed: 4500 },
    ]);
  });

  it('sums the children on a father order', () => {
    const children = [stored().amounts, stored().amounts];
    const sum = (key: keyof StoredOrderAmounts) => children[0]![key] + children[1]![key];
    const father = {
      goodsAmount: sum('goodsAmount'),
      marketAmount: sum('marketAmount'),
      shippingFee: sum('shippingFee'),
      couponDiscount: 0,
      shippingCouponDiscount: 0,
      discount: sum('discount'),
      orderAmount: sum('orderAmount'),
      deposit: 0,
    };
    expect(auditFatherOrder({ orderSn: 'f', amounts: father }, children)).toEqual([]);
    expect(auditFatherOrder({ orderSn: 'f', amounts: { ...father, goodsAmount: 0 } }, children).map(({ field }) => field)).toEqual(['goods_amount']);
  });
});

describe('properties', () => {
  it('every order stored from a checkout audits without drift', () => {
    fc.assert(
      fc.property(checkoutInputArb(), (input) => {
        for (const order of storeCheckout(input)) expect(auditStoredOrder(order)).toEqual([]);
      }),
    );
  });

  it('a stored amount changed by any fen is reported as drift of that field', () => {
    const keys = Object.keys(STORED_AMOUNT_FIELDS) as (keyof StoredOrderAmounts)[];
    fc.assert(
      fc.property(checkoutInputArb(), fc.constantFrom(...keys), fc.integer({ min: 1, max: 100_000 }), (input, key, change) => {
        const [order] = storeCheckout(input);
        const corrupted = { ...order!, amounts: { ...order!.amounts, [key]: order!.amounts[key] + change } };
        expect(auditStoredOrder(corrupted).map(({ field }) => field)).toContain(STORED_AMOUNT_FIELDS[key]);
      }),
    );
  });
});
