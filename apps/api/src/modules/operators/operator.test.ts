import {
  AFTER_SALES_CLOSED,
  AFTER_SALES_NOT_FOUND,
  ORDER_ACTION_NOT_ALLOWED,
  CARRIER_NOT_FOUND,
  COUPON_NOT_FOUND,
  OPERATOR_TOKEN_INVALID,
  FIELD_REASONS,
  SKU_REQUIRED,
  USER_NOT_FOUND,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTypes, goods, goodsSkus, orders, reviewComments, reviews, shipments, userCoupons, users } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, createSeededContext } from '../../test/catalog-factories';
import type { TestContext } from '../../test/context';
import { call, type CallOptions, refused } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededContext();
});
afterAll(() => ctx.close());

/** Calls the operator API with the operator token. */
function operate<T = unknown>(method: string, path: string, options: CallOptions = {}) {
  return call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorToken}`, ...options.headers } });
}

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

describe('the operator token', () => {
  it('is the only way in: no header, another scheme, a wrong token or a shopper key answer 401', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const attempts: CallOptions[] = [
      {},
      { key: buyer.key },
      { key: buyer.key, headers: { authorization: `Bearer ${buyer.key}` } },
      { headers: { authorization: `Bearer ${ctx.operatorToken}x` } },
      { headers: { authorization: `Basic ${ctx.operatorToken}` } },
      { headers: { authorization: `Bearer ${ctx.operatorToken} ${ctx.operatorToken}` } },
    ];
    for (const options of attempts) {
      const answer = await call(ctx.app, 'GET', '/v1/operator/orders', options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    }
    // Even a path the API does not have says nothing about the operator API without the token.
    expect((await call(ctx.app, 'POST', '/v1/operator/nothing')).body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    expect((await operate('GET', '/v1/operator/orders')).body.code).toBe(200);
  });

  it('is refused on a server without one', async () => {
    const { createTestContext } = await import('../../test/context');
    const bare = await createTestContext({ operatorToken: undefined });
    try {
      const answer = await call(bare.app, 'GET', '/v1/operator/orders', { headers: { authorization: 'Bearer undefined' } });
      expect(answer.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    } finally {
      await bare.close();
    }
  });

  it('is documented as the bearer scheme of every operator call', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operatorPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/v1/operator/'));
    expect(operatorPaths.length).toBeGreaterThanOrEqual(7);
    for (const [, methods] of operatorPaths)
      for (const operation of Object.values(methods)) expect(operation.security).toEqual([{ operatorToken: [] }]);
  });
});

describe('POST /v1/operator/orders/ship', () => {
  it('ships some lines (o_status 3) by carrier id, then the rest (o_status 4) by carrier name', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}], paid: true });
    const pending = await operate<{ orders_to_ship: { order_id: number }[] }>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } });
    expect(pending.body.data.orders_to_ship.map((row) => row.order_id)).toContain(orderId);

    const first = await operate('POST', '/v1/operator/orders/ship', {
      json: { order_id: orderId, shipping_id: 1, invoice_no: 'SF1001', rec_ids: String(recIds[0]) },
    });
    expect(first.body).toMatchObject({ code: 200, data: { order_id: orderId, o_status: 3, logistics_name: '顺丰速运', invoice_no: 'SF1001' } });
    const rest = await operate('POST', '/v1/operator/orders/ship', {
      form: { order_id: String(orderId), logistics_name: '中通快递', invoice_no: '7788' },
    });
    expect(rest.body).toMatchObject({ code: 200, data: { o_status: 4, logistics_name: '中通快递', invoice_no: '7788' } });
    expect(await ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toHaveLength(2);

    const after = await operate<{ orders_to_ship: { order_id: number }[] }>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } });
    expect(after.body.data.orders_to_ship.map((row) => row.order_id)).not.toContain(orderId);
  });

  it('refuses an unknown carrier and an unpaid order, changing nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const paid = await placeTestOrder(ctx, buyer.key, { paid: true });
    expect((await operate('POST', '/v1/operator/orders/ship', { json: { order_id: paid.orderId, shipping_id: 99, invoice_no: '1' } })).body).toEqual(
      refused(CARRIER_NOT_FOUND),
    );
    const unpaid = await placeTestOrder(ctx, buyer.key);
    expect((await operate('POST', '/v1/operator/orders/ship', { json: { order_id: unpaid.orderId, shipping_id: 1, invoice_no: '1' } })).body).toEqual(
      refused(ORDER_ACTION_NOT_ALLOWED),
    );
    expect((await orderOf(paid.orderId))?.oStatus).toBe(1);
    expect((await orderOf(unpaid.orderId))?.oStatus).toBe(0);
  });
});

describe('POST /v1/operator/refunds/decide', () => {
  /** A paid order (from the balance) with a refund-only request for its one line. */
  async function requestRefund() {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { paid: true });
    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      json: { order_id: orderId, goods_json: [{ rec_id: recIds[0], number: 1 }], refund_type: 1, reason_type: 1 },
    });
    expect(applied.body.code).toBe(200);
    return { buyer, orderId, refundId: applied.body.data.refund_id };
  }
  const balanceOf = async (userId: number) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.userMoneyFen;

  it('approves once: the money goes back to the balance and a second decision is refused', async () => {
    const { buyer, orderId, refundId } = await requestRefund();
    const before = await balanceOf(buyer.user.id);
    const pending = await operate<{ open_refunds: { refund_id: number }[] }>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } });
    expect(pending.body.data.open_refunds.map((row) => row.refund_id)).toContain(refundId);

    const approved = await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: refundId, approve: 1 } });
    expect(approved.body).toMatchObject({
      code: 200,
      msg: '已退款',
      data: { refund_id: refundId, order_id: orderId, status: 1, payouts: [{ to: 'balance' }] },
    });
    const refunded = (approved.body.data as { amount: number }).amount;
    expect(await balanceOf(buyer.user.id)).toBe((before ?? 0) + refunded);
    expect((await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: refundId, approve: true } })).body).toEqual(
      refused(AFTER_SALES_CLOSED),
    );
    expect(await balanceOf(buyer.user.id)).toBe((before ?? 0) + refunded);
  });

  it('refuses: the order goes back to where it was and no money moves', async () => {
    const { buyer, orderId, refundId } = await requestRefund();
    const before = await balanceOf(buyer.user.id);
    const answer = await operate('POST', '/v1/operator/refunds/decide', { form: { refund_id: String(refundId), approve: '0' } });
    expect(answer.body).toMatchObject({ code: 200, msg: '已拒绝', data: { status: 2, payouts: [] } });
    expect((await orderOf(orderId))?.oStatus).toBe(1);
    expect(await balanceOf(buyer.user.id)).toBe(before);
    expect((await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: 999_999, approve: 1 } })).body).toEqual(
      refused(AFTER_SALES_NOT_FOUND, 404),
    );
  });
});

describe('POST /v1/operator/coupons/issue', () => {
  it('gives a shopper one coupon of a type shoppers cannot claim, by mobile or id, once', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const now = ctx.clock.now();
    const [type] = await ctx.db
      .insert(couponTypes)
      .values({ typeName: '运营赠券', typeMoneyFen: 500, claimable: false, useStartDate: now, useEndDate: new Date(now.getTime() + 86_400_000) })
      .returning();
    const typeId = (type as { typeId: number }).typeId;
    const issued = await operate('POST', '/v1/operator/coupons/issue', { json: { type_id: typeId, mobile: buyer.user.mobile } });
    expect(issued.body).toMatchObject({ code: 200, msg: '已发放', data: { type_id: typeId, user_id: buyer.user.id, created: 1 } });
    const again = await operate('POST', '/v1/operator/coupons/issue', { json: { type_id: typeId, user_id: buyer.user.id } });
    expect(again.body).toMatchObject({ code: 200, data: { created: 0 } });
    expect(
      await ctx.db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, buyer.user.id), eq(userCoupons.typeId, typeId))),
    ).toHaveLength(1);
  });

  it('refuses an unknown shopper or type', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    expect((await operate('POST', '/v1/operator/coupons/issue', { json: { type_id: 1, mobile: '13000000001' } })).body).toEqual(
      refused(USER_NOT_FOUND, 404),
    );
    expect((await operate('POST', '/v1/operator/coupons/issue', { json: { type_id: 999_999, user_id: buyer.user.id } })).body).toEqual(
      refused(COUPON_NOT_FOUND, 404),
    );
  });
});

describe('POST /v1/operator/goods/stock and /price', () => {
  it('sets a one-SKU goods stock by goods id and keeps the goods total in step', async () => {
    const item = await createGoods(ctx.db, { skus: [[1000, 3]] });
    const answer = await operate('POST', '/v1/operator/goods/stock', { json: { gshp_id: item.goodsId, stock: 42 } });
    expect(answer.body).toMatchObject({ code: 200, data: { goods_id: item.goodsId, stock: 42, goods_stock: 42 } });
    expect((await ctx.db.select().from(goods).where(eq(goods.goodsId, item.goodsId)))[0]?.stock).toBe(42);
  });

  it('needs the SKU for goods with several, and sums them', async () => {
    const item = await createGoods(ctx.db, {
      skus: [
        [1000, 3],
        [2000, 5],
      ],
    });
    expect((await operate('POST', '/v1/operator/goods/stock', { json: { gshp_id: item.goodsId, stock: 1 } })).body).toEqual(refused(SKU_REQUIRED));
    const [sku] = await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)).orderBy(goodsSkus.skuId);
    const answer = await operate('POST', '/v1/operator/goods/stock', { json: { sku_id: sku?.skuId, stock: 10 } });
    expect(answer.body).toMatchObject({ code: 200, data: { stock: 10, goods_stock: 15 } });
  });

  it('sets the market price or a grade price from yuan text, and the sort price follows', async () => {
    const item = await createGoods(ctx.db, { skus: [[1000, 3]] });
    const market = await operate('POST', '/v1/operator/goods/price', { json: { gshp_id: item.goodsId, price: '8.50' } });
    expect(market.body).toMatchObject({ code: 200, data: { market_price_fen: 850 } });
    const graded = await operate('POST', '/v1/operator/goods/price', { form: { gshp_id: String(item.goodsId), price: '7', grade: '2' } });
    expect(graded.body).toMatchObject({ code: 200, data: { market_price_fen: 850, grade_prices_fen: { 2: 700 } } });
    expect((await ctx.db.select().from(goods).where(eq(goods.goodsId, item.goodsId)))[0]?.sortPriceFen).toBe(850);
    for (const price of ['0', '-1', '1.234', 'abc', '1e3', '99999999']) {
      expect((await operate('POST', '/v1/operator/goods/price', { json: { gshp_id: item.goodsId, price } })).body, price).toEqual(
        refused(`参数 price 不正确：${FIELD_REASONS.price}`),
      );
    }
    expect((await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.goodsId)))[0]?.marketPriceFen).toBe(850);
  });
});

describe('POST /v1/operator/reviews/reply', () => {
  it('adds an official reply, after which the review no longer waits for one', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const [review] = await ctx.db
      .insert(reviews)
      .values({ goodsId: item.goodsId, userId: buyer.user.id, content: '长得很好', addTime: ctx.clock.now() })
      .returning();
    const gCommentId = (review as { gCommentId: number }).gCommentId;
    const waiting = async () =>
      (
        await operate<{ reviews_to_reply: { g_comment_id: number }[] }>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } })
      ).body.data.reviews_to_reply.map((row) => row.g_comment_id);
    expect(await waiting()).toContain(gCommentId);
    const answer = await operate('POST', '/v1/operator/reviews/reply', { json: { g_comment_id: gCommentId, content: '感谢支持！' } });
    expect(answer.body).toMatchObject({ code: 200, data: { g_comment_id: gCommentId, content: '感谢支持！' } });
    const [reply] = await ctx.db.select().from(reviewComments).where(eq(reviewComments.gCommentId, gCommentId));
    expect(reply).toMatchObject({ isOfficial: true, userId: null });
    expect(await waiting()).not.toContain(gCommentId);
  });
});

describe('GET /v1/operator/orders', () => {
  it('pages through every order with its stored amounts, lines and the facts its checkout read', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 1234, number: 3 }, {}], paid: true });
    const { total } = (await operate<{ total: number }>('GET', '/v1/operator/orders', { query: { limit: 1 } })).body.data;
    const last = await operate<{ list: Record<string, unknown>[] }>('GET', '/v1/operator/orders', { query: { page: total, limit: 1 } });
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
