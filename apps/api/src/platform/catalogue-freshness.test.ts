// Cached catalogue reads stay fresh: every write that changes stock, sales or prices through the
// services is seen by the next read at once, and (PostgreSQL) by another instance's cached read.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createGoods, useSeededContext } from '../test/catalogue-factories';
import type { TestContext } from '../test/context';
import { createBuyer } from '../test/buying-factories';
import { call } from '../test/http';
import { placeTestOrder } from '../test/order-factories';
import { CATALOGUE_CHANNEL } from './catalogue-notices';
import { goodsChanged } from './catalogue-cache';
import { shipOrder } from '../modules/orders/shipping';
import { cancelAllExpiredOrders } from '../modules/orders/auto-cancel';

const ctx = useSeededContext();

type Card = { id: number; stock: number; sales: number; price_info: { min_price: string } };
type App = TestContext['app'];

const info = async (goodsId: number, app: App = ctx.app) =>
  (await call<{ stock: number; sales: number; price: { min_price: string } }>(app, 'GET', '/v2/goods/info', { query: { gshp_id: goodsId } })).body
    .data;
const listed = async (query: Record<string, string | number>, app: App = ctx.app) =>
  (await call<{ list: Card[]; total: number }>(app, 'GET', '/v3/category/product_list', { query })).body.data;
const searched = async (keywords: string, extra: Record<string, string | number> = {}) =>
  (await call<{ list: Card[]; total: number }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords, ...extra } })).body.data;
const cardOf = (page: { list: Card[] }, goodsId: number) => page.list.find((card) => card.id === goodsId);
const operate = (path: string, json: Record<string, unknown>, app: App = ctx.app) =>
  call(app, 'POST', path, { json, headers: { authorization: `Bearer ${ctx.operatorKey}` } });

/** Goods of their own search word, so the list, the search and the detail all show them. */
async function freshGoods(stock = 10, priceFen = 10_000) {
  const word = `鲜${Math.floor(Math.random() * 1e8)}`;
  const item = await createGoods(ctx.db, { name: `${word}月季`, skus: [[priceFen, stock]] });
  return { goodsId: item.goodsId, catId: item.catId, word };
}

/** Warms every cached read of the goods, then returns what they show now. */
async function reads(goods: { goodsId: number; catId: number; word: string }) {
  const [detail, list, found] = [await info(goods.goodsId), await listed({ cat_id: goods.catId, sort: 1, limit: 100 }), await searched(goods.word)];
  return { detail, card: cardOf(list, goods.goodsId), found: cardOf(found, goods.goodsId) };
}

/** The detail, the category list's card and the search's card all show `facts` now. */
async function expectEverywhere(goods: Parameters<typeof reads>[0], facts: { stock: number; sales: number }) {
  const seen = await reads(goods);
  for (const shown of [seen.detail, seen.card, seen.found]) expect(shown).toMatchObject(facts);
}

describe('cached catalogue reads after writes', () => {
  it('show the stock and sales of a placement, and of its cancel, at once', async () => {
    const goods = await freshGoods();
    expect((await reads(goods)).detail).toMatchObject({ stock: 10, sales: 0 });
    const buyer = await createBuyer(ctx.db, ctx.config);
    const { orderId } = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: 2 }] });
    await expectEverywhere(goods, { stock: 8, sales: 2 });
    expect((await call(ctx.app, 'PUT', '/v1/order/cancel', { key: buyer.key, json: { order_id: orderId } })).body.code).toBe(200);
    await expectEverywhere(goods, { stock: 10, sales: 0 });
  });

  it('show the stock the automatic cancel gives back', async () => {
    const goods = await freshGoods();
    const buyer = await createBuyer(ctx.db, ctx.config);
    await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: 3 }] });
    expect((await reads(goods)).detail).toMatchObject({ stock: 7, sales: 3 });
    await cancelAllExpiredOrders(ctx.db, new Date(ctx.clock.now().getTime() + 61 * 60_000));
    await expectEverywhere(goods, { stock: 10, sales: 0 });
  });

  it('show the stock an approved refund puts back', async () => {
    const goods = await freshGoods();
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 100_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: 2 }], paid: true });
    expect((await reads(goods)).detail).toMatchObject({ stock: 8, sales: 2 });
    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      json: { refund_type: 1, reason_type: 2, goods_status: 0, order_id: orderId, goods_json: JSON.stringify([{ rec_id: recIds[0], number: 1 }]) },
    });
    expect(applied.body.code).toBe(200);
    expect((await operate('/v1/operator/refunds/decide', { refund_id: applied.body.data.refund_id, approve: 1 })).body.code).toBe(200);
    await expectEverywhere(goods, { stock: 9, sales: 1 });
  });

  it("show the operator's stock and price", async () => {
    // Dearer than any seeded goods (their cheapest spec costs ¥12–¥380), so it starts off its category's first page of the cheapest.
    const goods = await freshGoods(10, 100_000);
    const cheapest = { cat_id: goods.catId, sort: 2, order: 0, limit: 5 };
    expect(cardOf(await listed(cheapest), goods.goodsId)).toBeUndefined();
    await reads(goods);
    expect((await operate('/v1/operator/goods/stock', { gshp_id: goods.goodsId, stock: 42 })).body.code).toBe(200);
    const stocked = await reads(goods);
    expect(stocked.detail).toMatchObject({ stock: 42 });
    expect(stocked.found).toMatchObject({ stock: 42 });
    expect((await operate('/v1/operator/goods/price', { gshp_id: goods.goodsId, price: '0.01' })).body.code).toBe(200);
    const priced = await reads(goods);
    expect(priced.detail.price.min_price).toBe('0.01');
    expect(priced.found?.price_info.min_price).toBe('0.01');
    // A cheaper price moves the goods onto the cached first page of the cheapest.
    expect(cardOf(await listed(cheapest), goods.goodsId)?.price_info.min_price).toBe('0.01');
  });

  it("show a new review in the goods' review counts", async () => {
    const goods = await freshGoods();
    const comments = async () =>
      (await call<{ comment: { total: number; good: number } }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: goods.goodsId } })).body.data
        .comment;
    expect(await comments()).toMatchObject({ total: 0, good: 0 });
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 100_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: 1 }], paid: true });
    await shipOrder(ctx.db, { orderId, logisticsName: '顺丰速运', invoiceNo: '1234567890', now: ctx.clock.now() });
    expect((await call(ctx.app, 'PUT', '/v1/order/confirm', { key: buyer.key, json: { order_id: orderId } })).body.code).toBe(200);
    expect(await comments()).toMatchObject({ total: 0, good: 0 });
    const reviewed = await call(ctx.app, 'POST', '/v2/order/comment', {
      key: buyer.key,
      json: { order_id: orderId, order_comment: JSON.stringify([{ rec_id: recIds[0], comment: '花开得很好', remark: 5, pics: [] }]) },
    });
    expect(reviewed.body.code).toBe(200);
    expect(await comments()).toMatchObject({ total: 1, good: 1 });
  });

  it('let goods that come back in stock enter an "in stock only" page, and sales move a goods up a sales-sorted page', async () => {
    const goods = await freshGoods(0);
    const inStock = { cat_id: goods.catId, beon: 0, limit: 100 };
    const before = await listed(inStock);
    expect(cardOf(before, goods.goodsId)).toBeUndefined();
    expect((await operate('/v1/operator/goods/stock', { gshp_id: goods.goodsId, stock: 5 })).body.code).toBe(200);
    const after = await listed(inStock);
    expect(cardOf(after, goods.goodsId)).toMatchObject({ stock: 5 });
    expect(after.total).toBe(before.total + 1);

    // The top of the best sellers, cached, then enough sales to pass it.
    const [top] = (await listed({ cat_id: goods.catId, sort: 1, limit: 1 })).list;
    expect(top?.id).not.toBe(goods.goodsId);
    expect((await operate('/v1/operator/goods/stock', { gshp_id: goods.goodsId, stock: (top?.sales ?? 0) + 5 })).body.code).toBe(200);
    const buyer = await createBuyer(ctx.db, ctx.config);
    await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: (top?.sales ?? 0) + 1 }] });
    expect((await listed({ cat_id: goods.catId, sort: 1, limit: 1 })).list[0]?.id).toBe(goods.goodsId);
  });
});

describe.runIf(process.env.DATABASE_URL)('cached reads on another instance (PostgreSQL)', () => {
  /** Reads through `read` until it answers `expected` (the other instance hears the change soon, not at once). */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
    let seen = await read();
    for (let tries = 0; tries < 500 && JSON.stringify(seen) !== JSON.stringify(expected); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await read();
    }
    return seen;
  }

  it('hear the goods one burst of writes changed in one notification', async () => {
    // Another instance's listening connection, on the same database.
    const listener = new pg.Client((ctx.db as unknown as { $client: pg.Pool }).$client.options);
    await listener.connect();
    try {
      await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      // An earlier test's last writes may be announced first; ours come together, marked by their sender.
      const ours = ['7001', '7002', '7003'];
      const heard = new Promise<string>((resolve) =>
        listener.on('notification', ({ payload = '' }) => {
          if (ours.some((id) => payload.split(':')[1]?.split(',').includes(id))) resolve(payload);
        }),
      );
      goodsChanged(ctx.db, [7001, 7002]);
      goodsChanged(ctx.db, [7002, 7003]);
      const [mark, ids] = (await heard).split(':');
      expect(mark).toMatch(/^[0-9a-f]{12}$/);
      expect(ids?.split(',')).toEqual(expect.arrayContaining(ours));
    } finally {
      await listener.end();
    }
  });

  it("see a placement and the operator's writes made through the first", async () => {
    const second = await ctx.secondInstance();
    try {
      const goods = await freshGoods();
      const stockThere = async () => {
        const [detail, list] = [await info(goods.goodsId, second.app), await listed({ cat_id: goods.catId, sort: 1, limit: 100 }, second.app)];
        return [detail.stock, detail.sales, cardOf(list, goods.goodsId)?.stock, detail.price.min_price];
      };
      expect(await eventually(stockThere, [10, 0, 10, '100.00'])).toEqual([10, 0, 10, '100.00']);
      const buyer = await createBuyer(ctx.db, ctx.config);
      await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: goods.goodsId, number: 2 }] });
      expect(await eventually(stockThere, [8, 2, 8, '100.00'])).toEqual([8, 2, 8, '100.00']);
      expect((await operate('/v1/operator/goods/stock', { gshp_id: goods.goodsId, stock: 30 })).body.code).toBe(200);
      expect(await eventually(stockThere, [30, 2, 30, '100.00'])).toEqual([30, 2, 30, '100.00']);
      expect((await operate('/v1/operator/goods/price', { gshp_id: goods.goodsId, price: '66.00' })).body.code).toBe(200);
      expect(await eventually(stockThere, [30, 2, 30, '66.00'])).toEqual([30, 2, 30, '66.00']);
      // And the other way round: the second instance's write reaches the first one's cache.
      expect((await operate('/v1/operator/goods/stock', { gshp_id: goods.goodsId, stock: 12 }, second.app)).body.code).toBe(200);
      const here = async () => (await info(goods.goodsId)).stock;
      expect(await eventually(here, 12)).toBe(12);
    } finally {
      await second.close();
    }
  });

  it('forget everything when the back office changes the category tree: one `*` notice', async () => {
    const listener = new pg.Client((ctx.db as unknown as { $client: pg.Pool }).$client.options);
    await listener.connect();
    const second = await ctx.secondInstance();
    try {
      await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      const heard = new Promise<string>((resolve) => listener.on('notification', ({ payload = '' }) => payload.endsWith(':*') && resolve(payload)));
      const made = await operate('/v1/operator/categories/create', { cat_name: `鲜${Math.floor(Math.random() * 1e6)}类` });
      const { cat_id: catId, cat_name: name } = made.body.data as { cat_id: number; cat_name: string };
      expect(await heard).toMatch(/^[0-9a-f]{12}:\*$/);
      const shownThere = async () => JSON.stringify((await call(second.app, 'GET', '/v3/category/father_list')).body.data).includes(name);
      expect(await eventually(shownThere, true)).toBe(true);
      expect((await operate('/v1/operator/categories/update', { cat_id: catId, hidden: 1 })).body.code).toBe(200);
      expect(await eventually(shownThere, false)).toBe(false);
    } finally {
      await second.close();
      await listener.end();
    }
  });
});
