// Money sent back through the payment gateway : the refund is
// first written to `payment_refunds` in the transaction that decides it, then sent to the gateway after
// the commit. `refund_no` is the row's key and the gateway's idempotency key, so a retry after a crash or a
// failed call never pays out twice.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema/index';
import { channelOf, RefundRefusedError, type PaymentProvider } from '../../integrations/payments';
import { logError } from '../../platform/logger';
import { refunds } from '../../platform/metrics';

/** Why money goes back through the gateway. */
export type ProviderRefundReason = 'after-sales' | 'late-payment';

export interface ProviderRefund {
  refundNo: string;
  paymentId: number;
  amountFen: number;
  reason: ProviderRefundReason;
}

/**
 * Writes a gateway refund in the caller's transaction, pending until the gateway confirms it. A `refund_no`
 * written before is left as it is; returns whether this call wrote it.
 */
export async function recordProviderRefund(tx: Database, refund: ProviderRefund, now: Date): Promise<boolean> {
  const written = await tx
    .insert(paymentRefunds)
    .values({ ...refund, status: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning({ refundNo: paymentRefunds.refundNo });
  return written.length > 0;
}

/**
 * Where a gateway refund stands after trying to send it: done, pending (the call failed; it is tried again) or
 * refused by the gateway (never tried again; reported for a person to look at).
 */
export type ProviderRefundStatus = 'done' | 'pending' | 'refused';

/**
 * Sends one pending refund to the gateway and marks it done; a refund no longer pending is not sent again. The
 * gateway is called outside any transaction: no connection is held while an outside service answers (and the
 * sandbox gateway keeps its books in this same database, which on PGlite's one connection would wait on ours for
 * ever). Two senders at once may then both ask the gateway; `refund_no` is its idempotency key, so it pays once
 * and answers both alike, and only the first answer is written. A failed call leaves the row pending for
 * `retryProviderRefunds`; a refusal marks it refused. Both are reported to `logError` (default the log).
 */
export async function sendProviderRefund(
  db: Database,
  provider: PaymentProvider,
  refundNo: string,
  options: { now: Date; logError?: (error: unknown) => void },
): Promise<ProviderRefundStatus> {
  try {
    const [row] = await db
      .select({
        status: paymentRefunds.status,
        amountFen: paymentRefunds.amountFen,
        outTradeNo: payments.outTradeNo,
        payId: payments.payId,
        tradeAmountFen: payments.amountFen,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.paymentId, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.refundNo, refundNo));
    if (!row) throw new Error(`no provider refund ${refundNo}`);
    if (row.status !== 'pending') return row.status as ProviderRefundStatus;
    let status: ProviderRefundStatus = 'done';
    try {
      const channel = channelOf(row.payId);
      if (!channel) throw new RefundRefusedError(`refund ${refundNo}: payment ${row.outTradeNo} went through no gateway (pay_id ${row.payId})`);
      await provider.refund({ channel, outTradeNo: row.outTradeNo, refundNo, amountFen: row.amountFen, tradeAmountFen: row.tradeAmountFen });
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) throw error;
      (options.logError ?? logError)(error);
      status = 'refused';
    }
    const [written] = await db
      .update(paymentRefunds)
      .set({ status, finishedAt: options.now })
      .where(and(eq(paymentRefunds.refundNo, refundNo), eq(paymentRefunds.status, 'pending')))
      .returning({ status: paymentRefunds.status });
    refunds.inc({ outcome: status });
    if (written) return status;
    const [settled] = await db.select({ status: paymentRefunds.status }).from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo));
    return settled?.status as ProviderRefundStatus;
  } catch (error) {
    refunds.inc({ outcome: 'failed' });
    (options.logError ?? logError)(error);
    return 'pending';
  }
}

/** Sends every refund still pending (a failed call or a crash before sending), oldest first; returns how many are done. */
export async function retryProviderRefunds(
  db: Database,
  provider: PaymentProvider,
  options: { now: Date; logError?: (error: unknown) => void },
): Promise<number> {
  const pending = await db
    .select({ refundNo: paymentRefunds.refundNo })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'pending'))
    .orderBy(asc(paymentRefunds.createdAt));
  let done = 0;
  for (const { refundNo } of pending) {
    if ((await sendProviderRefund(db, provider, refundNo, options)) === 'done') done += 1;
  }
  return done;
}
