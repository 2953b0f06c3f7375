// The back office's orders (issue 32 "Orders and shipping"): the list of every order with its filters and the
// counts per tab, and one order as the warehouse and customer service read it. Amounts are yuan text, times
// Unix seconds, as the shopper's order replies (orders.ts), whose order shape this reuses.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { pageOf, Yuan } from './common';
import { filePart, idList, integer, limitParam, MAX_ID, pageParam } from './fields';
import { Order } from './orders';

const TAB_KEYS = domain.OPERATOR_ORDER_TABS.map(({ tab }) => tab) as [domain.OperatorOrderTab, ...domain.OperatorOrderTab[]];
const seconds = (description: string) => integer({ min: 0 }).optional().openapi({ type: 'integer', description });
const text = (max: number, description: string) => z.string().trim().max(max).optional().openapi({ description });

/** GET /v1/operator/orders/list: newest first; every filter given narrows the list. */
export const OperatorOrderListRequest = z.object({
  tab: z
    .enum(TAB_KEYS, { error: domain.ORDER_TAB_INVALID })
    .optional()
    .default('all')
    .openapi({ description: domain.OPERATOR_ORDER_TABS.map(({ tab, name }) => `${tab} ${name}`).join('，') }),
  order_sn: text(32, '订单号（包含这些数字）'),
  person: text(40, '收货人姓名、收货手机号或下单会员的手机号'),
  goods_name: text(60, '商品名称（包含这些字）'),
  pay_id: integer({ min: 0, max: 99 })
    .optional()
    .openapi({ type: 'integer', description: '支付方式：8 会员卡，15 支付宝，16 微信支付；0 为只用余额' }),
  created_from: seconds('下单时间起（Unix 秒，含）'),
  created_to: seconds('下单时间止（Unix 秒，含）'),
  paid_from: seconds('支付时间起（Unix 秒，含）'),
  paid_to: seconds('支付时间止（Unix 秒，含）'),
  page: pageParam(),
  limit: limitParam(20),
});

/** An order as the back office lists and reads it: the shopper's order shape, with who placed it and how it was paid. */
export const OperatorOrder = Order.extend({
  user_id: z.number().int(),
  user_mobile: z.string().openapi({ description: '下单会员的手机号' }),
  tab: z.enum(TAB_KEYS).nullable().openapi({ description: '订单所在的后台标签；o_status 100（其他订单）为 null' }),
  pay_name: z.string().openapi({ description: '支付方式：会员卡、支付宝、微信支付，只用余额为 余额，未支付为空' }),
  pay_time: z.number().int().nullable(),
  surplus: Yuan.openapi({ description: '余额支付的部分' }),
});
export type OperatorOrder = z.infer<typeof OperatorOrder>;

export const OperatorOrderPage = pageOf(OperatorOrder).extend({
  counts: z
    .array(z.object({ tab: z.enum(TAB_KEYS), name: z.string(), count: z.number().int() }))
    .openapi({ description: '每个标签的订单数（不含其他筛选条件），按显示顺序' }),
});
export type OperatorOrderPage = z.infer<typeof OperatorOrderPage>;

/** GET /v1/operator/orders/detail. */
export const OperatorOrderRequest = z.object({
  order_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' }),
});

const OrderPayment = z.object({
  payment_id: z.number().int(),
  pay_name: z.string(),
  out_trade_no: z.string().openapi({ description: '支付渠道的商户订单号' }),
  amount: Yuan,
  status: z.string().openapi({ description: 'pending 待支付，paid 已支付，failed 失败，closed 已关闭' }),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  refunds: z.array(
    z.object({
      refund_no: z.string(),
      amount: Yuan,
      reason: z.string().openapi({ description: 'after-sales 售后退款，late-payment 订单关闭后到账的退回' }),
      status: z.string(),
      created_at: z.number().int(),
      finished_at: z.number().int().nullable(),
    }),
  ),
});

const OrderShipment = z.object({
  shipment_id: z.number().int(),
  logistics_name: z.string(),
  invoice_no: z.string(),
  shipped_at: z.number().int(),
  rec_ids: z.array(z.number().int()).openapi({ description: '这个包裹里的订单商品' }),
});

const OrderRequestRecord = z.object({
  refund_id: z.number().int(),
  refund_sn: z.string(),
  refund_type: z.number().int().openapi({ description: '1 仅退款，2 退货退款' }),
  reason: z.string().openapi({ description: '申请原因（shopping §9 的文字）' }),
  refund_info: z.string(),
  status: z.number().int().openapi({ description: '0 处理中，1 已退款，2 已拒绝，3 已撤销' }),
  progress: z.string().openapi({ description: '@garden/domain describeRefundProgress 的阶段文字' }),
  amount: Yuan,
  refund_invoice_no: z.string().openapi({ description: '退货快递单号' }),
  received_at: z.number().int().nullable().openapi({ description: '仓库收到退货的时间' }),
  add_time: z.number().int(),
  update_time: z.number().int(),
  lines: z.array(z.object({ rec_id: z.number().int(), number: z.number().int() })),
});

/** One event of the order's life, oldest first: placed, paid, shipped, after-sales, and each operator write on it. */
const OrderEvent = z.object({
  at: z.number().int(),
  kind: z.enum(domain.ORDER_EVENT_KINDS),
  text: z.string().openapi({ description: '事件的文字；操作员的事件为接口名（如 shipOrder）' }),
  operator_login: z.string().nullable().openapi({ description: '操作员；会员或系统的事件为 null' }),
});

/** An operator's internal note on the order: the back office reads it, the shopper never does. */
const OrderNote = z.object({
  note_id: z.number().int(),
  note: z.string(),
  operator_login: z.string().nullable(),
  created_at: z.number().int(),
});

export const OperatorOrderDetail = z.object({
  order: OperatorOrder,
  notes: z.array(OrderNote).openapi({ description: '内部备注（会员看不到），早的在前' }),
  payments: z.array(OrderPayment),
  shipments: z.array(OrderShipment),
  requests: z.array(OrderRequestRecord).openapi({ description: '全部售后申请（含已拒绝、已撤销），最新的在前' }),
  timeline: z.array(OrderEvent),
});
export type OperatorOrderDetail = z.infer<typeof OperatorOrderDetail>;

/** POST /v1/operator/orders/cancel: an unpaid order closed as the shopper's cancel closes it. */
export const OperatorOrderCancelRequest = z.object({
  order_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号（未付款的订单）' }),
});

export const OperatorOrderCancelled = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  o_status: z.number().int(),
  is_delete: z.number().int(),
});

/** POST /v1/operator/orders/note. */
export const OrderNoteRequest = z.object({
  order_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' }),
  note: z
    .string({ error: domain.ORDER_NOTE_REQUIRED })
    // UTF-16 units: 500 characters are at most 1000 of them; the domain's orderNoteRefusal counts exactly.
    .max(domain.ORDER_NOTE_MAX * 2, { error: domain.ORDER_NOTE_TOO_LONG })
    .openapi({ description: `内部备注，1–${domain.ORDER_NOTE_MAX} 字（会员看不到）` }),
});

export const OrderNoteSaved = OrderNote;

/** GET /v1/operator/orders/packing-slip: the orders whose packing slips one PDF prints, a page or more each. */
export const PackingSlipRequest = z.object({
  order_ids: idList(`订单编号，以逗号分隔（最多 ${domain.PACKING_SLIP_ORDERS_MAX} 个），按给出的顺序打印`),
});

export const PackingSlipFile = z.string().openapi({ type: 'string', format: 'binary', description: '发货单（PDF）' });

/** POST /v1/operator/orders/ship-sheet (multipart): a sheet of order number → carrier, tracking number under `file`. */
export const ShipmentSheetRequest = z.object({
  file: filePart(domain.SHIPMENT_SHEET_FILE_INVALID).openapi({
    type: 'string',
    format: 'binary',
    description: `发货表格（.xlsx 的第一个工作表，或 UTF-8 的 .csv）：表头 ${domain.SHIPMENT_SHEET_HEADERS.join('、')}，每行一个订单`,
  }),
});

/** A sheet shipped: each order in one parcel, in the sheet's order. */
export const ShipmentSheetShipped = z.object({
  shipped: z.number().int().openapi({ description: '发出的订单数' }),
  list: z.array(
    z.object({
      row: z.number().int().openapi({ description: '表格中的行号' }),
      order_id: z.number().int(),
      order_sn: z.string(),
      o_status: z.number().int().openapi({ description: '发货后的状态：4 待收货（部分发货的订单发完其余商品后也是 4）' }),
      logistics_name: z.string(),
      invoice_no: z.string(),
    }),
  ),
});
export type ShipmentSheetShipped = z.infer<typeof ShipmentSheetShipped>;
