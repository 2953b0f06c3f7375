// After-sales (shopping §3 "Refund", §5, §7 "After-sales").
import { z } from '@hono/zod-openapi';
import { listOf } from './common';

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
    add_time: z.number().int(),
    goods_list: z.array(AfterSalesLine),
  })
  .openapi('AfterSalesInfo');
export type AfterSalesInfo = z.infer<typeof AfterSalesInfo>;
