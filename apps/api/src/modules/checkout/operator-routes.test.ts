import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

describe('GET /v1/operator/orders', () => {
  it('pages through every order with its stored amounts, lines and the facts its checkout read', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 1234, number: 3 }, {}], paid: true });
    const { total } = (await callAsOperator<{ total: number }>(ctx, 'GET', '/v1/operator/orders', { query: { limit: 1 } })).body.data;
    const last = await callAsOperator<{ list: Record<string, unknown>[] }>(ctx, 'GET', '/v1/operator/orders', { query: { page: total, limit: 1 } });
    const stored = await orderOf(orderId);
    expect(last.body.data.list).toEqual([
      expect.objectContaining({
        order_id: orderId,
        order_sn: stored?.orderSn,
        o_status: 1,
        amounts: expect.objectContaining({ goods_amount: 1234 * 3 + 10_000, order_amount: stored?.orderAmountFen, money_paid: stored?.moneyPaidFen }),
        goods_list: recIds.map((recId) => expect.objectContaining({ rec_id: recId, shipment_id: 0 })),
        checkout: {
          addTime: stored?.addTime.toISOString(),
          isBlack: false,
          shippingId: stored?.shippingId,
          lines: expect.arrayContaining([
            expect.objectContaining({ price: '12.34', marketPrice: '12.34', quantity: 3, weight: 0.01 }),
            expect.objectContaining({ price: '100.00', quantity: 1 }),
          ]),
          coupon: null,
          shippingCoupon: null,
          card: null,
        },
      }),
    ]);
  });
});
