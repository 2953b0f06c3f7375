import { AFTER_SALES_CLOSED, AFTER_SALES_NOT_FOUND } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, callAsOperator, refused } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();

const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

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
    const pending = await callAsOperator<{ open_refunds: { refund_id: number }[] }>(ctx, 'GET', '/v1/operator/orders/pending', {
      query: { limit: 100 },
    });
    expect(pending.body.data.open_refunds.map((row) => row.refund_id)).toContain(refundId);

    const approved = await callAsOperator(ctx, 'POST', '/v1/operator/refunds/decide', { json: { refund_id: refundId, approve: 1 } });
    expect(approved.body).toMatchObject({
      code: 200,
      msg: '已退款',
      data: { refund_id: refundId, order_id: orderId, status: 1, payouts: [{ to: 'balance' }] },
    });
    const refunded = (approved.body.data as { amount: number }).amount;
    expect(await balanceOf(buyer.user.id)).toBe((before ?? 0) + refunded);
    expect((await callAsOperator(ctx, 'POST', '/v1/operator/refunds/decide', { json: { refund_id: refundId, approve: true } })).body).toEqual(
      refused(AFTER_SALES_CLOSED),
    );
    expect(await balanceOf(buyer.user.id)).toBe((before ?? 0) + refunded);
  });

  it('refuses: the order goes back to where it was and no money moves', async () => {
    const { buyer, orderId, refundId } = await requestRefund();
    const before = await balanceOf(buyer.user.id);
    const answer = await callAsOperator(ctx, 'POST', '/v1/operator/refunds/decide', { form: { refund_id: String(refundId), approve: '0' } });
    expect(answer.body).toMatchObject({ code: 200, msg: '已拒绝', data: { status: 2, payouts: [] } });
    expect((await orderOf(orderId))?.oStatus).toBe(1);
    expect(await balanceOf(buyer.user.id)).toBe(before);
    expect((await callAsOperator(ctx, 'POST', '/v1/operator/refunds/decide', { json: { refund_id: 999_999, approve: 1 } })).body).toEqual(
      refused(AFTER_SALES_NOT_FOUND, 404),
    );
  });
});
