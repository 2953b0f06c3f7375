// Reliability of buying with two server instances, each with its own pg pool, on one PostgreSQL
//. Skipped on PGlite, which is a single in-process database; the one-instance
// oversell test is in modules/checkout/checkout.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { balanceLogs, goodsSkus, orders } from '../../db/schema/index';
import { SANDBOX_SIGNATURE_HEADER, createSandboxGateway, signBody } from '../../integrations/payments-sandbox';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, createSeededContext } from '../../test/catalogue-factories';
import type { TestContext } from '../../test/context';
import { call } from '../../test/http';
import { paymentOfTrade } from '../../test/order-factories';
import { cancelAllExpiredOrders } from './auto-cancel';

interface Placed {
  order_id: number;
  sign: { code_url: string } | null;
}

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let second: DatabaseHandle;
  let apps: [TestContext['app'], TestContext['app']];

  beforeAll(async () => {
    ctx = await createSeededContext();
    const { rows } = await ctx.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    second = await openDatabase({ databaseUrl: url.toString() });
    apps = [ctx.app, createApp({ db: second.db, config: ctx.config })];
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const stockOf = async (goodsId: number) => (await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0]?.stock;
  const notify = (app: TestContext['app'], body: string, signature: string) =>
    app.request('/v2/pay/notify/wxpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });

  it('200 concurrent buyers of the last 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const item = await createGoods(ctx.db, { skus: [[1_000, 10]] });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createBuyer(ctx.db, ctx.config)));
    const replies = await Promise.all(
      buyers.map((buyer, i) =>
        call<Placed>(apps[i % 2] as TestContext['app'], 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } }),
      ),
    );
    expect(replies.filter((reply) => reply.body.code === 200)).toHaveLength(10);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    expect(await stockOf(item.goodsId)).toBe(0);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_skus WHERE stock < 0`);
    expect(rows[0]?.n).toBe(0);
  });

  it('a double-submitted order on both instances makes one order', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[1_000, 10]] });
    const json = { gshp_id: item.goodsId, idempotency_key: 'double-submit-1' };
    const replies = await Promise.all(
      apps.flatMap((app) => [
        call<Placed>(app, 'POST', '/v2/order/done', { key: buyer.key, json }),
        call<Placed>(app, 'POST', '/v2/order/done', { key: buyer.key, json }),
      ]),
    );
    const placed = replies.filter((reply) => reply.body.code === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((reply) => reply.body.data.order_id)).size).toBe(1);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(1);
    expect(await stockOf(item.goodsId)).toBe(9);
  });

  it('a notification replayed to both instances pays once; a forged one is refused', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, pay_id: 16 } });
    const trade = new URL((body.data.sign as { code_url: string }).code_url).searchParams.get('trade') as string;
    const forgedBody = JSON.stringify({ event_id: 'x', out_trade_no: trade, amount_fen: 10_000, trade_status: 'SUCCESS', channel: 'wxpay' });
    expect((await notify(apps[1], forgedBody, signBody('guess', forgedBody))).status).toBe(400);
    const notice = await createSandboxGateway(ctx.db).signNotice('wxpay', trade, 10_000);
    const responses = await Promise.all([...apps, ...apps].map((app) => notify(app, notice.body, notice.signature)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, body.data.order_id));
    expect(order).toMatchObject({ oStatus: 1, moneyPaidFen: 10_000 });
    expect((await paymentOfTrade(ctx.db, trade)).events).toHaveLength(1);
  });

  it('auto-cancel run by both instances at once closes each order once', async () => {
    const item = await createGoods(ctx.db, { skus: [[1_000, 100]] });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createBuyer(ctx.db, ctx.config, { userMoneyFen: 100 })));
    for (const buyer of buyers) {
      const reply = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, is_balance: 1 } });
      expect(reply.body.code).toBe(200);
    }
    expect(await stockOf(item.goodsId)).toBe(70);
    const later = new Date(ctx.clock.now().getTime() + 61 * 60_000);
    const [a, b] = await Promise.all([cancelAllExpiredOrders(ctx.db, later, 5), cancelAllExpiredOrders(second.db, later, 5)]);
    const ids = buyers.map((buyer) => buyer.user.id);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${orders} WHERE ${orders.isDelete} = 1 AND ${orders.userId} IN (${sql.join(ids, sql`, `)})`,
    );
    expect(rows[0]?.n).toBe(30);
    expect(a + b).toBeGreaterThanOrEqual(30);
    expect(await stockOf(item.goodsId)).toBe(100);
    // The money each cancelled order gives back (the buyers' starting balances have their own rows, without an order).
    const returns = await ctx.db
      .select()
      .from(balanceLogs)
      .where(sql`${balanceLogs.changeFen} > 0 AND ${balanceLogs.orderId} IS NOT NULL AND ${balanceLogs.userId} IN (${sql.join(ids, sql`, `)})`);
    expect(returns).toHaveLength(30);
  });
});
