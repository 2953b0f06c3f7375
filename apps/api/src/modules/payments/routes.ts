// Paying an order (shopping §4 "Payment", §7 pay_id), the gateways' notify endpoints and the sandbox
// gateway's pages (README "Payment sandbox").
import { formatYuan, fromFen, isLocalPath, PAY_SUCCEEDED, RETURN_URL_NOT_LOCAL, TRADE_NOT_FOUND } from '@garden/domain';
import { html } from 'hono/html';
import { badRequest, notFound } from '../../platform/api-error';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { idempotent } from '../../platform/idempotency';
import { createRouter } from '../../platform/openapi';
import type { PayChannel } from '../../integrations/payments';
import { isSandboxGateway } from '../../integrations/payments-sandbox';
import { findTrade, payForOrder, readPayStatus, receiveNotification } from './payments';

export const payRoutes = endpointRouter(
  endpoint('payOrder', {
    tags: ['支付'],
    summary: '支付订单：支付宝返回 redirect_url，微信返回 code_url；会员卡直接扣卡内余额',
    description:
      '已支付 code 2040「已支付了应付金额，即将跳转到订单详情页...」；余额不足、订单已关闭等 400；黑五卡折扣订单只能用 2 号卡付款（pay_id 8），否则 400「使用黑五卡折扣的订单只能用黑五卡付款」。同一 idempotency_key、同样内容再次提交返回第一次的回复（同一 sign），双击不会发起两笔支付。',
    middleware: [requireUser, idempotent],
    async handle({ db, config, user, input, now }) {
      const result = await payForOrder(db, config.payments, {
        userId: user.id,
        orderId: input.order_id,
        payId: input.pay_id,
        cardNumber: input.card_number || undefined,
        returnUrl: input.return_url,
        now,
      });
      return withMessage({ ...result, amount: formatYuan(fromFen(result.amount)) }, result.paid ? PAY_SUCCEEDED : 'ok');
    },
  }),
  endpoint('readPayStatus', {
    tags: ['支付'],
    summary: '订单支付状态（微信扫码页每 2 秒轮询；o_status 1 或 2 为已支付）',
    middleware: [requireUser],
    handle: async ({ db, user, input }) => readPayStatus(db, user.id, input.order_id),
  }),
  endpoint('receivePayNotification', {
    tags: ['支付'],
    summary:
      '支付网关异步通知：按网关的规则校验原始请求体的签名（支付宝 RSA2，微信支付 v3 平台证书签名与 AES-256-GCM 解密，沙箱 HMAC-SHA256），事件编号唯一，重放不重复记账',
    description: '真实网关收到它们要求的应答（支付宝 success，微信支付 200 空应答）；沙箱收到信封。签名无效 400。',
    async handle({ db, config, input, now, c }) {
      const outcome = await receiveNotification(db, config.payments, input.channel, await c.req.text(), c.req.header(), now);
      const ack = config.payments.acknowledgement?.(input.channel);
      // The gateway's own reply, outside the envelope the document describes for the sandbox.
      if (ack) return c.body(ack.body, 200, { 'content-type': ack.contentType });
      return withMessage({ result: outcome }, 'success');
    },
  }),
);

/**
 * The sandbox gateway's pages: what the Alipay cashier and a phone scanning the WeChat QR show. Paying
 * there posts the gateway's signed notification to our notify endpoint, as the real gateways do.
 */
export const paySandboxRoutes = createRouter();

/**
 * The page the cashier sends the shopper back to: none, or a path of the shop. Anything else is refused
 * before the page is shown or the payment made, so the shop's cashier is nobody's open redirect.
 */
function returnPathOf(value: unknown): string {
  const returnUrl = typeof value === 'string' ? value : '';
  if (returnUrl !== '' && !isLocalPath(returnUrl)) throw badRequest(RETURN_URL_NOT_LOCAL);
  return returnUrl;
}

const CHANNEL_NAMES: Record<PayChannel, string> = { alipay: '支付宝收银台（沙箱）', wxpay: '微信支付（沙箱）' };
const PAGE_PATHS: Record<PayChannel, string> = { alipay: '/__sandbox/alipay/cashier', wxpay: '/__sandbox/wxpay/scan' };

for (const channel of ['alipay', 'wxpay'] as const) {
  paySandboxRoutes.get(PAGE_PATHS[channel], async (c) => {
    const returnUrl = returnPathOf(c.req.query('return_url'));
    const payment = await findTrade(c.var.db, c.req.query('trade') ?? '');
    return c.html(html`<!doctype html>
      <html lang="zh-CN">
        <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>${CHANNEL_NAMES[channel]}</title></head>
        <body style="font-family:sans-serif;max-width:420px;margin:40px auto;text-align:center">
          <h1>${CHANNEL_NAMES[channel]}</h1>
          <p>交易号 ${payment.outTradeNo}</p>
          <p style="font-size:28px">¥${formatYuan(fromFen(payment.amountFen))}</p>
          <p>状态：${payment.status === 'paid' ? '已支付' : payment.status === 'pending' ? '待支付' : '已关闭'}</p>
          <form method="post" action="${PAGE_PATHS[channel]}">
            <input type="hidden" name="trade" value="${payment.outTradeNo}" />
            <input type="hidden" name="return_url" value="${returnUrl}" />
            <button type="submit" id="sandbox-pay" style="font-size:20px;padding:10px 40px">确认支付</button>
          </form>
        </body>
      </html>`);
  });

  paySandboxRoutes.post(PAGE_PATHS[channel], async (c) => {
    const { db, config } = c.var;
    const form = await c.req.parseBody();
    const returnUrl = returnPathOf(form.return_url);
    const payment = await findTrade(db, typeof form.trade === 'string' ? form.trade : '');
    const gateway = config.payments;
    if (!isSandboxGateway(gateway)) throw notFound(TRADE_NOT_FOUND);
    const notice = await gateway.signNotice(channel, payment.outTradeNo, payment.amountFen);
    // The real gateway posts this to /v2/pay/notify/<channel>; the sandbox lives in our process, so it
    // hands the same raw body and signature to the same verification and booking.
    let ok = true;
    try {
      await receiveNotification(db, gateway, channel, notice.body, notice.headers, config.now());
    } catch (error) {
      config.logError(error);
      ok = false;
    }
    if (ok && returnUrl) return c.redirect(returnUrl);
    return c.html(html`<!doctype html>
      <html lang="zh-CN">
        <head><meta charset="utf-8" /><title>${CHANNEL_NAMES[channel]}</title></head>
        <body style="font-family:sans-serif;text-align:center;margin-top:40px">
          <h1 id="sandbox-result">${ok ? PAY_SUCCEEDED : '支付失败'}</h1>
        </body>
      </html>`);
  });
}
