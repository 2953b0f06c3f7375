// The back office's after-sales queue and money screens (issue 32 "After-sales", "Money"): the requests by state,
// each with the order it is about, and a shopper's balance ledger beside their withdrawal. Amounts are yuan text,
// times Unix seconds, as the back office's orders (operator-orders.ts).
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { BalancePage } from './account';
import { pageOf, Yuan } from './common';
import { integer, limitParam, MAX_ID, pageParam } from './fields';
import { OperatorOrder } from './operator-orders';

const STATE_KEYS = domain.AFTER_SALES_QUEUE_STATES.map(({ state }) => state) as [domain.AfterSalesQueueState, ...domain.AfterSalesQueueState[]];

const stateNames = domain.AFTER_SALES_QUEUE_STATES.map(({ state, name }) => `${state} ${name}`).join('，');

/** GET /v1/operator/refunds: oldest open first, as a queue is worked. */
export const AfterSalesQueueRequest = z.object({
  state: z.enum(STATE_KEYS, { error: domain.AFTER_SALES_STATE_INVALID }).default('open').openapi({ description: stateNames }),
  order_sn: z.string().trim().max(32).optional().openapi({ description: '订单号（包含这些数字）' }),
  page: pageParam(),
  limit: limitParam(20),
});

/** One after-sales request with the order it is about. */
export const AfterSalesQueueItem = z.object({
  refund_id: z.number().int(),
  refund_sn: z.string(),
  refund_type: z.number().int().openapi({ description: '1 仅退款，2 退货退款' }),
  refund_type_label: z.string(),
  reason_label: z.string().openapi({ description: '申请原因（shopping §9 的文字）' }),
  goods_status_label: z.string(),
  refund_info: z.string().openapi({ description: '会员的问题描述' }),
  img: z.array(z.string()),
  amount: Yuan.openapi({ description: '申请时按 @garden/domain quoteRefund 算出的退款金额；同意即退这么多' }),
  status: z.number().int().openapi({ description: '0 处理中，1 已退款，2 已拒绝，3 已撤销' }),
  state_label: z.string().openapi({ description: '处理中的退货退款分 待收退货 / 已收到退货（仓库在退货录入页录入后）' }),
  refuse_reason: z.string().openapi({ description: '拒绝的原因（会员在售后页看到）；未拒绝为空' }),
  shipping_name: z.string().openapi({ description: '退货的快递公司' }),
  refund_invoice_no: z.string().openapi({ description: '退货快递单号' }),
  received_at: z.number().int().nullable().openapi({ description: '仓库收到退货的时间' }),
  add_time: z.number().int(),
  update_time: z.number().int(),
  lines: z.array(
    z.object({
      rec_id: z.number().int(),
      goods_name: z.string(),
      goods_attr: z.string(),
      goods_price: Yuan,
      number: z.number().int().openapi({ description: '申请退的件数' }),
    }),
  ),
  order: OperatorOrder,
});
export type AfterSalesQueueItem = z.infer<typeof AfterSalesQueueItem>;

/** How many requests a state of the queue holds. */
const StateCount = z.object({ state: z.enum(STATE_KEYS), name: z.string(), count: z.number().int() });

export const AfterSalesQueuePage = pageOf(AfterSalesQueueItem).extend({
  counts: z.array(StateCount).openapi({ description: '每个状态的申请数，按显示顺序' }),
});
export type AfterSalesQueuePage = z.infer<typeof AfterSalesQueuePage>;

/** GET /v1/operator/users/balance: a shopper's balance and its ledger, newest first. */
export const ShopperBalanceRequest = z.object({
  user_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '用户编号' }),
  page: pageParam(),
  limit: limitParam(10),
});

export const ShopperBalance = BalancePage.extend({ user_id: z.number().int(), mobile: z.string() });
export type ShopperBalance = z.infer<typeof ShopperBalance>;
