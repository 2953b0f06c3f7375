// `GET /v1/operator/audit/stock` over the real API and database: stock + units live orders hold equals the
// SKU's baseline through placing, the shopper's cancel, the automatic cancel, after-sales refunds (to stock
// or not, shopping §9) and the operator setting stock; a stock row changed behind the API's back shows.
import type { StockAudit } from '@garden/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsAttrs, goodsSkus } from '../../db/schema/index';
import { createBuyer, type PlacedReply } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call, type CallOptions } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';
import { cancelAllExpiredOrders, shipOrder } from '../orders/index';

const ctx = useSeededContext();

function operate<T = unknown>(method: string, path: string, options: CallOptions = {}) {
  return call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorKey}` } });
}
const audit = async () => (await operate<StockAudit>('GET', '/v1/operator/audit/stock')).body.data;
const skuOf = async (goodsId: number) =>
  (await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0] as typeof goodsSkus.$inferSelect;

/** A direct buy of `number` units, unpaid. */
async function buy(key: string, goodsId: number, number: number) {
  const attrIds = (await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, goodsId))).map((attr) => attr.goodsAttrId);
  const placed = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', { key, json: { gshp_id: goodsId, number, attr_id: attrIds } });
  expect(placed.body.code, placed.body.msg).toBe(200);
  return placed.body.data.order_id;
}

/** Applies for after-sales on the order's first line and has the operator approve it. */
async function refund(key: string, orderId: number, recId: number, number: number, returned: boolean) {
  const fields = returned ? { refund_type: 2, shipping_id: 1, refund_invoince_no: '5566' } : { refund_type: 1 };
  const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
    key,
    json: { order_id: orderId, goods_json: JSON.stringify([{ rec_id: recId, number }]), reason_type: 1, ...fields },
  });
  expect(applied.body.code, applied.body.msg).toBe(200);
  const decided = await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: applied.body.data.refund_id, approve: 1 } });
  expect(decided.body.code).toBe(200);
}

describe('GET /v1/operator/audit/stock', () => {
  it('finds the seeded shop consistent: its demo orders were placed, paid, cancelled and refunded through the services', async () => {
    const report = await audit();
    expect(report.skus).toBeGreaterThan(100);
    expect(report.goods).toBeGreaterThan(50);
    expect(report).toMatchObject({ drift: [], goods_drift: [] });
  });

  it('stays consistent through placing, cancelling, the automatic cancel, refunds and setting stock; shows a row changed behind its back', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const item = await createGoods(ctx.db, { sendAddressId: 1, skus: [[1_000, 50]] });
    const sku = await skuOf(item.goodsId);

    const cancelled = await buy(buyer.key, item.goodsId, 3);
    expect((await call(ctx.app, 'PUT', '/v1/order/cancel', { key: buyer.key, json: { order_id: cancelled } })).body.code).toBe(200);
    await buy(buyer.key, item.goodsId, 4);
    await buy(buyer.key, item.goodsId, 2); // left unpaid: it holds its units until the automatic cancel
    expect((await audit()).drift).toEqual([]);

    // Refund only of goods never shipped: back in stock. Return of shipped goods: back in stock.
    // Refund only of shipped goods: they stay with the shopper, so the order still holds them.
    const line = { goodsId: item.goodsId, number: 2 };
    const unshipped = await placeTestOrder(ctx, buyer.key, { lines: [line], paid: true });
    await refund(buyer.key, unshipped.orderId, unshipped.recIds[0] as number, 1, false);
    for (const returned of [true, false]) {
      const shipped = await placeTestOrder(ctx, buyer.key, { lines: [line], paid: true });
      await shipOrder(ctx.db, { orderId: shipped.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF9', now: ctx.clock.now() });
      await refund(buyer.key, shipped.orderId, shipped.recIds[0] as number, 2, returned);
    }
    expect((await audit()).drift).toEqual([]);

    // The operator sets the stock while orders hold units: the baseline follows, and the cancel after it.
    const set = await operate('POST', '/v1/operator/goods/stock', { json: { sku_id: sku.skuId, stock: 30 } });
    expect(set.body.code).toBe(200);
    ctx.clock.advance(61 * 60_000);
    expect(await cancelAllExpiredOrders(ctx.db, ctx.clock.now())).toBeGreaterThanOrEqual(2);
    expect((await skuOf(item.goodsId)).stock).toBe(30 + 4 + 2);
    expect(await audit()).toMatchObject({ drift: [], goods_drift: [] });

    await ctx.db.execute(sql`UPDATE goods_skus SET stock = stock + 5 WHERE sku_id = ${sku.skuId}`);
    const drifted = await audit();
    // Held: the paid orders' 2 + 2 units less the 1 refunded unshipped and the 2 returned; the shipped refund-only 2 stay out.
    expect(drifted.drift).toEqual([{ sku_id: sku.skuId, goods_id: item.goodsId, goods_name: item.name, stock: 41, held: 3, baseline: 39 }]);
    expect(drifted.goods_drift).toEqual([{ goods_id: item.goodsId, goods_name: item.name, stock: 36, sku_stock: 41 }]);
  });
});
