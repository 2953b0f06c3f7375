// Paying an order (shopping §3 "Payment", §7 "Payment").
import { z } from '@hono/zod-openapi';
import { Flag } from './common';
import { idempotencyKeyField, integer } from './fields';

/** POST /v2/order/pay: the order, how it is paid, and where Alipay brings the shopper back. */
export const PayRequest = z.object({
  order_id: integer({ min: 1 }).openapi({ type: 'integer', description: '订单编号（拆单时可传父订单 order_father_id）' }),
  pay_id: integer({ min: 1 }).openapi({ type: 'integer', description: '8 会员卡，15 支付宝，16 微信' }),
  card_number: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '会员卡号（pay_id 8）' }),
  return_url: z.string().max(500).optional().openapi({ description: '支付宝支付后返回的页面：本站路径，如 /userOrder（其他站点、//host 等 400）' }),
  idempotency_key: idempotencyKeyField(),
});

/** GET /v2/order/pay_status: the order polled. */
export const PayStatusRequest = z.object({ order_id: integer({ min: 1 }).openapi({ type: 'integer' }) });

/**
 * POST /v2/pay/notify/{channel}: the gateway, named in the path; its body is the gateway's own, read raw,
 * since the signature covers its exact bytes.
 */
export const PayNotifyRequest = z.object({ channel: z.enum(['alipay', 'wxpay']) });

/** What the page needs to hand the shopper to the gateway: Alipay's cashier address or WeChat's QR text. */
export const PaymentSign = z.union([z.object({ redirect_url: z.string() }), z.object({ code_url: z.string() })]);
export type PaymentSign = z.infer<typeof PaymentSign>;

/** POST /v2/order/pay. */
export const PayResult = z
  .object({
    order_id: z.number().int(),
    pay_id: z.number().int(),
    amount: z.string(),
    sign: PaymentSign.nullable(),
    paid: Flag,
  })
  .openapi('PayResult');
export type PayResult = z.infer<typeof PayResult>;

/** GET /v2/order/pay_status: polled by the WeChat QR page. */
export const PayStatus = z.object({
  order_id: z.number().int(),
  o_status: z.number().int(),
  dj_status: z.number().int(),
  is_delete: z.number().int(),
  pay_deadline: z.number().int(),
});
export type PayStatus = z.infer<typeof PayStatus>;

/** The sandbox gateway's notification as our notify endpoint answers it. */
export const NotificationResult = z.object({ result: z.string() });
export type NotificationResult = z.infer<typeof NotificationResult>;
