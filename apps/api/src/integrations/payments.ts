// Payment gateways behind one interface: Alipay answers a cashier URL to redirect
// to, WeChat a `code_url` for a QR; both later send a signed notification to our notify endpoint.
import type { PaymentSign } from '@garden/contract';
import { PAY_IDS } from '@garden/domain';

/** The gateways a `pay_id` selects (shopping §9: 15 Alipay, 16 WeChat). */
export type PayChannel = 'alipay' | 'wxpay';

/** The channel of an online `pay_id`, or undefined for the member card and unknown ids. */
export function channelOf(payId: number): PayChannel | undefined {
  if (payId === PAY_IDS.alipay) return 'alipay';
  if (payId === PAY_IDS.wechat) return 'wxpay';
  return undefined;
}

export interface PaymentRequest {
  channel: PayChannel;
  /** Our unique trade number, echoed by the notification. */
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** Where the cashier sends the shopper back after paying (Alipay): a path of the shop (domain `isLocalPath`). */
  returnUrl?: string;
}

/** What the page needs to pay (shopping §7 `sign`): a cashier to redirect to, or a QR's content. */
export type { PaymentSign };

/** A verified notification: the gateway's event id, our trade number and what was paid. */
export interface PaymentNotification {
  eventId: string;
  outTradeNo: string;
  amountFen: number;
  paid: boolean;
  payload: Record<string, unknown>;
}

/** Money sent back on a paid trade; `refundNo` is our idempotency key with the gateway. */
export interface RefundRequest {
  channel: PayChannel;
  outTradeNo: string;
  refundNo: string;
  amountFen: number;
  /** What the trade took in all (WeChat Pay's refund names it beside the refund). */
  tradeAmountFen: number;
}

/** The gateway's confirmation of a refund (also for a repeated `refundNo`, which pays nothing twice). */
export interface RefundReceipt {
  refundNo: string;
  amountFen: number;
}

/** The gateway refused a refund: an unknown trade, more than was paid on it, or a `refundNo` reused for another refund. */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
}

/** The request headers of a notification, lower-case names (the signature travels in them for WeChat Pay and the sandbox). */
export type NotificationHeaders = Readonly<Record<string, string | undefined>>;

/** What a gateway must hear back for a notification it should not send again. */
export interface NotificationAck {
  contentType: string;
  body: string;
}

/** A trade as a real gateway's query answers it. */
export interface GatewayTrade {
  outTradeNo: string;
  paid: boolean;
  amountFen: number;
}

/**
 * One real gateway's client (integrations/alipay.ts, wechat-pay.ts): what `combineGateways` (real-payments.ts) puts
 * behind `PaymentProvider`, one client a channel.
 */
export interface ChannelGateway {
  createPayment(request: PaymentRequest): PaymentSign | Promise<PaymentSign>;
  /** The notification, if the gateway signed it for this shop; undefined for anything forged or malformed. */
  verifyNotification(rawBody: string, headers: NotificationHeaders): PaymentNotification | undefined;
  /** What the gateway must read back to stop resending a notification. */
  readonly acknowledgement: NotificationAck;
  query(outTradeNo: string): Promise<GatewayTrade | undefined>;
  /** Refunds at most once per `refundNo`; throws `RefundRefusedError` for a refusal, another error for an outage (tried again). */
  refund(request: RefundRequest): Promise<RefundReceipt>;
}

/** Which implementation answers: the sandbox (demo and tests) or the real gateways. */
export type ProviderKind = 'sandbox' | 'real';

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createPayment(request: PaymentRequest): Promise<PaymentSign>;
  /** Verifies the signature over the raw body; undefined for a forged or malformed notification. */
  verifyNotification(channel: PayChannel, rawBody: string, headers: NotificationHeaders): Promise<PaymentNotification | undefined>;
  /** The reply a channel's gateway expects once a notification is taken; none for the sandbox, which reads our envelope. */
  acknowledgement?(channel: PayChannel): NotificationAck;
  /** Asks the gateway how a trade stands, for a notification that is late (the sandbox notifies at once). */
  queryTrade?(channel: PayChannel, outTradeNo: string): Promise<{ paid: boolean; amountFen: number } | undefined>;
  /**
   * Sends money back on a paid trade, at most once per `refundNo`: asking again with the same request answers
   * the first receipt. Throws `RefundRefusedError` when the gateway refuses.
   */
  refund(request: RefundRequest): Promise<RefundReceipt>;
}
