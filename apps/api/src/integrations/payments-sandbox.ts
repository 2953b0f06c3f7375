// The sandbox gateway (issue 5): behaves like Alipay and WeChat Pay, with pages served by our own
// server (/__sandbox/alipay/cashier, /__sandbox/wxpay/scan) and notifications signed with
// HMAC-SHA256 over the raw body, using a secret kept in DATA_DIR.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PayChannel, PaymentNotification, PaymentProvider, PaymentRequest, PaymentSign } from './payments';

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
  /** The signed notification of a completed payment, as the gateway would post it. */
  signNotice(channel: PayChannel, outTradeNo: string, amountFen: number): { body: string; signature: string };
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

/** A sandbox gateway signing with `secret`. */
export function createSandboxGateway(secret: string): SandboxGateway {
  return {
    async createPayment(request: PaymentRequest): Promise<PaymentSign> {
      const query = new URLSearchParams({ trade: request.outTradeNo });
      if (request.channel === 'alipay') {
        if (request.returnUrl) query.set('return_url', request.returnUrl);
        return { redirect_url: `${request.origin}/__sandbox/alipay/cashier?${query}` };
      }
      return { code_url: `${request.origin}/__sandbox/wxpay/scan?${query}` };
    },
    verifyNotification(channel, rawBody, signature) {
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
      return { body, signature: signBody(secret, body) };
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

const gateways = new Map<string, SandboxGateway>();

/** The sandbox gateway of a data folder (one per folder, so its secret is read once). */
export function sandboxGatewayOf(dataDir: string): SandboxGateway {
  let gateway = gateways.get(dataDir);
  if (!gateway) {
    gateway = createSandboxGateway(readSandboxSecret(dataDir));
    gateways.set(dataDir, gateway);
  }
  return gateway;
}
