// The sandbox gateway: behaves like Alipay and WeChat Pay, with pages served by our own
// server (/__sandbox/alipay/cashier, /__sandbox/wxpay/scan) and notifications signed with
// HMAC-SHA256 over the raw body. Its secret and its books (what was paid and refunded on each trade) are
// kept in the shop's database, as a real gateway keeps them on its side: every instance of the shop signs
// and verifies with the one secret and checks refunds against the one ledger, across restarts.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentSandboxLedger, paymentSandboxSecret } from '../db/schema/index';
import {
  RefundRefusedError,
  type NotificationHeaders,
  type PayChannel,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentSign,
  type RefundReceipt,
} from './payments';

/** The header carrying the sandbox notification's signature. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The notification body the sandbox gateway posts. */
export interface SandboxNotice {
  event_id: string;
  out_trade_no: string;
  amount_fen: number;
  trade_status: 'SUCCESS';
  channel: PayChannel;
}

export interface SandboxGateway extends PaymentProvider {
  /** The signed notification of a completed payment, as the gateway would post it (body and headers); the gateway books the money. */
  signNotice(channel: PayChannel, outTradeNo: string, amountFen: number): Promise<{ body: string; signature: string; headers: NotificationHeaders }>;
  /** The refunds the gateway made on a trade, oldest first. */
  refundsOf(outTradeNo: string): Promise<RefundReceipt[]>;
}

/** HMAC-SHA256 of `body` in hex. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox secret, created on first use. Two instances racing to create it both insert-or-skip and then
 * read the one row, so they agree. Read on every use rather than kept: `pnpm seed --reset` empties the table,
 * and every instance must then sign with the secret the next one creates.
 */
async function readSandboxSecret(db: Database): Promise<string> {
  const read = async () => (await db.select({ secret: paymentSandboxSecret.secret }).from(paymentSandboxSecret))[0]?.secret;
  const known = await read();
  if (known) return known;
  await db
    .insert(paymentSandboxSecret)
    .values({ secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const secret = await read();
  if (!secret) throw new Error('the payment sandbox secret was not created');
  return secret;
}

/** The trade a sandbox cashier or scan link opens (what the shopper would pay there); a payment with no link has none. */
export function sandboxTradeOf(sign: PaymentSign | null): string {
  if (!sign) throw new Error('a payment with no cashier or scan link');
  const trade = new URL('redirect_url' in sign ? sign.redirect_url : sign.code_url).searchParams.get('trade');
  if (!trade) throw new Error('not a sandbox link');
  return trade;
}

/**
 * A sandbox gateway keeping its secret and books in `db`, the shop's database; its cashier and scan links are
 * on `publicOrigin` (the config's, `GARDEN_PUBLIC_URL`), never the Host a request named. Each call uses the database on
 * its own, never inside the caller's transaction (a real gateway is another service; and PGlite, one connection,
 * would wait on the caller's transaction for ever), so the shop calls the gateway outside its transactions.
 */
export function createSandboxGateway(db: Database, publicOrigin = 'http://localhost'): SandboxGateway {
  const ledger = paymentSandboxLedger;
  return {
    kind: 'sandbox',
    async createPayment(request: PaymentRequest): Promise<PaymentSign> {
      const query = new URLSearchParams({ trade: request.outTradeNo });
      if (request.channel === 'alipay') {
        if (request.returnUrl) query.set('return_url', request.returnUrl);
        return { redirect_url: `${publicOrigin}/__sandbox/alipay/cashier?${query}` };
      }
      return { code_url: `${publicOrigin}/__sandbox/wxpay/scan?${query}` };
    },
    async verifyNotification(channel, rawBody, headers) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
      const expected = Buffer.from(signBody(await readSandboxSecret(db), rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return undefined;
      let notice: unknown;
      try {
        notice = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      if (!isNotice(notice) || notice.channel !== channel) return undefined;
      const result: PaymentNotification = {
        eventId: `${channel}:${notice.event_id}`,
        outTradeNo: notice.out_trade_no,
        amountFen: notice.amount_fen,
        paid: notice.trade_status === 'SUCCESS',
        payload: { ...notice },
      };
      return result;
    },
    async signNotice(channel, outTradeNo, amountFen) {
      const notice: SandboxNotice = { event_id: randomUUID(), out_trade_no: outTradeNo, amount_fen: amountFen, trade_status: 'SUCCESS', channel };
      const body = JSON.stringify(notice);
      // A trade is paid once, however many notifications the gateway sends about it (the partial unique index).
      await db.insert(ledger).values({ kind: 'paid', outTradeNo, amountFen }).onConflictDoNothing();
      const signature = signBody(await readSandboxSecret(db), body);
      return { body, signature, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } };
    },
    async refund({ outTradeNo, refundNo, amountFen }) {
      return db.transaction(async (tx): Promise<RefundReceipt> => {
        // The trade's paid row, locked: the refunds of one trade are checked and written one at a time, whatever
        // instance asks, so together they never exceed what was paid.
        const [paid] = await tx
          .select({ amountFen: ledger.amountFen })
          .from(ledger)
          .where(and(eq(ledger.kind, 'paid'), eq(ledger.outTradeNo, outTradeNo)))
          .for('update');
        const findRefund = async () =>
          (await tx.select({ outTradeNo: ledger.outTradeNo, amountFen: ledger.amountFen }).from(ledger).where(eq(ledger.refundNo, refundNo)))[0];
        /** A `refundNo` asked again answers the first receipt, if it is the same refund. */
        const repeated = (known: { outTradeNo: string; amountFen: number } | undefined): RefundReceipt => {
          if (known?.outTradeNo !== outTradeNo || known.amountFen !== amountFen)
            throw new RefundRefusedError(`refund ${refundNo} was made for another amount or trade`);
          return { refundNo, amountFen };
        };
        const known = await findRefund();
        if (known) return repeated(known);
        const [refunded] = await tx
          .select({ fen: sql<number>`coalesce(sum(${ledger.amountFen}), 0)::int` })
          .from(ledger)
          .where(and(eq(ledger.kind, 'refund'), eq(ledger.outTradeNo, outTradeNo)));
        const paidFen = paid?.amountFen ?? 0;
        const refundedFen = refunded?.fen ?? 0;
        if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || refundedFen + amountFen > paidFen) {
          throw new RefundRefusedError(`refund of ${amountFen} fen on ${outTradeNo}: ${paidFen} paid, ${refundedFen} refunded`);
        }
        const written = await tx
          .insert(ledger)
          .values({ kind: 'refund', outTradeNo, refundNo, amountFen })
          .onConflictDoNothing()
          .returning({ entryId: ledger.entryId });
        // Nothing written: the same `refundNo` was taken meanwhile on another trade, whose row this one did not lock.
        return written.length > 0 ? { refundNo, amountFen } : repeated(await findRefund());
      });
    },
    async refundsOf(outTradeNo) {
      const rows = await db
        .select({ refundNo: ledger.refundNo, amountFen: ledger.amountFen })
        .from(ledger)
        .where(and(eq(ledger.kind, 'refund'), eq(ledger.outTradeNo, outTradeNo)))
        .orderBy(asc(ledger.entryId));
      return rows.map((row) => ({ refundNo: row.refundNo as string, amountFen: row.amountFen }));
    },
  };
}

function isNotice(value: unknown): value is SandboxNotice {
  if (value === null || typeof value !== 'object') return false;
  const notice = value as Record<string, unknown>;
  return (
    typeof notice.event_id === 'string' &&
    notice.event_id.length > 0 &&
    notice.event_id.length <= 100 &&
    typeof notice.out_trade_no === 'string' &&
    Number.isSafeInteger(notice.amount_fen) &&
    notice.trade_status === 'SUCCESS'
  );
}

/** Whether the configured provider is the sandbox gateway, which also plays the gateway's own pages. */
export function isSandboxGateway(provider: PaymentProvider): provider is SandboxGateway {
  return provider.kind === 'sandbox' && 'signNotice' in provider;
}
