// The sandbox gateway as several instances of the shop see it: its secret and its books are in the shop's
// database, so instances with data folders of their own sign, verify and refund as one gateway.
import { NOTIFY_SIGNATURE_INVALID } from '@garden/domain';
import { randomUUID } from 'node:crypto';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '@garden/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSandboxSecret } from '../db/schema/index';
import type { AppConfig } from '../env';
import { createBuyer } from '../test/buying-factories';
import { createGoods, createSeededContext } from '../test/catalogue-factories';
import type { TestContext } from '../test/context';
import { call, type RequestTarget } from '../test/http';
import { RefundRefusedError, type RefundRequest } from './payments';
import { isSandboxGateway, SANDBOX_SIGNATURE_HEADER, type SandboxGateway, signBody } from './payments-sandbox';

let ctx: TestContext;
let other: Awaited<ReturnType<TestContext['secondInstance']>>;
let otherDir: string;
beforeAll(async () => {
  ctx = await createSeededContext();
  // Another instance, as on another machine: its own data folder and (on PostgreSQL) its own pool.
  otherDir = await mkdtemp(path.join(tmpdir(), 'garden-instance-b-'));
  other = await ctx.secondInstance({ dataDir: otherDir });
});
afterAll(async () => {
  await other.close();
  await rm(otherDir, { recursive: true, force: true });
  await ctx.close();
});

function gatewayOf(config: AppConfig): SandboxGateway {
  if (!isSandboxGateway(config.payments)) throw new Error('the test context has no sandbox gateway');
  return config.payments;
}
const [a, b] = [() => gatewayOf(ctx.config), () => gatewayOf(other.config)];

/** Posts a notification's raw body, as the gateway does: the signature is over these very bytes. */
async function notify(app: RequestTarget, body: string, signature: string) {
  const response = await app.request('/v2/pay/notify/wxpay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  });
  return (await response.json()) as Envelope<{ result: string } | null>;
}

/** A trade the gateway took `amountFen` on (its own books only: the refund checks need no order). */
async function paidTrade(gateway: SandboxGateway, amountFen = 10_000): Promise<string> {
  const trade = `T${randomUUID().replaceAll('-', '')}`;
  await gateway.signNotice('wxpay', trade, amountFen);
  return trade;
}

const refund = (gateway: SandboxGateway, outTradeNo: string, refundNo: string, amountFen: number) =>
  gateway.refund({ channel: 'wxpay', outTradeNo, refundNo, amountFen, tradeAmountFen: 10_000 } satisfies RefundRequest);

describe('the payment sandbox on several instances', () => {
  it('verifies through another instance, with a data folder of its own, a notification signed through this one', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const placed = await call<{ order_id: number; sign: { code_url: string } }>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 16 },
    });
    const trade = new URL(placed.body.data.sign.code_url).searchParams.get('trade') as string;

    const forged = JSON.stringify({ event_id: 'forged', out_trade_no: trade, amount_fen: 10_000, trade_status: 'SUCCESS', channel: 'wxpay' });
    expect(await notify(other.app, forged, signBody('guess', forged))).toMatchObject({ code: 400, msg: NOTIFY_SIGNATURE_INVALID });

    const notice = await a().signNotice('wxpay', trade, 10_000);
    const accepted = await notify(other.app, notice.body, notice.signature);
    expect(accepted).toMatchObject({ code: 200, data: { result: 'paid' } });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id));
    expect(order).toMatchObject({ oStatus: 1, moneyPaidFen: 10_000 });
    // Neither data folder holds the secret or the books.
    for (const dir of [ctx.config.dataDir, otherDir]) expect((await readdir(dir)).filter((name) => name.startsWith('payment-sandbox'))).toEqual([]);
  });

  it('checks a refund through one instance against what was refunded through the other', async () => {
    const trade = await paidTrade(a());
    expect(await refund(a(), trade, 'R-a', 6_000)).toEqual({ refundNo: 'R-a', amountFen: 6_000 });
    await expect(refund(b(), trade, 'R-b', 6_000)).rejects.toBeInstanceOf(RefundRefusedError);
    expect(await refund(b(), trade, 'R-b', 4_000)).toEqual({ refundNo: 'R-b', amountFen: 4_000 });
    await expect(refund(a(), trade, 'R-c', 1)).rejects.toBeInstanceOf(RefundRefusedError);
    expect(await a().refundsOf(trade)).toEqual([
      { refundNo: 'R-a', amountFen: 6_000 },
      { refundNo: 'R-b', amountFen: 4_000 },
    ]);
    // A trade the gateway never took money on has nothing to give back.
    await expect(refund(b(), 'T-never-paid', 'R-d', 1)).rejects.toBeInstanceOf(RefundRefusedError);
  });

  it('answers a repeated refund_no with the first receipt through either instance, and refuses it for another refund', async () => {
    const trade = await paidTrade(a());
    const elsewhere = await paidTrade(b());
    expect(await refund(a(), trade, 'R-again', 3_000)).toEqual({ refundNo: 'R-again', amountFen: 3_000 });
    expect(await refund(b(), trade, 'R-again', 3_000)).toEqual({ refundNo: 'R-again', amountFen: 3_000 });
    expect(await refund(a(), trade, 'R-again', 3_000)).toEqual({ refundNo: 'R-again', amountFen: 3_000 });
    await expect(refund(b(), trade, 'R-again', 2_000)).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(refund(b(), elsewhere, 'R-again', 3_000)).rejects.toBeInstanceOf(RefundRefusedError);
    expect(await b().refundsOf(trade)).toEqual([{ refundNo: 'R-again', amountFen: 3_000 }]);
    expect(await b().refundsOf(elsewhere)).toEqual([]);
  });

  it('never refunds more than was paid when both instances refund one trade at once', async () => {
    const trade = await paidTrade(a());
    const settled = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => refund(i % 2 === 0 ? a() : b(), trade, `R-race-${i}`, 3_000)));
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of settled) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RefundRefusedError);
    const refunds = await a().refundsOf(trade);
    expect(refunds.reduce((sum, entry) => sum + entry.amountFen, 0)).toBe(9_000);

    // The same refund_no through both at once pays once.
    const again = await paidTrade(b());
    const both = await Promise.all([refund(a(), again, 'R-both', 5_000), refund(b(), again, 'R-both', 5_000)]);
    expect(both).toEqual([
      { refundNo: 'R-both', amountFen: 5_000 },
      { refundNo: 'R-both', amountFen: 5_000 },
    ]);
    expect(await a().refundsOf(again)).toEqual([{ refundNo: 'R-both', amountFen: 5_000 }]);
  });

  it('agrees on one secret when both instances need it first at once', async () => {
    // As after `pnpm seed --reset`: no secret yet.
    await ctx.db.delete(paymentSandboxSecret);
    const [fromA, fromB] = await Promise.all([a().signNotice('wxpay', 'T-first-a', 100), b().signNotice('wxpay', 'T-first-b', 100)]);
    expect(await b().verifyNotification('wxpay', fromA.body, fromA.headers)).toMatchObject({ outTradeNo: 'T-first-a', paid: true });
    expect(await a().verifyNotification('wxpay', fromB.body, fromB.headers)).toMatchObject({ outTradeNo: 'T-first-b', paid: true });
    expect(await ctx.db.select().from(paymentSandboxSecret)).toHaveLength(1);
  });
});
