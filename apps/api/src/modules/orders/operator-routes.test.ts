import { ORDER_ACTION_NOT_ALLOWED, CARRIER_NOT_FOUND } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, shipments } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator, refused } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

describe('POST /v1/operator/orders/ship', () => {
  it('ships some lines (o_status 3) by carrier id, then the rest (o_status 4) by carrier name', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const pending = await callAsOperator<{ orders_to_ship: { order_id: number }[] }>(ctx, 'GET', '/v1/operator/orders/pending', {
      query: { limit: 100 },
    });
    expect(pending.body.data.orders_to_ship.map((row) => row.order_id)).toContain(orderId);

    const first = await callAsOperator(ctx, 'POST', '/v1/operator/orders/ship', {
      json: { order_id: orderId, shipping_id: 1, invoice_no: 'SF1001', rec_ids: String(recIds[0]) },
    });
    expect(first.body).toMatchObject({ code: 200, data: { order_id: orderId, o_status: 3, logistics_name: '顺丰速运', invoice_no: 'SF1001' } });
    const rest = await callAsOperator(ctx, 'POST', '/v1/operator/orders/ship', {
      form: { order_id: String(orderId), logistics_name: '中通快递', invoice_no: '77880001' },
    });
    expect(rest.body).toMatchObject({ code: 200, data: { o_status: 4, logistics_name: '中通快递', invoice_no: '77880001' } });
    expect(await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toHaveLength(2);

    const after = await callAsOperator<{ orders_to_ship: { order_id: number }[] }>(ctx, 'GET', '/v1/operator/orders/pending', {
      query: { limit: 100 },
    });
    expect(after.body.data.orders_to_ship.map((row) => row.order_id)).not.toContain(orderId);
  });

  it('refuses an unknown carrier and an unpaid order, changing nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    expect(
      (await callAsOperator(ctx, 'POST', '/v1/operator/orders/ship', { json: { order_id: paid.orderId, shipping_id: 99, invoice_no: '1' } })).body,
    ).toEqual(refused(CARRIER_NOT_FOUND));
    const unpaid = await placeTestOrder(ctx, buyer.key);
    expect(
      (await callAsOperator(ctx, 'POST', '/v1/operator/orders/ship', { json: { order_id: unpaid.orderId, shipping_id: 1, invoice_no: 'SF100001' } }))
        .body,
    ).toEqual(refused(ORDER_ACTION_NOT_ALLOWED));
    expect((await orderOf(paid.orderId))?.oStatus).toBe(1);
    expect((await orderOf(unpaid.orderId))?.oStatus).toBe(0);
  });
});
