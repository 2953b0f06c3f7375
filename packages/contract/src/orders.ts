// Orders (shopping §3 "Order", §7 "Orders"): the list, one order, its parcels, changes to it.
import { DEDUCTION_KINDS, ORDER_ACTIONS, REFUND_STAGES, ORDER_SN_INVALID, PAGE_SIZES, validateOrderSearch } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { AfterSalesLine } from './after-sales';
import { Yuan, pageOf } from './common';
import { MAX_ID, choice, integer, limitParam, pageParam } from './fields';

/** GET /v1/order/list: a tab, an order number search, a placing time and the recycle bin, 10 a page. */
export const OrderListRequest = z.object({
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.orders),
  o_status: choice([-1, 9, 0, 1, 3, 4, 6], '参数 o_status 应为 -1、9、0、1、3、4 或 6').optional().default(-1).openapi({
    type: 'integer',
    description:
      '标签：-1 全部，9 定金商品，0 待付款，1 待发货（含 2），3 部分发货，4 待收货，6 售后（含 5，以及有退款单即处理中或已退款售后申请的订单）',
  }),
  order_sn: z
    .string()
    .max(32, ORDER_SN_INVALID)
    .optional()
    .default('')
    .refine((value) => validateOrderSearch(value) === null, ORDER_SN_INVALID)
    .transform((value) => value.trim())
    .openapi({ type: 'string', description: '按订单号搜索（仅数字）' }),
  add_time: choice([0, 30, 91, 365], '参数 add_time 应为 0、30、91 或 365')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '下单时间：0 全部，近 30、91、365 天' }),
  is_delete: choice([0, 1, 2], '参数 is_delete 应为 0、1 或 2')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '2 回收站；其他为未删除的订单' }),
  system: z.string().max(10).optional(),
});

/** One of the shopper's orders: the detail, the tracking and every change of an order. */
export const OrderRequest = z.object({ order_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' }) });

/** A deposit order's balance window placed against now: the domain's `checkBalanceWindow` (shopping §4 "Deposit orders"). */
export const BalanceWindow = z.object({
  phase: z.enum(['not-in-activity', 'before', 'open', 'over']),
  payable: z.boolean(),
  overtime: z.boolean(),
  message: z.string(),
});

export const OrderLine = z.object({
  rec_id: z.number().int(),
  order_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_attr: z.string(),
  goods_attr_id: z.string(),
  goods_thumb: z.string(),
  goods_price: z.string(),
  goods_price_format: z.string(),
  market_price: z.string(),
  goods_number: z.number().int(),
  refund_number: z.number().int(),
  weight: z.string(),
  subtotal: z.string(),
  is_dingjin: z.number().int(),
  delivery_id: z.number().int(),
  delivery_time: z.string(),
  is_comment: z.number().int(),
  shipped: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderGift = z
  .object({
    goods_id: z.number().int(),
    name: z.string(),
    thumbnail: z.string(),
    goods_attr: z.string(),
    goods_number: z.number().int(),
    market_price: Yuan,
    goods_price: Yuan.openapi({ description: '赠品价格，总是 0.00' }),
  })
  .openapi('OrderGift');
export type OrderGift = z.infer<typeof OrderGift>;

/** An open or approved after-sales request shown as a refund order beside its order (shopping §4 "5 and 6 (refund orders)"). */
export const RefundOrder = z
  .object({
    refund_id: z.number().int(),
    refund_sn: z.string(),
    o_status: z.number().int().openapi({ description: '5 发货前申请、处理中；6 发货后申请或已退款' }),
    status: z.number().int().openapi({ description: '0 处理中，1 已退款' }),
    order_status: z.string().openapi({ description: '售后中 或 售后完成' }),
    kind: z.enum(['afterSales', 'afterSalesComplete']),
    refund_type: z.number().int(),
    order_amount: Yuan.openapi({ description: '退款单的订单金额，总是 0.00' }),
    refund_amount: Yuan.openapi({ description: '退回的金额' }),
    progress: z
      .object({
        stage: z.enum(REFUND_STAGES),
        label: z.string(),
        steps: z.array(z.object({ stage: z.enum(REFUND_STAGES), label: z.string(), reached: z.boolean() })),
      })
      .openapi({
        description: '@garden/domain describeRefundProgress 的结果：申请中 →（退货）已收到退货 → 已同意/已拒绝 → 已退款；steps 为这条申请的进度步骤',
      }),
    add_time: z.number().int(),
    goods_list: z.array(AfterSalesLine).openapi({ description: '申请的商品：goods_number 购买件数，number 退回件数' }),
  })
  .openapi('RefundOrder');
export type RefundOrder = z.infer<typeof RefundOrder>;

/**
 * An after-sales request the shop refused: not a refund order (the order went back to its earlier state), but the
 * shopper still follows it to 已拒绝 beside the order (issue 30).
 */
export const RefusedRequest = RefundOrder.pick({
  refund_id: true,
  refund_sn: true,
  refund_type: true,
  progress: true,
  add_time: true,
  goods_list: true,
})
  .extend({
    refund_amount: Yuan.openapi({ description: '申请退回的金额（没有退）' }),
    decided_time: z.string().openapi({ description: '拒绝的时间，YYYY-MM-DD HH:mm:ss（北京时间）' }),
    refuse_reason: z.string().openapi({ description: '商家拒绝的原因（后台拒绝时填写；命令行拒绝可为空）' }),
  })
  .openapi('RefusedRequest');
export type RefusedRequest = z.infer<typeof RefusedRequest>;

export const Order = z
  .object({
    order_id: z.number().int(),
    order_father_id: z.number().int(),
    order_sn: z.string(),
    o_status: z.number().int(),
    order_status: z.string(),
    is_delete: z.number().int(),
    status: z.number().int(),
    is_comment: z.number().int(),
    is_twice: z.number().int(),
    is_dingjin: z.number().int(),
    dj_status: z.number().int(),
    pay_beg_time: z.number().int().nullable(),
    pay_end_time: z.number().int().nullable(),
    order_amount: Yuan,
    total_fee: Yuan.openapi({ description: '已支付金额' }),
    goods_amount: Yuan,
    shipping_fee: Yuan,
    bonus: Yuan,
    bonus_ship: Yuan,
    discount: Yuan.openapi({ description: '全部优惠合计（含优惠券与运费券）；逐条显示用 deduction_lines' }),
    deduction_lines: z
      .array(z.object({ kind: z.enum(DEDUCTION_KINDS), label: z.string(), amount: Yuan }))
      .openapi({ description: '@garden/domain orderDeductionLines：每种优惠一行（优惠券、运费券、会员卡折扣或黑五卡5折），合计等于 discount' }),
    deposit: Yuan.openapi({ description: '定金订单先付的 20 %' }),
    add_time: z.number().int(),
    order_time: z.string().openapi({ description: 'YYYY-MM-DD HH:mm:ss（北京时间）' }),
    pay_deadline: z.number().int().nullable(),
    refund_id: z.number().int().nullable(),
    refund_sn: z.string().nullable(),
    consignee: z.string(),
    phone: z.string(),
    address: z.string(),
    msg_to_shop: z.string().openapi({ description: '下单时给卖家的留言（最多 20 字），没有则为空' }),
    sendaddress_name: z.string(),
    shipping_name: z.string(),
    logistics_name: z.string(),
    invoice_no: z.string(),
    view: z
      .object({
        kind: z.string(),
        label: z.string(),
        step: z.number().int().nullable(),
        actions: z.array(z.enum(ORDER_ACTIONS)),
        shows_delete_icon: z.boolean(),
        fetches_tracking: z.boolean(),
        notice: z.string().nullable(),
        balance_window: BalanceWindow.nullable(),
        refund_types: z.array(z.union([z.literal(1), z.literal(2)])).openapi({
          description: '现在可申请的售后类型：1 仅退款（未发货前只有它），2 退货退款（发货后）；不可申请售后时为空',
        }),
      })
      .openapi({ description: '@garden/domain describeOrderStatus 的结果：页面按 actions 显示按钮' }),
    goods_list: z.array(OrderLine),
    present: z.array(OrderGift).openapi({
      description: '下单时满件赠送得到的赠品（与结算页 present 相同，下单时的快照）；随包裹寄出，但不是订单商品：没有发货状态，不能售后、评价',
    }),
    refund_orders: z.array(RefundOrder).openapi({
      description:
        '本订单的退款单（处理中或已退款的售后申请），早的在前；部分退款后订单本身回到未退商品的状态（待发货、部分发货、待收货），全部退完才是售后完成',
    }),
    refused_requests: z.array(RefusedRequest).openapi({
      description: '本订单被拒绝的售后申请，早的在前；不是退款单，订单保持申请前的状态；progress 停在 已拒绝',
    }),
  })
  .openapi('Order');
export type Order = z.infer<typeof Order>;

export const OrderParcel = z.object({
  logistics_name: z.string(),
  invoice_no: z.string(),
  invoice_msg: z.object({ data: z.array(z.object({ time: z.string(), context: z.string() })) }),
});
export const OrderTracking = OrderParcel.extend({ parcels: z.array(OrderParcel) }).openapi('OrderTracking');
export type OrderTracking = z.infer<typeof OrderTracking>;
export type OrderParcel = z.infer<typeof OrderParcel>;

/** GET /v2/order/lists. */
export const OrderPage = pageOf(Order);
export type OrderPage = z.infer<typeof OrderPage>;

/** What cancel, confirm, delete and restore answer. */
export const OrderChanged = z.object({ order_id: z.number().int(), o_status: z.number().int(), is_delete: z.number().int() });
export type OrderChanged = z.infer<typeof OrderChanged>;

/** POST /v2/order/buy_again: the cart's new count. */
export const BoughtAgain = z.object({ cart: z.object({ count: z.object({ total_number: z.number().int() }) }) });
export type BoughtAgain = z.infer<typeof BoughtAgain>;
