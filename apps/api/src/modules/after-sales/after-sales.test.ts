import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AFTER_SALES_CLOSED,
  AFTER_SALES_QUANTITY_INVALID,
  FILE_TOO_LARGE,
  ORDER_ACTION_NOT_ALLOWED,
  RETURN_CARRIER_REQUIRED,
  SELECT_AFTER_SALES_GOODS,
  TRACKING_NUMBER_REQUIRED,
  BALANCE_REFUND_DESC,
  CARD_REFUND_DESC,
  ORDER_NOT_FOUND,
  formatOrderTime,
} from '@garden/domain';
import type { Order, OrderPage, PendingWork, RefundDecision, ShipResult, StockAudit } from '@garden/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceLogs, cardLogs, goodsSkus, memberCards, orderGoods, orders, paymentRefunds, payments, refunds, users } from '../../db/schema/index';
import { SANDBOX_SIGNATURE_HEADER, createSandboxGateway } from '../../integrations/payments-sandbox';
import type { PaymentProvider } from '../../integrations/payments';
import { DEMO_ACCOUNTS } from '../../seed/index';
import { sendProviderRefund } from '../payments/index';
import { decideAfterSales } from './after-sales';
import { shipOrder } from '../orders/index';
import type { OrderRow } from '../orders/index';
import { cancelAllExpiredOrders } from '../orders/index';
import { createBuyer, giveCard } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { countRows } from '../../test/row-counts';
import { placeSplitOrder, placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const gateway = () => createSandboxGateway(ctx.db);
const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const linesOf = (orderId: number) => ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
const stockOf = async (goodsId: number) => (await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0]?.stock;

interface Placed {
  order_id: number;
  sign: { code_url: string } | null;
  paid: number;
}

/** Pays a pending WeChat trade the way the gateway does: its signed notification to our notify endpoint. */
async function notifyPaid(trade: string, amountFen: number) {
  const notice = await gateway().signNotice('wxpay', trade, amountFen);
  const response = await ctx.app.request('/v2/pay/notify/wxpay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: notice.signature },
    body: notice.body,
  });
  return { notice, result: ((await response.json()) as { data: { result: string } }).data.result };
}

const tradeOf = (sign: Placed['sign']) => new URL((sign as { code_url: string }).code_url).searchParams.get('trade') as string;

/**
 * A shopper's paid order of `number` × ¥100 (10 in stock): by member card, from the balance, by WeChat, or
 * ¥30 from the balance and the rest by WeChat.
 */
async function placePaid(payBy: 'card' | 'balance' | 'gateway' | 'balance+gateway', number = 2) {
  const balanceFen = payBy === 'balance' ? 100_000 : payBy === 'balance+gateway' ? 3_000 : 0;
  const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: balanceFen });
  const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
  const useBalance = payBy === 'balance' || payBy === 'balance+gateway';
  const placed = await call<Placed>(ctx.app, 'POST', '/v2/order/done', {
    key: buyer.key,
    json: { gshp_id: item.goodsId, number, is_balance: useBalance ? 1 : 0 },
  });
  const orderId = placed.body.data.order_id;
  if (payBy === 'card') {
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 7, balanceFen: 100_000 });
    await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, pay_id: 8, card_number: 7 } });
  }
  let trade = '';
  if (payBy === 'gateway' || payBy === 'balance+gateway') {
    const pay = await call<Placed>(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, pay_id: 16 } });
    trade = tradeOf(pay.body.data.sign);
    await notifyPaid(trade, number * 10_000 - balanceFen);
  }
  expect((await orderOf(orderId))?.oStatus).toBe(1);
  const lines = await linesOf(orderId);
  return { buyer, item, orderId, trade, recId: (lines[0] as { recId: number }).recId };
}

/** A small PNG-looking file of `size` bytes (the type is read from its first bytes). */
function png(size: number, name = 'photo.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

function apply(key: string, fields: Record<string, unknown>) {
  return call<{ refund_id: number; refund_sn: string; amount: string }>(ctx.app, 'POST', '/v1/order/refund', {
    key,
    json: { refund_type: 1, reason_type: 2, goods_status: 0, ...fields },
  });
}

describe('GET /v1/order/refund_carriers', () => {
  it("lists the courier interface's carriers", async () => {
    const { buyer } = await placePaid('card');
    const { body } = await call<{ list: { shipping_id: number; shipping_name: string }[] }>(ctx.app, 'GET', '/v1/order/refund_carriers', {
      key: buyer.key,
    });
    expect(body.data.list).toContainEqual({ shipping_id: 1, shipping_name: '顺丰速运' });
    expect((await call(ctx.app, 'GET', '/v1/order/refund_carriers')).status).toBe(401);
  });
});

describe('POST /v1/order/refund', () => {
  it('opens a refund-only request on a paid order: o_status 5, status 0, amount computed by the server', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    const { body } = await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: recId, number: 1 }]), amount: '999.00' });
    expect(body).toMatchObject({ code: 200, data: { amount: '100.00', refund_sn: expect.stringMatching(/^\d{20}$/) } });
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 5, status: 0, statusBeforeAfterSales: 1 });
    const info = await call<Record<string, unknown>>(ctx.app, 'GET', '/v1/order/refund_info', { key: buyer.key, query: { order_id: orderId } });
    expect(info.body.data).toMatchObject({
      refund_id: body.data.refund_id,
      refund_type: 1,
      refund_type_label: '仅退款',
      reason_label: '质量问题或破损',
      goods_status_label: '未收到货',
      amount: '100.00',
      status: 0,
      status_label: '售后处理中',
      goods_list: [expect.objectContaining({ rec_id: recId, goods_number: 2, number: 1 })],
    });
  });

  it('opens a return on a shipped order from a multipart form, keeping only the newest picture', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    await shipOrder(ctx.db, { orderId, logisticsName: '顺丰速运', invoiceNo: 'SF100', now: ctx.clock.now() });
    const form = {
      order_id: String(orderId),
      goods_json: JSON.stringify([{ rec_id: recId, number: 2 }]),
      refund_type: '2',
      reason_type: '5',
      goods_status: '1',
      refund_info: '发错了颜色',
    };
    const noNumber = await call(ctx.app, 'POST', '/v1/order/refund', { key: buyer.key, form: { ...form, shipping_id: '1', 'img[]': png(100) } });
    expect(noNumber.body).toMatchObject({ code: 400, msg: TRACKING_NUMBER_REQUIRED });
    const noCarrier = await call(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      form: { ...form, shipping_id: '0', refund_invoince_no: '7788', 'img[]': png(100) },
    });
    expect(noCarrier.body).toMatchObject({ code: 400, msg: RETURN_CARRIER_REQUIRED });

    const { body } = await call<{ refund_id: number; amount: string }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      form: { ...form, shipping_id: '1', refund_invoince_no: '7788', 'img[]': [png(100, 'older.png'), png(200, 'newer.png')] },
    });
    expect(body).toMatchObject({ code: 200, data: { amount: '200.00' } });
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 6, status: 0, statusBeforeAfterSales: 4 });
    const [request] = await ctx.db.select().from(refunds).where(eq(refunds.refundId, body.data.refund_id));
    expect(request).toMatchObject({ refundType: 2, reasonType: 5, goodsStatus: 1, shippingId: 1, refundInvoiceNo: '7788', refundInfo: '发错了颜色' });
    expect(request?.imgs).toHaveLength(1);
    expect(existsSync(path.join(ctx.config.dataDir, request?.imgs[0] as string))).toBe(true);
    const info = await call<{ shipping_name: string }>(ctx.app, 'GET', '/v1/order/refund_info', { key: buyer.key, query: { order_id: orderId } });
    expect(info.body.data.shipping_name).toBe('顺丰速运');
  });

  it('refuses a picture of 1 MB or more and changes nothing', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    const form = { order_id: String(orderId), goods_json: JSON.stringify([{ rec_id: recId, number: 1 }]), refund_type: '1', reason_type: '1' };
    const before = await countRows(ctx.db, ['refunds', 'refund_goods']);
    const atLimit = await call(ctx.app, 'POST', '/v1/order/refund', { key: buyer.key, form: { ...form, img: png(1_048_576) } });
    expect(atLimit).toMatchObject({ status: 400, body: { code: 400, msg: FILE_TOO_LARGE } });
    const far = await call(ctx.app, 'POST', '/v1/order/refund', { key: buyer.key, form: { ...form, img: png(1_200_000) } });
    expect(far).toMatchObject({ status: 413, body: { code: 413, msg: FILE_TOO_LARGE } });
    expect(await countRows(ctx.db, ['refunds', 'refund_goods'])).toEqual(before);
    expect((await orderOf(orderId))?.oStatus).toBe(1);
  });

  it('refuses nothing ticked, more than bought, a return before shipping, an unpaid order, another shopper’s order and one deleted for good', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    const one = (number: number) => JSON.stringify([{ rec_id: recId, number }]);
    expect((await apply(buyer.key, { order_id: orderId, goods_json: '[]' })).body).toMatchObject({ code: 400, msg: SELECT_AFTER_SALES_GOODS });
    expect((await apply(buyer.key, { order_id: orderId, goods_json: one(3) })).body).toMatchObject({ code: 400, msg: AFTER_SALES_QUANTITY_INVALID });
    const foreignLine = JSON.stringify([{ rec_id: recId + 100_000, number: 1 }]);
    expect((await apply(buyer.key, { order_id: orderId, goods_json: foreignLine })).body).toMatchObject({ code: 400, msg: SELECT_AFTER_SALES_GOODS });
    const early = await apply(buyer.key, { order_id: orderId, goods_json: one(1), refund_type: 2, shipping_id: 1, refund_invoince_no: '123' });
    expect(early.body).toMatchObject({ code: 400, msg: ORDER_ACTION_NOT_ALLOWED });

    const stranger = await createBuyer(ctx.db, ctx.config);
    expect(await apply(stranger.key, { order_id: orderId, goods_json: one(1) })).toMatchObject({ status: 404, body: { msg: ORDER_NOT_FOUND } });
    const info = await call(ctx.app, 'GET', '/v1/order/refund_info', { key: stranger.key, query: { order_id: orderId } });
    expect(info).toMatchObject({ status: 404, body: { msg: ORDER_NOT_FOUND } });

    const destroyed = await placePaid('card');
    await ctx.db.update(orders).set({ isDelete: 3 }).where(eq(orders.orderId, destroyed.orderId));
    const gone = await apply(destroyed.buyer.key, {
      order_id: destroyed.orderId,
      goods_json: JSON.stringify([{ rec_id: destroyed.recId, number: 1 }]),
    });
    expect(gone).toMatchObject({ status: 404, body: { msg: ORDER_NOT_FOUND } });

    const item = await createGoods(ctx.db);
    const unpaid = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } });
    const [unpaidLine] = await linesOf(unpaid.body.data.order_id);
    const refused = await apply(buyer.key, {
      order_id: unpaid.body.data.order_id,
      goods_json: JSON.stringify([{ rec_id: unpaidLine?.recId, number: 1 }]),
    });
    expect(refused.body).toMatchObject({ code: 400, msg: ORDER_ACTION_NOT_ALLOWED });
    expect((await orderOf(unpaid.body.data.order_id))?.oStatus).toBe(0);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await orderOf(orderId))?.oStatus).toBe(1);
  });

  it('applies once when two applications race', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    const goods_json = JSON.stringify([{ rec_id: recId, number: 1 }]);
    const results = await Promise.all([apply(buyer.key, { order_id: orderId, goods_json }), apply(buyer.key, { order_id: orderId, goods_json })]);
    expect(results.map((result) => result.body.code).sort()).toEqual([200, 400]);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });
});

describe('PUT /v1/order/cancel_refund', () => {
  it('withdraws an open request (status 3) and puts the order back; only while it is open', async () => {
    const { buyer, orderId, recId } = await placePaid('card');
    await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: recId, number: 1 }]) });
    const stranger = await createBuyer(ctx.db, ctx.config);
    expect((await call(ctx.app, 'PUT', '/v1/order/cancel_refund', { key: stranger.key, json: { order_id: orderId } })).status).toBe(404);
    const cancelled = await call(ctx.app, 'PUT', '/v1/order/cancel_refund', { key: buyer.key, json: { order_id: orderId } });
    expect(cancelled.body.code).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 1, statusBeforeAfterSales: null });
    const info = await call<{ status: number; status_label: string }>(ctx.app, 'GET', '/v1/order/refund_info', {
      key: buyer.key,
      query: { order_id: orderId },
    });
    expect(info.body.data).toMatchObject({ status: 3, status_label: '已撤销申请' });
    const again = await call(ctx.app, 'PUT', '/v1/order/cancel_refund', { key: buyer.key, form: { order_id: String(orderId) } });
    expect(again.body).toMatchObject({ code: 400, msg: ORDER_ACTION_NOT_ALLOWED });

    // A decided request cannot be withdrawn either.
    const reopened = await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: recId, number: 1 }]) });
    await decideAfterSales(ctx.db, gateway(), { refundId: reopened.body.data.refund_id, approve: false, now: ctx.clock.now() });
    expect((await call(ctx.app, 'PUT', '/v1/order/cancel_refund', { key: buyer.key, json: { order_id: orderId } })).body.code).toBe(400);
  });
});

describe('decideAfterSales', () => {
  const applyFor = async (placed: Awaited<ReturnType<typeof placePaid>>, number: number, extra: Record<string, unknown> = {}) => {
    const { body } = await apply(placed.buyer.key, {
      order_id: placed.orderId,
      goods_json: JSON.stringify([{ rec_id: placed.recId, number }]),
      ...extra,
    });
    expect(body.code).toBe(200);
    return body.data.refund_id;
  };

  it('approves a card-paid refund: the card is credited once with a log row, the units go back into stock', async () => {
    const placed = await placePaid('card');
    const refundId = await applyFor(placed, 1);
    const decision = await decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() });
    expect(decision).toMatchObject({ status: 1, amountFen: 10_000, payouts: [{ to: 'card', amountFen: 10_000 }] });
    // One of the two units is still paid for and owed: the order waits for shipment again.
    expect(await orderOf(placed.orderId)).toMatchObject({ oStatus: 1, status: 0, statusBeforeAfterSales: null });
    const [card] = await ctx.db.select().from(memberCards).where(eq(memberCards.userId, placed.buyer.user.id));
    expect(card?.balanceFen).toBe(100_000 - 20_000 + 10_000);
    const logs = await ctx.db
      .select()
      .from(cardLogs)
      .where(eq(cardLogs.cardId, card?.cardId as number));
    expect(logs.filter((log) => log.changeDesc === CARD_REFUND_DESC)).toEqual([
      expect.objectContaining({ changeFen: 10_000, orderId: placed.orderId }),
    ]);
    expect((await linesOf(placed.orderId))[0]?.refundNumber).toBe(1);
    // Never shipped, so the refunded unit is back on the shelf.
    expect(await stockOf(placed.item.goodsId)).toBe(10 - 2 + 1);
    await expect(decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() })).rejects.toMatchObject({
      msg: AFTER_SALES_CLOSED,
    });
  });

  it('approves a balance-paid refund into the balance with a log row; shipped goods refunded only stay out of stock', async () => {
    const placed = await placePaid('balance');
    await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '中通快递', invoiceNo: 'ZT1', now: ctx.clock.now() });
    const refundId = await applyFor(placed, 2);
    await decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() });
    expect((await ctx.db.select().from(users).where(eq(users.id, placed.buyer.user.id)))[0]?.userMoneyFen).toBe(100_000);
    const logs = await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, placed.buyer.user.id));
    expect(logs.filter((log) => log.shortChangeDesc === BALANCE_REFUND_DESC)).toEqual([
      expect.objectContaining({ changeFen: 20_000, balanceAfterFen: 100_000 }),
    ]);
    expect(await stockOf(placed.item.goodsId)).toBe(8);
  });

  it('restocks returned goods (return and refund of a shipped order)', async () => {
    const placed = await placePaid('card');
    await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF2', now: ctx.clock.now() });
    const refundId = await applyFor(placed, 2, { refund_type: 2, shipping_id: 1, refund_invoince_no: '5566' });
    await decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() });
    expect(await stockOf(placed.item.goodsId)).toBe(10);
  });

  it('refunds a gateway payment through the provider exactly once when two approvals race', async () => {
    const placed = await placePaid('gateway');
    const refundId = await applyFor(placed, 1);
    const outcomes = await Promise.allSettled([
      decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() }),
      decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [request] = await ctx.db.select().from(refunds).where(eq(refunds.refundId, refundId));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, placed.trade));
    const rows = await ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.paymentId as number));
    expect(rows).toEqual([expect.objectContaining({ refundNo: request?.refundSn, amountFen: 10_000, reason: 'after-sales', status: 'done' })]);
    expect(await gateway().refundsOf(placed.trade)).toEqual([{ refundNo: request?.refundSn, amountFen: 10_000 }]);
    expect((await linesOf(placed.orderId))[0]?.refundNumber).toBe(1);
  });

  it('sends money back where it came from: the gateway part first, the balance part last', async () => {
    const placed = await placePaid('balance+gateway');
    const refundId = await applyFor(placed, 2);
    const decision = await decideAfterSales(ctx.db, gateway(), { refundId, approve: true, now: ctx.clock.now() });
    expect(decision.payouts).toEqual([
      expect.objectContaining({ to: 'gateway', amountFen: 17_000, status: 'done' }),
      { to: 'balance', amountFen: 3_000 },
    ]);
    expect(await gateway().refundsOf(placed.trade)).toHaveLength(1);
    expect((await ctx.db.select().from(users).where(eq(users.id, placed.buyer.user.id)))[0]?.userMoneyFen).toBe(3_000);
  });

  it('refuses a request: status 2, the order back as before, no money moved', async () => {
    const placed = await placePaid('gateway');
    const refundId = await applyFor(placed, 1);
    const decision = await decideAfterSales(ctx.db, gateway(), { refundId, approve: false, now: ctx.clock.now() });
    expect(decision).toMatchObject({ status: 2, payouts: [] });
    expect(await orderOf(placed.orderId)).toMatchObject({ oStatus: 1, statusBeforeAfterSales: null });
    expect((await ctx.db.select().from(refunds).where(eq(refunds.refundId, refundId)))[0]?.status).toBe(2);
    expect(await gateway().refundsOf(placed.trade)).toEqual([]);
    expect((await linesOf(placed.orderId))[0]?.refundNumber).toBe(0);
    await expect(decideAfterSales(ctx.db, gateway(), { refundId: 2_000_000, approve: true, now: ctx.clock.now() })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('shows a refused request on the order detail at 已拒绝 (issue 30): the order unchanged, no refund order, not under 售后', async () => {
    const placed = await placePaid('card');
    const refundId = await applyFor(placed, 1);
    const decidedAt = ctx.clock.now();
    const { refundSn } = await decideAfterSales(ctx.db, gateway(), { refundId, approve: false, now: decidedAt });
    const detail = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: placed.buyer.key, query: { order_id: placed.orderId } });
    expect(detail.body.data).toMatchObject({
      o_status: 1,
      order_status: '待发货',
      refund_orders: [],
      refused_requests: [
        {
          refund_id: refundId,
          refund_sn: refundSn,
          refund_type: 1,
          refund_amount: '100.00',
          progress: {
            stage: 'refused',
            label: '已拒绝',
            steps: [
              { stage: 'applied', label: '申请中', reached: true },
              { stage: 'refused', label: '已拒绝', reached: true },
            ],
          },
          decided_time: formatOrderTime(decidedAt),
          goods_list: [expect.objectContaining({ rec_id: placed.recId, goods_number: 2, number: 1 })],
        },
      ],
    });
    const afterSalesTab = await call<OrderPage>(ctx.app, 'GET', '/v1/order/list', { key: placed.buyer.key, query: { o_status: 6 } });
    expect(afterSalesTab.body.data.list).toEqual([]);
  });
});

describe('a partial refund', () => {
  const operate = <T = unknown>(method: string, path: string, options: { json?: Record<string, unknown>; query?: Record<string, number> } = {}) =>
    call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorKey}` } });
  const toShip = async () =>
    (await operate<PendingWork>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } })).body.data.orders_to_ship.map((row) => row.order_id);

  it('leaves the rest of the order alive: the units still owed ship, a second request refunds them, and only then is the order 售后完成', async () => {
    // The scenario: a paid, unshipped order of 3 units; 1 unit refunded and approved by the operator.
    const placed = await placePaid('card', 3);
    const first = await apply(placed.buyer.key, { order_id: placed.orderId, goods_json: JSON.stringify([{ rec_id: placed.recId, number: 1 }]) });
    expect(first.body).toMatchObject({ code: 200, data: { amount: '100.00' } });
    const approved = await operate<RefundDecision>('POST', '/v1/operator/refunds/decide', {
      json: { refund_id: first.body.data.refund_id, approve: 1 },
    });
    expect(approved.body).toMatchObject({ code: 200, data: { status: 1, amount: 10_000 } });

    // The order is back where it was for the 2 units still paid for: pending shipment, listed for the operator.
    expect(await orderOf(placed.orderId)).toMatchObject({ oStatus: 1, statusBeforeAfterSales: null });
    expect(await toShip()).toContain(placed.orderId);
    const detail = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: placed.buyer.key, query: { order_id: placed.orderId } });
    expect(detail.body.data).toMatchObject({
      order_status: '待发货',
      view: { actions: ['applyAfterSales'] },
      goods_list: [expect.objectContaining({ goods_number: 3, refund_number: 1, shipped: false })],
      // The approved request is a refund order of its own (shopping §4 "5 and 6"): its number, 售后完成 and zero amount.
      refund_orders: [
        expect.objectContaining({
          refund_sn: first.body.data.refund_sn,
          o_status: 6,
          status: 1,
          order_status: '售后完成',
          order_amount: '0.00',
          refund_amount: '100.00',
          goods_list: [expect.objectContaining({ rec_id: placed.recId, number: 1 })],
        }),
      ],
    });

    const shipped = await operate<ShipResult>('POST', '/v1/operator/orders/ship', {
      json: { order_id: placed.orderId, shipping_id: 1, invoice_no: 'SF300300' },
    });
    expect(shipped.body).toMatchObject({ code: 200, data: { o_status: 4 } });
    expect(await toShip()).not.toContain(placed.orderId);

    // A second request for the 2 units left is accepted and gets what is left of the payment.
    const tooMany = await apply(placed.buyer.key, { order_id: placed.orderId, goods_json: JSON.stringify([{ rec_id: placed.recId, number: 3 }]) });
    expect(tooMany.body).toMatchObject({ code: 400, msg: AFTER_SALES_QUANTITY_INVALID });
    const second = await apply(placed.buyer.key, {
      order_id: placed.orderId,
      goods_json: JSON.stringify([{ rec_id: placed.recId, number: 2 }]),
      refund_type: 2,
      shipping_id: 1,
      refund_invoince_no: '7788',
    });
    expect(second.body).toMatchObject({ code: 200, data: { amount: '200.00' } });
    expect(await orderOf(placed.orderId)).toMatchObject({ oStatus: 6, status: 0, statusBeforeAfterSales: 4 });
    await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: second.body.data.refund_id, approve: 1 } });

    // Every unit refunded: now, and only now, the order itself is 售后完成; the card got all it paid back.
    expect(await orderOf(placed.orderId)).toMatchObject({ oStatus: 6, status: 1 });
    expect((await linesOf(placed.orderId))[0]?.refundNumber).toBe(3);
    const [card] = await ctx.db.select().from(memberCards).where(eq(memberCards.userId, placed.buyer.user.id));
    expect(card?.balanceFen).toBe(100_000);
    // The unit refunded before shipping and the 2 returned are all back on the shelf, and the stock audit agrees.
    expect(await stockOf(placed.item.goodsId)).toBe(10);
    expect((await operate<StockAudit>('GET', '/v1/operator/audit/stock')).body.data).toMatchObject({ drift: [], goods_drift: [] });
  });

  it('ships, confirms and refunds the lines of a two-line order independently; refused requests change nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 100_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { lines: [{ number: 2 }, { number: 1 }], paid: true });
    const byNumber = new Map((await linesOf(orderId)).map((line) => [line.goodsNumber, line.recId]));
    const [kept, gone] = [byNumber.get(2), byNumber.get(1)] as [number, number];
    // Refund the whole second line: the first still has to ship, so the order goes back to pending shipment.
    const request = await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: gone, number: 1 }]) });
    await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: request.body.data.refund_id, approve: 1 } });
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 1 });
    // A refused request puts the order back as it was.
    const refused = await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: kept, number: 1 }]) });
    await operate('POST', '/v1/operator/refunds/decide', { json: { refund_id: refused.body.data.refund_id, approve: 0 } });
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 1, statusBeforeAfterSales: null });
    // Shipping everything sends only the line still owed; the refunded line never leaves.
    const shipped = await operate<ShipResult>('POST', '/v1/operator/orders/ship', {
      json: { order_id: orderId, shipping_id: 1, invoice_no: 'SF301301' },
    });
    expect(shipped.body).toMatchObject({ code: 200, data: { o_status: 4 } });
    expect(Object.fromEntries((await linesOf(orderId)).map((line) => [line.recId, line.shipmentId !== null]))).toEqual({
      [kept]: true,
      [gone]: false,
    });
    const confirmed = await call(ctx.app, 'PUT', '/v1/order/confirm', { key: buyer.key, json: { order_id: orderId } });
    expect(confirmed.body.code).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ oStatus: 7 });
    expect((await operate<StockAudit>('GET', '/v1/operator/audit/stock')).body.data).toMatchObject({ drift: [], goods_drift: [] });
  });
});

describe("a refund order's progress", () => {
  const progressOf = async (key: string, orderId: number) => {
    const { body } = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key, query: { order_id: orderId } });
    const [refund] = body.data.refund_orders;
    return { label: refund?.progress.label, steps: refund?.progress.steps.map((step) => `${step.label}${step.reached ? '✓' : ''}`), refund };
  };

  it('follows a return: 申请中, 已收到退货 once the warehouse records the parcel, 已同意 while the gateway has not paid, then 已退款', async () => {
    const placed = await placePaid('gateway');
    await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF500', now: ctx.clock.now() });
    const trackingNo = String(ctx.clock.now().getTime());
    const applied = await apply(placed.buyer.key, {
      order_id: placed.orderId,
      goods_json: JSON.stringify([{ rec_id: placed.recId, number: 2 }]),
      refund_type: 2,
      goods_status: 1,
      shipping_id: 1,
      refund_invoince_no: trackingNo,
    });
    expect(applied.body.code, applied.body.msg).toBe(200);
    expect(await progressOf(placed.buyer.key, placed.orderId)).toMatchObject({
      label: '申请中',
      steps: ['申请中✓', '已收到退货', '已同意', '已退款'],
      refund: { refund_sn: applied.body.data.refund_sn, refund_amount: '200.00' },
    });

    const staff = await call<{ parcel_key: string }>(ctx.app, 'POST', '/v1/parcel/login', {
      json: { user_name: DEMO_ACCOUNTS.parcel.userName, password: DEMO_ACCOUNTS.parcel.password },
    });
    const recorded = await call(ctx.app, 'POST', '/v1/parcel/record', {
      json: { parcel_key: staff.body.data.parcel_key, user: DEMO_ACCOUNTS.parcel.userName, logistics_no: trackingNo },
    });
    expect(recorded.body.code, recorded.body.msg).toBe(200);
    expect(await progressOf(placed.buyer.key, placed.orderId)).toMatchObject({
      label: '已收到退货',
      steps: ['申请中✓', '已收到退货✓', '已同意', '已退款'],
    });

    // The shop approves while the gateway is down: the money is on its way, not back yet.
    const down: PaymentProvider = {
      ...gateway(),
      refund: async () => {
        throw new Error('connection reset');
      },
    };
    const decision = await decideAfterSales(ctx.db, down, {
      refundId: applied.body.data.refund_id,
      approve: true,
      now: ctx.clock.now(),
      logError: () => {},
    });
    expect(decision.payouts).toEqual([expect.objectContaining({ to: 'gateway', status: 'pending' })]);
    expect(await progressOf(placed.buyer.key, placed.orderId)).toMatchObject({
      label: '已同意',
      steps: ['申请中✓', '已收到退货✓', '已同意✓', '已退款'],
    });

    expect(await sendProviderRefund(ctx.db, gateway(), applied.body.data.refund_sn, { now: ctx.clock.now() })).toBe('done');
    expect(await progressOf(placed.buyer.key, placed.orderId)).toMatchObject({
      label: '已退款',
      steps: ['申请中✓', '已收到退货✓', '已同意✓', '已退款✓'],
      refund: { refund_amount: '200.00' },
    });
  });

  it('reads a refund paid back to a card as 已退款 at once', async () => {
    const placed = await placePaid('card');
    const applied = await apply(placed.buyer.key, { order_id: placed.orderId, goods_json: JSON.stringify([{ rec_id: placed.recId, number: 1 }]) });
    await decideAfterSales(ctx.db, gateway(), { refundId: applied.body.data.refund_id, approve: true, now: ctx.clock.now() });
    expect(await progressOf(placed.buyer.key, placed.orderId)).toMatchObject({ label: '已退款', steps: ['申请中✓', '已同意✓', '已退款✓'] });
  });
});

describe('the order list’s 售后 tab', () => {
  const decide = (refundId: number, approve: 0 | 1) =>
    call(ctx.app, 'POST', '/v1/operator/refunds/decide', {
      json: { refund_id: refundId, approve },
      headers: { authorization: `Bearer ${ctx.operatorKey}` },
    });

  it('lists a partly refunded order with its refund order while the rest waits under 待发货; a refused request lists nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 100_000 });
    const askBack = async (orderId: number, recId: number, number: number) => {
      const { body } = await apply(buyer.key, { order_id: orderId, goods_json: JSON.stringify([{ rec_id: recId, number }]) });
      expect(body.code).toBe(200);
      return body.data;
    };
    const tab = async (oStatus: number) => {
      const { body } = await call<OrderPage>(ctx.app, 'GET', '/v1/order/list', { key: buyer.key, query: { o_status: oStatus } });
      expect(body.code).toBe(200);
      return body.data;
    };
    // The order: 3 units paid, 1 refunded and approved; the order is back to 待发货 for the other 2.
    const partly = await placeTestOrder(ctx, buyer.key, { lines: [{ number: 3 }], paid: true });
    const refund = await askBack(partly.orderId, partly.recIds[0] as number, 1);
    expect((await decide(refund.refund_id, 1)).body.code).toBe(200);
    expect(await orderOf(partly.orderId)).toMatchObject({ oStatus: 1 });
    // An order whose only request the shop refused, and a newer one whose request is still open (o_status 5).
    const refused = await placeTestOrder(ctx, buyer.key, { paid: true });
    expect((await decide((await askBack(refused.orderId, refused.recIds[0] as number, 1)).refund_id, 0)).body.code).toBe(200);
    const open = await placeTestOrder(ctx, buyer.key, { paid: true });
    await askBack(open.orderId, open.recIds[0] as number, 1);

    const afterSales = await tab(6);
    expect(afterSales.list.map((card) => card.order_id)).toEqual([open.orderId, partly.orderId]);
    expect(afterSales.total).toBe(2);
    expect(afterSales.list[1]).toMatchObject({
      o_status: 1,
      order_status: '待发货',
      refund_orders: [
        expect.objectContaining({ refund_sn: refund.refund_sn, o_status: 6, status: 1, order_status: '售后完成', order_amount: '0.00' }),
      ],
    });
    expect((await tab(1)).list.map((card) => card.order_id)).toEqual([refused.orderId, partly.orderId]);
  });
});

describe('a partial refund of a split order', () => {
  it('refunds one child in parts out of the payment made through the father, and leaves the father and the other child alone', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 12, balanceFen: 100_000 });
    const here = await createGoods(ctx.db, { sendAddressId: 1, skus: [[6_193, 10]] });
    const there = await createGoods(ctx.db, { sendAddressId: 2, skus: [[5_000, 10]] });
    const placed = await placeSplitOrder(ctx, buyer.user.id, [
      { goodsId: here.goodsId, number: 3 },
      { goodsId: there.goodsId, number: 2 },
    ]);
    const fatherId = placed.order_father_id;
    const paid = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: fatherId, pay_id: 8, card_number: 12 } });
    expect(paid.body.code, paid.body.msg).toBe(200);
    const children = await ctx.db.select().from(orders).where(eq(orders.orderFatherId, fatherId));
    const [child, other] = [children.find((row) => row.sendAddressId === 1), children.find((row) => row.sendAddressId === 2)] as [OrderRow, OrderRow];
    const [line] = await linesOf(child.orderId);
    const refundOf = async (number: number, extra: Record<string, unknown> = {}) => {
      const applied = await apply(buyer.key, { order_id: child.orderId, goods_json: JSON.stringify([{ rec_id: line?.recId, number }]), ...extra });
      expect(applied.body.code, applied.body.msg).toBe(200);
      return decideAfterSales(ctx.db, gateway(), { refundId: applied.body.data.refund_id, approve: true, now: ctx.clock.now() });
    };

    const first = await refundOf(1);
    expect(first).toMatchObject({ payouts: [{ to: 'card' }], order: { oStatus: 1, label: '待发货' } });
    expect(await orderOf(child.orderId)).toMatchObject({ oStatus: 1, status: 0 });
    expect(await orderOf(other.orderId)).toMatchObject({ oStatus: 1, status: 0 });
    expect(await orderOf(fatherId)).toMatchObject({ oStatus: 1, status: 0 });

    await shipOrder(ctx.db, { orderId: other.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF401', now: ctx.clock.now() });
    await shipOrder(ctx.db, { orderId: child.orderId, logisticsName: '顺丰速运', invoiceNo: 'SF402', now: ctx.clock.now() });
    const second = await refundOf(2, { refund_type: 2, shipping_id: 1, refund_invoince_no: '8899' });
    expect(second.order).toEqual({ oStatus: 6, label: '售后完成' });

    // The child got back exactly what it was charged, in two parts; the other child is untouched and still on its way.
    expect(first.amountFen + second.amountFen).toBe(child.moneyPaidFen);
    expect(await orderOf(other.orderId)).toMatchObject({ oStatus: 4 });
    const [card] = await ctx.db.select().from(memberCards).where(eq(memberCards.userId, buyer.user.id));
    expect(card?.balanceFen).toBe(100_000 - other.moneyPaidFen);
    expect(await stockOf(here.goodsId)).toBe(10);
    expect(await stockOf(there.goodsId)).toBe(8);
  });
});

describe('a payment that arrives after its order closed ', () => {
  it('is refunded through the gateway once, however often the notification is replayed', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const placed = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, pay_id: 16 } });
    const trade = tradeOf(placed.body.data.sign);
    await cancelAllExpiredOrders(ctx.db, new Date(ctx.clock.now().getTime() + 61 * 60_000));
    const { notice, result } = await notifyPaid(trade, 10_000);
    expect(result).toBe('refunded');
    const replay = await ctx.app.request('/v2/pay/notify/wxpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: notice.signature },
      body: notice.body,
    });
    expect(((await replay.json()) as { data: { result: string } }).data.result).toBe('replayed');
    expect((await notifyPaid(trade, 10_000)).result).toBe('ignored');
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, trade));
    const rows = await ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.paymentId as number));
    expect(rows).toEqual([expect.objectContaining({ reason: 'late-payment', amountFen: 10_000, status: 'done' })]);
    expect(await gateway().refundsOf(trade)).toHaveLength(1);
    expect(await orderOf(placed.body.data.order_id)).toMatchObject({ oStatus: 0, isDelete: 1 });
  });
});
