// Alipay behind the payment interface (shopping §4 "Payment", pay_id 15), with the official alipay-sdk:
// computer-website payment (alipay.trade.page.pay) as a redirect, the asynchronous notification verified
// with Alipay's public key (RSA2) on the form body it posted, alipay.trade.query for a late notification,
// alipay.trade.refund, and alipay.fund.trans.uni.transfer for withdrawals. Amounts cross as yuan text.
import { formatYuan, fromFen, toFen } from '@garden/domain';
import { AlipaySdk } from 'alipay-sdk';
import { RefundRefusedError, type ChannelGateway, type PaymentNotification, type PaymentRequest, type PaymentSign } from './payments';

/** The settings of an Alipay app (README "Running in production"). */
export interface AlipaySettings {
  appId: string;
  /** The app's RSA private key (PEM, PKCS#8 or PKCS#1). */
  privateKey: string;
  /** Alipay's public key for this app (PEM): notifications and replies are checked against it. */
  alipayPublicKey: string;
  /** The gateway (default https://openapi.alipay.com/gateway.do; the sandbox environment has its own). */
  gateway?: string;
  /** Where Alipay posts notifications: `<public origin>/v2/pay/notify/alipay`. */
  notifyUrl: string;
}

/** A transfer to an Alipay account (withdrawals, shopping §4): `outBizNo` is our idempotency key. */
export interface AlipayTransfer {
  outBizNo: string;
  amountFen: number;
  /** The payee's Alipay login (e-mail or mobile) and real name; Alipay refuses a name that does not match. */
  payeeAccount: string;
  payeeName: string;
  title: string;
}

export type AlipayTransferResult = { status: 'paid'; orderId: string } | { status: 'refused'; reason: string };

/** Alipay's answer codes: 10000 success; 20000 its service was unavailable (try again later). */
const SUCCESS = '10000';
const UNAVAILABLE = '20000';

const yuan = (fen: number) => formatYuan(fromFen(fen));
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

interface AlipayResult {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/** The Alipay client: a payment channel (its cashier page answered at once, its notification a form needing no headers) that also pays withdrawals. */
export interface AlipayGateway extends ChannelGateway {
  createPayment(request: PaymentRequest): PaymentSign;
  verifyNotification(rawBody: string): PaymentNotification | undefined;
  transfer(transfer: AlipayTransfer): Promise<AlipayTransferResult>;
}

export function createAlipay(settings: AlipaySettings): AlipayGateway {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    alipayPublicKey: settings.alipayPublicKey,
    keyType: settings.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    gateway: settings.gateway,
    signType: 'RSA2',
    camelcase: false,
  });
  // Every reply is checked against Alipay's key: a forged "refunded" must not close our books.
  const call = async (method: string, bizContent: Record<string, unknown>): Promise<AlipayResult> =>
    (await sdk.exec(method, { bizContent }, { validateSign: true })) as AlipayResult;
  const failure = (result: AlipayResult) => `${result.code} ${result.sub_code ?? result.msg ?? ''} ${result.sub_msg ?? ''}`.trim();

  return {
    /** The cashier page to redirect the shopper to. */
    createPayment(request) {
      const url = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: request.outTradeNo,
          total_amount: yuan(request.amountFen),
          subject: request.subject,
          product_code: 'FAST_INSTANT_TRADE_PAY',
        },
        notifyUrl: settings.notifyUrl,
        // On the public origin Alipay notifies, never the Host a request named.
        ...(request.returnUrl ? { returnUrl: new URL(request.returnUrl, settings.notifyUrl).toString() } : {}),
      });
      return { redirect_url: url };
    },

    /** The posted form, if Alipay signed it for this app; undefined for anything forged or malformed. */
    verifyNotification(rawBody) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      if (fields.app_id !== settings.appId || !fields.notify_id || !fields.out_trade_no || !fields.total_amount) return undefined;
      let valid = false;
      try {
        valid = sdk.checkNotifySignV2(fields);
      } catch {
        valid = false;
      }
      if (!valid) return undefined;
      let amountFen: number;
      try {
        amountFen = toFen(fields.total_amount);
      } catch {
        return undefined;
      }
      return {
        eventId: `alipay:${fields.notify_id}`,
        outTradeNo: fields.out_trade_no,
        amountFen,
        paid: PAID_STATES.has(fields.trade_status ?? ''),
        payload: fields,
      };
    },

    /** Alipay stops resending once it reads `success`. */
    acknowledgement: { contentType: 'text/plain; charset=utf-8', body: 'success' },

    async query(outTradeNo) {
      const result = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (result.code !== SUCCESS) return undefined;
      return { outTradeNo, paid: PAID_STATES.has(String(result.trade_status)), amountFen: toFen(String(result.total_amount)) };
    },

    /** Refunds at most once per `refundNo` (Alipay's out_request_no); a refusal is final, an outage is retried. */
    async refund(request) {
      const result = await call('alipay.trade.refund', {
        out_trade_no: request.outTradeNo,
        refund_amount: yuan(request.amountFen),
        out_request_no: request.refundNo,
      });
      if (result.code === UNAVAILABLE) throw new Error(`alipay.trade.refund ${request.refundNo}: ${failure(result)}`);
      if (result.code !== SUCCESS) throw new RefundRefusedError(`alipay.trade.refund ${request.refundNo}: ${failure(result)}`);
      return { refundNo: request.refundNo, amountFen: request.amountFen };
    },

    async transfer(transfer) {
      const result = await call('alipay.fund.trans.uni.transfer', {
        out_biz_no: transfer.outBizNo,
        trans_amount: yuan(transfer.amountFen),
        product_code: 'TRANS_ACCOUNT_NO_PWD',
        biz_scene: 'DIRECT_TRANSFER',
        order_title: transfer.title,
        payee_info: { identity: transfer.payeeAccount, identity_type: 'ALIPAY_LOGON_ID', name: transfer.payeeName },
      });
      if (result.code === UNAVAILABLE) throw new Error(`alipay.fund.trans.uni.transfer ${transfer.outBizNo}: ${failure(result)}`);
      if (result.code !== SUCCESS || result.status !== 'SUCCESS')
        return { status: 'refused', reason: String(result.sub_msg ?? result.msg ?? result.status) };
      return { status: 'paid', orderId: String(result.order_id) };
    },
  };
}
