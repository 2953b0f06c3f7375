import { IDEMPOTENCY_MISMATCH, REQUEST_IN_PROGRESS } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceLogs, cartItems, goodsAttrs, goodsSkus, idempotencyKeys, orders, payments } from '../db/schema/index';
import { SANDBOX_SIGNATURE_HEADER, createSandboxGateway } from '../integrations/payments-sandbox';
import { cancelAllExpiredOrders } from '../modules/orders/auto-cancel';
import { loadDirectBuyDraft } from '../modules/checkout/drafts';
import type { CheckoutDraft } from '../modules/checkout/draft';
import { placeOrders } from '../modules/checkout/placement';
import { createBuyer, overwriteBalance, type PlacedReply } from '../test/buying-factories';
import { createGoods, useSeededContext } from '../test/catalogue-factories';
import { call, type CallResult } from '../test/http';
import { FOREIGN_CLAIM_GRACE_MS, hashRequest, KEY_LIFETIME_MS } from './idempotency';

const ctx = useSeededContext();

const ordersOf = (userId: number) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const place = (key: string, json: Record<string, unknown>) => call<PlacedReply>(ctx.app, 'POST', '/v2/order/done', { key, json });
/** What a client compares: the whole reply, as the first request got it. */
const replyOf = (result: CallResult<unknown>) => ({ status: result.status, body: result.body });

async function fillCart(key: string) {
  const item = await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 5]] });
  const attrIds = (await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, item.goodsId))).map((attr) => attr.goodsAttrId);
  await call(ctx.app, 'POST', '/v3/cart/add', { key, json: { gshp_id: item.goodsId, number: 1, attr_id: attrIds } });
}

describe('a retried call answers its first reply', () => {
  it('cart_done, sent again after the cart is empty, answers the first order and its payment sign', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await fillCart(buyer.key);
    const json = { devide_items: '1', pay_id: 16, idempotency_key: 'cart-retry-0001' };
    const first = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json });
    expect(first.body.data.sign).toEqual({ code_url: expect.stringContaining('/__sandbox/wxpay/scan?trade=') });
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(0);
    const again = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json });
    expect(replyOf(again)).toEqual(replyOf(first));
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('done, sent again after the order was paid, answers the same order and never pays or places twice', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const json = { gshp_id: item.goodsId, pay_id: 16, idempotency_key: 'paid-retry-0001' };
    const first = await place(buyer.key, json);
    const trade = new URL((first.body.data.sign as { code_url: string }).code_url).searchParams.get('trade') as string;
    const notice = await createSandboxGateway(ctx.db).signNotice('wxpay', trade, 10_000);
    const paid = await ctx.app.request('/v2/pay/notify/wxpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: notice.signature },
      body: notice.body,
    });
    expect(paid.status).toBe(200);
    expect(replyOf(await place(buyer.key, json))).toEqual(replyOf(first));
    const [order] = await ordersOf(buyer.user.id);
    expect(order).toMatchObject({ orderId: first.body.data.order_id, oStatus: 1 });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('done, sent again after the order was auto-cancelled, answers that same order, now closed', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const json = { gshp_id: item.goodsId, idempotency_key: 'closed-retry-001' };
    const first = await place(buyer.key, json);
    await cancelAllExpiredOrders(ctx.db, new Date(ctx.clock.now().getTime() + 61 * 60_000));
    expect(replyOf(await place(buyer.key, json))).toEqual(replyOf(first));
    const placed = await ordersOf(buyer.user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ orderId: first.body.data.order_id, oStatus: 0, isDelete: 1 });
  });

  it('concurrent copies make one order; the others answer it or say it is still being placed, without waiting', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 20]] });
    const json = { gshp_id: item.goodsId, idempotency_key: 'concurrent-00001' };
    const replies = await Promise.all(Array.from({ length: 6 }, () => place(buyer.key, json)));
    const placed = replies.filter((reply) => reply.body.code === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((reply) => reply.body.data.order_id)).size).toBe(1);
    for (const reply of replies.filter((r) => r.body.code !== 200)) expect(reply).toMatchObject({ status: 409, body: { msg: REQUEST_IN_PROGRESS } });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it("another shopper's equal key is an independent request; other contents under one key are refused", async () => {
    const [alice, bob] = await Promise.all([createBuyer(ctx.db, ctx.config), createBuyer(ctx.db, ctx.config)]);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const json = { gshp_id: item.goodsId, idempotency_key: 'shared-key-00001' };
    const [mine, theirs] = [await place(alice.key, json), await place(bob.key, json)];
    expect(mine.body.code).toBe(200);
    expect(theirs.body.code).toBe(200);
    expect(theirs.body.data.order_id).not.toBe(mine.body.data.order_id);
    const other = await place(alice.key, { ...json, number: 2 });
    expect(other).toMatchObject({ status: 409, body: { code: 409, msg: IDEMPOTENCY_MISMATCH } });
    expect(await ordersOf(alice.user.id)).toHaveLength(1);
  });

  it('a refused request gives its key back, so its retry runs again; a key is free again after 24 hours', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 1]] });
    const tooMany = { gshp_id: item.goodsId, number: 2, idempotency_key: 'refused-key-0001' };
    expect((await place(buyer.key, tooMany)).body.code).not.toBe(200);
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, buyer.user.id))).toHaveLength(0);
    // Other contents under the refused key are a new request, not a conflict.
    const one = { ...tooMany, number: 1 };
    const placed = await place(buyer.key, one);
    expect(placed.body.code).toBe(200);
    ctx.clock.advance(KEY_LIFETIME_MS + 1000);
    // A day later the key is free: the same key with other contents runs (and is refused: sold out).
    const later = await place(buyer.key, { ...one, number: 2 });
    expect(later.body.msg).not.toBe(IDEMPOTENCY_MISMATCH);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it("a claim clears the shopper's other keys past their lifetime, and only theirs", async () => {
    const [buyer, other] = [await createBuyer(ctx.db, ctx.config), await createBuyer(ctx.db, ctx.config)];
    const item = await createGoods(ctx.db, { skus: [[10_000, 9]] });
    expect((await place(buyer.key, { gshp_id: item.goodsId, idempotency_key: 'old-key-0001' })).body.code).toBe(200);
    expect((await place(other.key, { gshp_id: item.goodsId, idempotency_key: 'old-key-0001' })).body.code).toBe(200);
    ctx.clock.advance(KEY_LIFETIME_MS + 1000);
    expect((await place(buyer.key, { gshp_id: item.goodsId, idempotency_key: 'new-key-0001' })).body.code).toBe(200);
    const keysOf = async (userId: number) =>
      (await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))).map((row) => row.key);
    expect(await keysOf(buyer.user.id)).toEqual(['new-key-0001']);
    expect(await keysOf(other.user.id)).toEqual(['old-key-0001']);
  });

  it('pay, sent twice, starts one gateway payment and answers the same sign', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const order = (await place(buyer.key, { gshp_id: item.goodsId })).body.data.order_id;
    const json = { order_id: order, pay_id: 15, return_url: '/userOrder', idempotency_key: 'pay-twice-000001' };
    const [first, second] = [
      await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json }),
      await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json }),
    ];
    expect(first.body.code).toBe(200);
    expect(replyOf(second)).toEqual(replyOf(first));
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toHaveLength(1);
  });
});

describe('a claim whose process died', () => {
  /** What a process killed between committing and keeping its reply leaves: the orders recorded, no reply, its boot gone. */
  const dieBeforeReplying = (userId: number, key: string) =>
    ctx.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, bootId: 'a-process-that-is-gone', claimedAt: ctx.clock.now() })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

  it('answers the orders it committed to the retry once its process is known gone, and never places them again', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await fillCart(buyer.key);
    const json = { devide_items: '1', idempotency_key: 'crashed-after-commit' };
    const first = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json });
    expect(first.body.code).toBe(200);
    await dieBeforeReplying(buyer.user.id, json.idempotency_key);

    // Another instance might still be answering it: for a moment the retry is told it is still running.
    const early = await call(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json });
    expect(early).toMatchObject({ status: 409, body: { msg: REQUEST_IN_PROGRESS } });
    ctx.clock.advance(FOREIGN_CLAIM_GRACE_MS);
    // The cart is empty now; the retry answers the committed order all the same.
    const retried = await call<PlacedReply>(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json });
    expect(retried.body).toMatchObject({ code: 200, data: { order_id: first.body.data.order_id, order_ids: first.body.data.order_ids } });
    expect(replyOf(await call(ctx.app, 'POST', '/v2/order/cart_done', { key: buyer.key, json }))).toEqual(replyOf(retried));
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('runs a claim that died before placing again, once, however many retries race for it', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 20]] });
    const key = 'crashed-before-commit';
    const contents = { gshp_id: item.goodsId, number: 2 };
    await ctx.db.insert(idempotencyKeys).values({
      userId: buyer.user.id,
      key,
      requestHash: hashRequest('/v2/order/done', contents),
      createdAt: ctx.clock.now(),
      bootId: 'a-process-that-is-gone',
      claimToken: 'the-dead-claim',
      claimedAt: ctx.clock.now(),
    });
    ctx.clock.advance(FOREIGN_CLAIM_GRACE_MS);
    // Other contents under the key are still refused.
    expect((await place(buyer.key, { ...contents, number: 3, idempotency_key: key })).body.msg).toBe(IDEMPOTENCY_MISMATCH);
    const replies = await Promise.all(Array.from({ length: 4 }, () => place(buyer.key, { ...contents, idempotency_key: key })));
    const placed = replies.filter((reply) => reply.body.code === 200);
    expect(new Set(placed.map((reply) => reply.body.data.order_id)).size).toBe(1);
    for (const reply of replies.filter((r) => r.body.code !== 200)) expect(reply).toMatchObject({ status: 409, body: { msg: REQUEST_IN_PROGRESS } });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('refuses a placement whose claim was taken over meanwhile, and writes nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const key = 'taken-over-claim';
    await claimKey(buyer.user.id, key, 'the-current-claim');
    const draft = await loadDirectBuyDraft(
      ctx.db,
      { id: buyer.user.id, grade: null },
      { goodsId: item.goodsId, number: 1, attrIds: [] },
      ctx.clock.now(),
    );
    const stale = { key, token: 'not-the-current-claim' };
    for (const useBalance of [false, true]) {
      const placing = placeOrders(ctx.db, {
        userId: buyer.user.id,
        draft,
        choices: { isBlack: false },
        messages: {},
        useBalance,
        claim: stale,
        now: ctx.clock.now(),
      });
      await expect(placing).rejects.toMatchObject({ code: 409, msg: REQUEST_IN_PROGRESS });
    }
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)))[0]?.stock).toBe(5);
    expect((await keyRow(buyer.user.id, key))?.placed).toBeNull();
  });

  it('records on its key the orders it placed: a father and its children, the balance ledger naming the father', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await overwriteBalance(ctx.db, buyer.user.id, 5_000);
    const here = await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 5]] });
    const there = await createGoods(ctx.db, { sendAddressId: 2, skus: [[6_000, 5]] });
    const user = { id: buyer.user.id, grade: null };
    const [a, b] = await Promise.all(
      [here, there].map((item) => loadDirectBuyDraft(ctx.db, user, { goodsId: item.goodsId, number: 1, attrIds: [] }, ctx.clock.now())),
    );
    const draft = { ...(a as CheckoutDraft), orders: [...(a?.orders ?? []), ...(b?.orders ?? [])] };
    await claimKey(buyer.user.id, 'split-with-balance', 'this-claim');
    const placed = await placeOrders(ctx.db, {
      userId: buyer.user.id,
      draft,
      choices: { isBlack: false },
      messages: {},
      useBalance: true,
      claim: { key: 'split-with-balance', token: 'this-claim' },
      now: ctx.clock.now(),
    });
    const children = await ctx.db.select().from(orders).where(eq(orders.orderFatherId, placed.order_father_id)).orderBy(orders.orderId);
    expect(placed).toEqual({
      order_id: placed.order_father_id,
      order_father_id: placed.order_father_id,
      order_ids: children.map((child) => child.orderId),
    });
    expect(children.map((child) => child.sendAddressId)).toEqual([1, 2]);
    expect((await keyRow(buyer.user.id, 'split-with-balance'))?.placed).toEqual(placed);
    const ledger = await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, buyer.user.id));
    expect(ledger.map((row) => ({ orderId: row.orderId, changeFen: row.changeFen }))).toEqual([
      { orderId: placed.order_father_id, changeFen: -5_000 },
    ]);
  });
});

/** A key claimed by a running request, as the idempotent middleware leaves it. */
async function claimKey(userId: number, key: string, claimToken: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: 'a-request', createdAt: now, bootId: 'this-process', claimToken, claimedAt: now });
}

const keyRow = async (userId: number, key: string) =>
  (
    await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];
