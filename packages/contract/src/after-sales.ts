// After-sales (shopping §3 "Refund", §5, §7 "After-sales").
import { z } from '@hono/zod-openapi';
import { listOf } from './common';
import { MAX_ID, choice, filePart, integer } from './fields';

const orderId = () => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' });

/** `goods_json`: a JSON list (text in a form, or a list in a JSON body) of `{ rec_id, number }`. */
const goodsJson = z
  .union([z.string(), z.array(z.unknown()).max(200)])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || Array.isArray(value)) return value ?? [];
    try {
      return JSON.parse(value.trim() === '' ? '[]' : value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '应为 JSON 列表' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ rec_id: integer({ min: 1, max: MAX_ID }), number: integer() })).max(200, '一次最多 200 件'))
  .openapi({ type: 'string', description: 'JSON 列表：[{ rec_id, number }]' });

/** POST /v1/order/refund (multipart with one picture, or JSON): the application (shopping §3 "After-sales request"). */
export const AfterSalesApplyRequest = z.object({
  order_id: orderId(),
  goods_json: goodsJson,
  refund_type: choice([1, 2], '应为 1（仅退款）或 2（退货退款）').openapi({ type: 'integer', description: '1 仅退款，2 退货退款' }),
  reason_type: integer({ min: 0, max: 100 }).optional().openapi({ type: 'integer', description: '售后原因 1–7' }),
  goods_status: choice([0, 1], '应为 0（未收到货）或 1（已收到货）')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '0 未收到货，1 已收到货' }),
  shipping_id: integer({ min: 0, max: MAX_ID })
    .optional()
    .openapi({ type: 'integer', description: '退货快递公司（refund_carriers 的 shipping_id，退货退款必填）' }),
  refund_invoince_no: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => String(value ?? ''))
    .pipe(z.string().max(64, '不能超过64个字符'))
    .openapi({ type: 'string', description: '退货快递单号（仅数字，退货退款必填）' }),
  refund_info: z.string().max(500, '不能超过500个字符').optional().default('').openapi({ description: '问题描述' }),
  img: z
    .union([filePart(), z.string(), z.array(z.unknown())])
    .optional()
    .openapi({ type: 'string', format: 'binary', description: '图片 img 或 img[]：只保留最后一张，小于 1 兆，gif、jpeg、png' }),
});

/** PUT /v1/order/cancel_refund and GET /v1/order/refund_info: the order whose request is withdrawn or read. */
export const AfterSalesOrderRequest = z.object({ order_id: orderId() });

/** GET /v1/refund/carriers: the couriers a return can go back with. */
export const RefundCarriers = listOf(z.object({ shipping_id: z.number().int(), shipping_name: z.string() }));
export type RefundCarriers = z.infer<typeof RefundCarriers>;

export const AfterSalesApplied = z.object({ refund_id: z.number().int(), refund_sn: z.string(), amount: z.string() }).openapi('AfterSalesApplied');
export type AfterSalesApplied = z.infer<typeof AfterSalesApplied>;

export const AfterSalesLine = z.object({
  rec_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_attr: z.string(),
  goods_thumb: z.string(),
  goods_price: z.string(),
  goods_number: z.number().int(),
  number: z.number().int(),
});
export type AfterSalesLine = z.infer<typeof AfterSalesLine>;

export const AfterSalesInfo = z
  .object({
    refund_id: z.number().int(),
    refund_sn: z.string(),
    order_id: z.number().int(),
    order_sn: z.string(),
    refund_type: z.number().int(),
    refund_type_label: z.string(),
    reason_type: z.number().int(),
    reason_label: z.string(),
    goods_status: z.number().int(),
    goods_status_label: z.string(),
    shipping_id: z.number().int(),
    shipping_name: z.string(),
    refund_invoince_no: z.string(),
    refund_info: z.string(),
    img: z.array(z.string()),
    amount: z.string(),
    status: z.number().int(),
    status_label: z.string(),
    refuse_reason: z.string().openapi({ description: '商家拒绝的原因；未拒绝为空' }),
    add_time: z.number().int(),
    goods_list: z.array(AfterSalesLine),
  })
  .openapi('AfterSalesInfo');
export type AfterSalesInfo = z.infer<typeof AfterSalesInfo>;
