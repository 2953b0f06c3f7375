// WeChat Pay API v3 behind the payment interface (shopping §4 "Payment", pay_id 16), a small client on
// Node's crypto: Native payment (a `code_url` for the QR), every request signed with the merchant's key
// (WECHATPAY2-SHA256-RSA2048), notifications verified against the platform certificate and their
// resource decrypted with the API v3 key (AEAD_AES_256_GCM), order query and refund.
import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { RefundRefusedError, type ChannelGateway } from './payments';

/** The settings of a WeChat Pay merchant (README "Running in production"). */
export interface WechatPaySettings {
  mchId: string;
  appId: string;
  /** The 32-byte API v3 key that encrypts notification resources. */
  apiV3Key: string;
  /** The merchant API private key (PEM) and its certificate's serial number. */
  merchantPrivateKey: string;
  merchantSerialNo: string;
  /** The platform certificate (PEM) that signs notifications. */
  platformCertificate: string;
  /** The API base (default https://api.mch.weixin.qq.com). */
  apiBase?: string;
  /** Where WeChat Pay posts notifications: `<public origin>/v2/pay/notify/wxpay`. */
  notifyUrl: string;
}

interface Resource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** A platform certificate's serial as WeChat Pay writes it (upper-case hex, no colons). */
const serialOf = (certificate: string): string => new X509Certificate(certificate).serialNumber.replace(/:/g, '').toUpperCase();

export function createWechatPay(settings: WechatPaySettings): ChannelGateway {
  const apiBase = settings.apiBase ?? 'https://api.mch.weixin.qq.com';
  const platformKey: KeyObject = createPublicKey(settings.platformCertificate);
  const platformSerial = serialOf(settings.platformCertificate);

  /** The Authorization header of a request: method, path with query, time, nonce and body, signed (API v3 "签名生成"). */
  function authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(settings.merchantPrivateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${settings.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${settings.merchantSerialNo}"`;
  }

  async function request(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const response = await fetch(`${apiBase}${pathWithQuery}`, {
      method,
      headers: { authorization: authorization(method, pathWithQuery, body), accept: 'application/json', 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** The resource of a notification, decrypted with the API v3 key; undefined when it does not authenticate. */
  function decrypt(resource: Resource): unknown {
    if (resource.algorithm !== 'AEAD_AES_256_GCM') return undefined;
    try {
      const data = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(settings.apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
      return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
    } catch {
      return undefined;
    }
  }

  return {
    async createPayment(payment) {
      const { status, body } = await request('POST', '/v3/pay/transactions/native', {
        appid: settings.appId,
        mchid: settings.mchId,
        description: payment.subject,
        out_trade_no: payment.outTradeNo,
        notify_url: settings.notifyUrl,
        amount: { total: payment.amountFen, currency: 'CNY' },
      });
      if (status !== 200 || typeof body.code_url !== 'string')
        throw new Error(`WeChat Pay native order ${payment.outTradeNo}: ${status} ${String(body.code ?? '')} ${String(body.message ?? '')}`);
      return { code_url: body.code_url };
    },

    /** A notification signed by the platform certificate we hold, its resource decrypted; undefined otherwise. */
    verifyNotification(rawBody, headers) {
      const timestamp = headers['wechatpay-timestamp'];
      const nonce = headers['wechatpay-nonce'];
      const signature = headers['wechatpay-signature'];
      if (!timestamp || !nonce || !signature || headers['wechatpay-serial']?.toUpperCase() !== platformSerial) return undefined;
      const verified = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${rawBody}\n`).verify(platformKey, signature, 'base64');
      if (!verified) return undefined;
      let notice: { id?: unknown; event_type?: unknown; resource?: Resource };
      try {
        notice = JSON.parse(rawBody) as typeof notice;
      } catch {
        return undefined;
      }
      if (typeof notice.id !== 'string' || !notice.resource) return undefined;
      const trade = decrypt(notice.resource) as
        | { out_trade_no?: unknown; trade_state?: unknown; mchid?: unknown; amount?: { total?: unknown } }
        | undefined;
      if (!trade || typeof trade.out_trade_no !== 'string' || trade.mchid !== settings.mchId || !Number.isSafeInteger(trade.amount?.total))
        return undefined;
      return {
        eventId: `wxpay:${notice.id}`,
        outTradeNo: trade.out_trade_no,
        amountFen: trade.amount?.total as number,
        paid: notice.event_type === 'TRANSACTION.SUCCESS' && trade.trade_state === 'SUCCESS',
        payload: { id: notice.id, event_type: notice.event_type, trade },
      };
    },

    /** WeChat Pay stops resending on a 2xx; it reads no body. */
    acknowledgement: { contentType: 'application/json; charset=utf-8', body: '' },

    async query(outTradeNo) {
      const { status, body } = await request('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${settings.mchId}`);
      if (status !== 200) return undefined;
      return { outTradeNo, paid: body.trade_state === 'SUCCESS', amountFen: Number((body.amount as { total?: number } | undefined)?.total ?? 0) };
    },

    /** Refunds at most once per `refundNo` (out_refund_no); a 4xx is a refusal, anything else is tried again. */
    async refund(refund) {
      const { status, body } = await request('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.refundNo,
        amount: { refund: refund.amountFen, total: refund.tradeAmountFen, currency: 'CNY' },
      });
      const reason = `WeChat Pay refund ${refund.refundNo}: ${status} ${String(body.code ?? body.status ?? '')} ${String(body.message ?? '')}`;
      // A 4xx, or a refund WeChat Pay closed or could not pay, is final; an outage (5xx) is tried again.
      if ((status >= 400 && status < 500) || body.status === 'ABNORMAL' || body.status === 'CLOSED') throw new RefundRefusedError(reason);
      if (status !== 200) throw new Error(reason);
      return { refundNo: refund.refundNo, amountFen: refund.amountFen };
    },
  };
}

/** The WeChat Pay client: a payment channel and nothing more. */
export type WechatPayGateway = ChannelGateway;
