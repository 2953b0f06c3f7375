// The real gateways as one payment provider: each channel goes to its own client.
import type { AlipayGateway } from './alipay';
import type { PaymentProvider } from './payments';
import type { WechatPayGateway } from './wechat-pay';

export interface RealPayments extends PaymentProvider {
  readonly alipay: AlipayGateway;
  readonly wechat: WechatPayGateway;
}

export function combineGateways(alipay: AlipayGateway, wechat: WechatPayGateway): RealPayments {
  return {
    kind: 'real',
    alipay,
    wechat,
    createPayment: async (request) => (request.channel === 'alipay' ? alipay.createPayment(request) : wechat.createPayment(request)),
    verifyNotification: async (channel, rawBody, headers) =>
      channel === 'alipay' ? alipay.verifyNotification(rawBody) : wechat.verifyNotification(rawBody, headers),
    acknowledgement: (channel) => (channel === 'alipay' ? alipay.acknowledgement : wechat.acknowledgement),
    refund: (request) => (request.channel === 'alipay' ? alipay.refund(request) : wechat.refund(request)),
    queryTrade: (channel, outTradeNo) => (channel === 'alipay' ? alipay.query(outTradeNo) : wechat.query(outTradeNo)),
  };
}
