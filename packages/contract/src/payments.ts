// Paying an order (shopping §3 "Payment", §7 "Payment").
import { z } from '@hono/zod-openapi';
import { Flag } from './common';

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
