// The sandbox gateway: behaves like Alipay and WeChat Pay, with pages served by our own
// server (/__sandbox/alipay/cashier, /__sandbox/wxpay/scan) and notifications signed with
// HMAC-SHA256 over the raw body, using a secret kept in DATA_DIR. What was paid and refunded on each
// trade is kept in a ledger file beside the secret, so refunds are checked across restarts.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  signNotice(channel: PayChannel, outTradeNo: string, amountFen: number): { body: string; signature: string; headers: NotificationHeaders };
  /** The refunds the gateway made on a trade, oldest first. */
  refundsOf(outTradeNo: string): RefundReceipt[];
}

/** One line of the sandbox ledger: money the gateway took or gave back on a trade. */
type LedgerEntry =
  | { kind: 'paid'; outTradeNo: string; amountFen: number }
  | { kind: 'refund'; outTradeNo: string; refundNo: string; amountFen: number };

/**
 * The sandbox's books, one JSON line per entry. Reads and appends are synchronous, so within a process no two
 * refunds interleave between the check and the write.
 */
function createLedger(file: string) {
  return {
    read(): LedgerEntry[] {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as LedgerEntry);
    },
    append(entry: LedgerEntry): void {
      appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    },
  };
}

/** HMAC-SHA256 of `body` in hex. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The sandbox secret of a data folder, created on first use so every instance sharing it agrees. */
export function readSandboxSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payment-sandbox-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    // `wx`: when two instances race, the loser reads the winner's secret.
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/** A sandbox gateway signing with `secret` and keeping its books in `ledgerFile`. */
export function createSandboxGateway(secret: string, ledgerFile: string): SandboxGateway {
  const ledger = createLedger(ledgerFile);
  const refundsOf = (entries: LedgerEntry[], outTradeNo: string) =>
    entries.flatMap((entry) =>
      entry.kind === 'refund' && entry.outTradeNo === outTradeNo ? [{ refundNo: entry.refundNo, amountFen: entry.amountFen }] : [],
    );
  return {
    kind: 'sandbox',
    async createPayment(request: PaymentRequest): Promise<PaymentSign> {
      const query = new URLSearchParams({ trade: request.outTradeNo });
      if (request.channel === 'alipay') {
        if (request.returnUrl) query.set('return_url', request.returnUrl);
        return { redirect_url: `${request.origin}/__sandbox/alipay/cashier?${query}` };
      }
      return { code_url: `${request.origin}/__sandbox/wxpay/scan?${query}` };
    },
    verifyNotification(channel, rawBody, headers) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
      const expected = Buffer.from(signBody(secret, rawBody), 'hex');
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
    signNotice(channel, outTradeNo, amountFen) {
      const notice: SandboxNotice = { event_id: randomUUID(), out_trade_no: outTradeNo, amount_fen: amountFen, trade_status: 'SUCCESS', channel };
      const body = JSON.stringify(notice);
      // A trade is paid once, however many notifications the gateway sends about it.
      if (!ledger.read().some((entry) => entry.kind === 'paid' && entry.outTradeNo === outTradeNo))
        ledger.append({ kind: 'paid', outTradeNo, amountFen });
      const signature = signBody(secret, body);
      return { body, signature, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } };
    },
    async refund({ outTradeNo, refundNo, amountFen }) {
      const entries = ledger.read();
      const known = entries.find((entry) => entry.kind === 'refund' && entry.refundNo === refundNo);
      if (known) {
        if (known.outTradeNo !== outTradeNo || known.amountFen !== amountFen)
          throw new RefundRefusedError(`refund ${refundNo} was made for another amount or trade`);
        return { refundNo, amountFen };
      }
      const paid = entries.reduce((sum, entry) => (entry.kind === 'paid' && entry.outTradeNo === outTradeNo ? sum + entry.amountFen : sum), 0);
      const refunded = refundsOf(entries, outTradeNo).reduce((sum, entry) => sum + entry.amountFen, 0);
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || refunded + amountFen > paid) {
        throw new RefundRefusedError(`refund of ${amountFen} fen on ${outTradeNo}: ${paid} paid, ${refunded} refunded`);
      }
      ledger.append({ kind: 'refund', outTradeNo, refundNo, amountFen });
      return { refundNo, amountFen };
    },
    refundsOf: (outTradeNo) => refundsOf(ledger.read(), outTradeNo),
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

const gateways = new Map<string, SandboxGateway>();

/** The sandbox gateway of a data folder (one per folder, so its secret is read once). */
export function sandboxGatewayOf(dataDir: string): SandboxGateway {
  let gateway = gateways.get(dataDir);
  if (!gateway) {
    gateway = createSandboxGateway(readSandboxSecret(dataDir), path.join(dataDir, 'payment-sandbox-ledger.jsonl'));
    gateways.set(dataDir, gateway);
  }
  return gateway;
}
