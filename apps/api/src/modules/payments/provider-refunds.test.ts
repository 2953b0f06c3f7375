import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, payments } from '../../db/schema/index';
import { RefundRefusedError, type PaymentProvider } from '../../integrations/payments';
import { createSandboxGateway } from '../../integrations/payments-sandbox';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { recordProviderRefund, retryProviderRefunds, sendProviderRefund } from './provider-refunds';
import { receiveNotification } from './payments';

const ctx = useSeededContext();

const gateway = () => createSandboxGateway(ctx.db);
const quiet = { logError: () => {} };

/** A WeChat payment of ¥100 the gateway took, and its row. */
async function paidTrade() {
  const buyer = await createBuyer(ctx.db, ctx.config);
  const item = await createGoods(ctx.db);
  const placed = await call<{ sign: { code_url: string } }>(ctx.app, 'POST', '/v2/order/done', {
    key: buyer.key,
    json: { gshp_id: item.goodsId, pay_id: 16 },
  });
  const trade = new URL(placed.body.data.sign.code_url).searchParams.get('trade') as string;
  const notice = await gateway().signNotice('wxpay', trade, 10_000);
  await receiveNotification(ctx.db, gateway(), 'wxpay', notice.body, notice.headers, ctx.clock.now());
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, trade));
  return payment as typeof payments.$inferSelect;
}

async function record(payment: typeof payments.$inferSelect, refundNo: string, amountFen: number) {
  return ctx.db.transaction((tx) =>
    recordProviderRefund(tx, { refundNo, paymentId: payment.paymentId, amountFen, reason: 'after-sales' }, ctx.clock.now()),
  );
}

const statusOf = async (refundNo: string) => (await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo)))[0]?.status;

describe('provider refunds', () => {
  it('records a refund_no once and pays it once, even when sent twice at once', async () => {
    const payment = await paidTrade();
    expect(await record(payment, 'R-once', 4_000)).toBe(true);
    expect(await record(payment, 'R-once', 4_000)).toBe(false);
    const sent = await Promise.all([
      sendProviderRefund(ctx.db, gateway(), 'R-once', { now: ctx.clock.now() }),
      sendProviderRefund(ctx.db, gateway(), 'R-once', { now: ctx.clock.now() }),
    ]);
    expect(sent).toEqual(['done', 'done']);
    expect(await gateway().refundsOf(payment.outTradeNo)).toEqual([{ refundNo: 'R-once', amountFen: 4_000 }]);
  });

  it('keeps a refund pending while the gateway is down and sends it on the next retry', async () => {
    const payment = await paidTrade();
    await record(payment, 'R-retry', 10_000);
    let calls = 0;
    const down: PaymentProvider = {
      ...gateway(),
      refund: async () => {
        calls += 1;
        throw new Error('connection reset');
      },
    };
    expect(await sendProviderRefund(ctx.db, down, 'R-retry', { now: ctx.clock.now(), ...quiet })).toBe('pending');
    expect(calls).toBe(1);
    expect(await statusOf('R-retry')).toBe('pending');
    expect(await retryProviderRefunds(ctx.db, gateway(), { now: ctx.clock.now(), ...quiet })).toBeGreaterThanOrEqual(1);
    expect(await statusOf('R-retry')).toBe('done');
    expect(await gateway().refundsOf(payment.outTradeNo)).toEqual([{ refundNo: 'R-retry', amountFen: 10_000 }]);
  });

  it('marks a refund the gateway refuses (more than was paid) and does not retry it', async () => {
    const payment = await paidTrade();
    await record(payment, 'R-first', 6_000);
    await record(payment, 'R-over', 6_000);
    expect(await sendProviderRefund(ctx.db, gateway(), 'R-first', { now: ctx.clock.now() })).toBe('done');
    const errors: unknown[] = [];
    expect(await sendProviderRefund(ctx.db, gateway(), 'R-over', { now: ctx.clock.now(), logError: (error) => errors.push(error) })).toBe('refused');
    expect(errors).toEqual([expect.any(RefundRefusedError)]);
    await retryProviderRefunds(ctx.db, gateway(), { now: ctx.clock.now(), ...quiet });
    expect(await statusOf('R-over')).toBe('refused');
    expect(await gateway().refundsOf(payment.outTradeNo)).toEqual([{ refundNo: 'R-first', amountFen: 6_000 }]);
  });
});
