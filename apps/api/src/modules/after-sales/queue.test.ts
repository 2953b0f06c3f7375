// The back office's after-sales queue (issue 32 "After-sales"): 客服 and 财务 work it, the other roles are refused;
// a return shows 已收到退货 once the warehouse recorded its parcel; a partial refund leaves the rest to ship; a
// refusal says why to the shopper. Every decision is in the audit trail, a refused one changes nothing.
import { type AfterSalesInfo, type AfterSalesQueuePage, endpoints, type Order } from '@garden/contract';
import { AFTER_SALES_STATE_INVALID, OPERATOR_FORBIDDEN, REFUSE_REASON_REQUIRED, REFUSE_REASON_TOO_LONG, USER_NOT_FOUND } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, orderGoods, orders, refunds } from '../../db/schema/index';
import { DEMO_RETURN_TRACKING_NO } from '../../seed/build-orders';
import { DEMO_ACCOUNTS } from '../../seed/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { callOperator, useOperatorsOfRoles } from '../../test/operator-calls';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();
const as = useOperatorsOfRoles(ctx, ['客服', '财务', '仓库', '运营']);

const refundRow = async (refundId: number) => (await ctx.db.select().from(refunds).where(eq(refunds.refundId, refundId)))[0];
const orderRow = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const auditOf = (refundId: number) =>
  ctx.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, 'refund'), eq(operatorAudit.targetId, String(refundId))));

/** A paid two-line order (from the balance) with a refund-only request for one unit of its first line. */
async function requestPartialRefund() {
  const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
  const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { paid: true, lines: [{ number: 2 }, {}] });
  const applied = await call<{ refund_id: number }>(ctx.app, 'POST', endpoints.applyForAfterSales.path, {
    key: buyer.key,
    json: { order_id: orderId, goods_json: [{ rec_id: recIds[0], number: 1 }], refund_type: 1, reason_type: 2 },
  });
  expect(applied.body.code).toBe(200);
  return { buyer, orderId, recIds, refundId: applied.body.data.refund_id };
}

describe('GET /v1/operator/refunds', () => {
  it('lists the open requests oldest first with their lines and orders, to 客服 and 财务 only', async () => {
    const { orderId, refundId } = await requestPartialRefund();
    for (const role of ['客服', '财务'] as const) {
      const page = await callOperator<AfterSalesQueuePage>(as(role), 'listAfterSales', { limit: 100 });
      expect(page.body.code).toBe(200);
      const row = page.body.data.list.find((item) => item.refund_id === refundId);
      expect(row).toMatchObject({
        state_label: '售后处理中',
        refund_type_label: '仅退款',
        reason_label: '质量问题或破损',
        lines: [{ number: 1 }],
        order: { order_id: orderId, o_status: 5 },
      });
      expect(Number(row?.amount)).toBeGreaterThan(0);
      const times = page.body.data.list.map((item) => item.add_time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    for (const role of ['仓库', '运营'] as const)
      expect((await callOperator(as(role), 'listAfterSales')).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
  });

  it('shows a return as 已收到退货 once the warehouse recorded its parcel, and counts each state', async () => {
    const [awaited] = await ctx.db.select().from(refunds).where(eq(refunds.refundInvoiceNo, DEMO_RETURN_TRACKING_NO));
    const before = await callOperator<AfterSalesQueuePage>(as('客服'), 'listAfterSales', { state: 'awaitingReturn' });
    expect(before.body.data.list.map((item) => item.refund_id)).toContain(awaited?.refundId);
    expect(before.body.data.list.every((item) => item.state_label === '待收退货')).toBe(true);

    const staff = await call<{ parcel_key: string }>(ctx.app, 'POST', endpoints.signInParcelStaff.path, {
      json: { user_name: DEMO_ACCOUNTS.parcel.userName, password: DEMO_ACCOUNTS.parcel.password },
    });
    const recorded = await call(ctx.app, 'POST', endpoints.recordParcel.path, {
      json: { parcel_key: staff.body.data.parcel_key, user: DEMO_ACCOUNTS.parcel.userName, logistics_no: DEMO_RETURN_TRACKING_NO },
    });
    expect(recorded.body.code).toBe(200);

    const received = await callOperator<AfterSalesQueuePage>(as('财务'), 'listAfterSales', { state: 'received' });
    const row = received.body.data.list.find((item) => item.refund_id === awaited?.refundId);
    expect(row).toMatchObject({ state_label: '已收到退货', refund_invoice_no: DEMO_RETURN_TRACKING_NO, received_at: expect.any(Number) });
    const counts = Object.fromEntries(received.body.data.counts.map(({ state, count }) => [state, count]));
    expect(counts.received).toBe(received.body.data.total);
    expect(counts.open).toBe(
      (counts.awaitingReturn ?? 0) + (counts.received ?? 0) + (await ctx.db.$count(refunds, and(eq(refunds.status, 0), eq(refunds.refundType, 1)))),
    );
    expect(counts.all).toBe(await ctx.db.$count(refunds));

    const byNumber = await callOperator<AfterSalesQueuePage>(as('客服'), 'listAfterSales', { state: 'all', order_sn: row?.order.order_sn });
    expect(byNumber.body.data.list.map((item) => item.refund_id)).toEqual([awaited?.refundId]);
  });

  it('refuses an unknown state with the domain’s words', async () => {
    expect((await callOperator(as('客服'), 'listAfterSales', { state: 'lost' })).body).toEqual(refused(AFTER_SALES_STATE_INVALID));
  });
});

describe('POST /v1/operator/refunds/decide from the queue', () => {
  it('客服 approves a partial refund: the order serves its other units again, one audit row; 仓库 may not', async () => {
    const { orderId, recIds, refundId } = await requestPartialRefund();
    expect((await callOperator(as('仓库'), 'decideRefund', { refund_id: refundId, approve: 1 })).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
    expect(await refundRow(refundId)).toMatchObject({ status: 0 });
    expect(await auditOf(refundId)).toEqual([]);

    const approved = await callOperator(as('客服'), 'decideRefund', { refund_id: refundId, approve: 1 });
    expect(approved.body).toMatchObject({ code: 200, msg: '已退款', data: { status: 1, o_status: 1 } });
    expect(await orderRow(orderId)).toMatchObject({ oStatus: 1, status: 0 });
    const lines = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
    expect(lines.find((line) => line.recId === recIds[0])).toMatchObject({ refundNumber: 1, shipmentId: null });
    // Three units bought, one refunded: two still to ship.
    expect(lines.reduce((owed, line) => owed + line.goodsNumber - line.refundNumber, 0)).toBe(2);
    const [row, ...more] = await auditOf(refundId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'decideRefund',
      operatorId: as('客服').id,
      before: expect.objectContaining({ status: 0 }),
      after: expect.objectContaining({ status: 1, refuse_reason: '' }),
    });
  });

  it('refuses with a reason the shopper reads; a blank or too long reason changes nothing', async () => {
    const { buyer, orderId, refundId } = await requestPartialRefund();
    for (const [reason, message] of [
      ['   ', REFUSE_REASON_REQUIRED],
      ['久'.repeat(201), REFUSE_REASON_TOO_LONG],
    ] as const) {
      expect((await callOperator(as('财务'), 'decideRefund', { refund_id: refundId, approve: 0, reason })).body).toEqual(refused(message));
    }
    expect(await refundRow(refundId)).toMatchObject({ status: 0, refuseReason: '' });
    expect(await orderRow(orderId)).toMatchObject({ oStatus: 5 });
    expect(await auditOf(refundId)).toEqual([]);

    const refusedNow = await callOperator(as('客服'), 'decideRefund', { refund_id: refundId, approve: 0, reason: ' 商品已签收超过 7 天 ' });
    expect(refusedNow.body).toMatchObject({ code: 200, msg: '已拒绝', data: { status: 2 } });
    expect(await orderRow(orderId)).toMatchObject({ oStatus: 1 });
    const seen = await call<AfterSalesInfo>(ctx.app, 'GET', endpoints.readAfterSales.path, { key: buyer.key, query: { order_id: orderId } });
    expect(seen.body.data).toMatchObject({ status: 2, status_label: '商家已拒绝', refuse_reason: '商品已签收超过 7 天' });
    const order = await call<Order>(ctx.app, 'GET', endpoints.readOrder.path, { key: buyer.key, query: { order_id: orderId } });
    expect(order.body.data.refused_requests).toMatchObject([{ refund_id: refundId, refuse_reason: '商品已签收超过 7 天' }]);
    const [row] = await auditOf(refundId);
    expect(row?.after).toMatchObject({ status: 2, refuse_reason: '商品已签收超过 7 天' });
    const queue = await callOperator<AfterSalesQueuePage>(as('客服'), 'listAfterSales', { state: 'refused' });
    expect(queue.body.data.list[0]).toMatchObject({ refund_id: refundId, refuse_reason: '商品已签收超过 7 天' });
  });
});

describe('GET /v1/operator/users/balance', () => {
  it('shows 财务 a shopper’s balance and ledger, newest first; 客服 may not; an unknown shopper is 404', async () => {
    const { buyer } = await requestPartialRefund();
    const ledger = await callOperator<{ user_id: number; user_money: string; list: { amount: string }[]; total: number }>(
      as('财务'),
      'readShopperBalance',
      {
        user_id: buyer.user.id,
      },
    );
    expect(ledger.body).toMatchObject({ code: 200, data: { user_id: buyer.user.id, total: expect.any(Number) } });
    expect(ledger.body.data.list.length).toBeGreaterThan(0);
    expect((await callOperator(as('客服'), 'readShopperBalance', { user_id: buyer.user.id })).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
    expect((await callOperator(as('财务'), 'readShopperBalance', { user_id: 99_999_999 })).body).toEqual(refused(USER_NOT_FOUND, 404));
    expect((await callOperator(as('财务'), 'readShopperBalance', {})).body.code).toBe(400);
  });
});
