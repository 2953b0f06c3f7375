// The back office's dashboard (issue 32 "Dashboard"): the shop's figures for today or the last 7 or 30 China days,
// the work waiting in each queue the role may open, the goods sold most and the chart's series. Amounts are yuan
// text, times Unix seconds, as the back office's orders (operator-orders.ts). Each figure's query and why it counts
// what it counts: apps/api src/modules/dashboard/figures.ts.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Yuan } from './common';
import { choice } from './fields';

/** GET /v1/operator/dashboard. */
export const DashboardRequest = z.object({
  days: choice(domain.DASHBOARD_PERIODS, domain.DASHBOARD_DAYS_INVALID)
    .optional()
    .default(1)
    .openapi({
      type: 'integer',
      enum: [...domain.DASHBOARD_PERIODS],
      description: '统计周期：1 今天，7 近7天，30 近30天（按北京时间的自然日，含今天）',
    }),
});

/** The period's figures. */
export const DashboardFigures = z.object({
  orders_placed: z.number().int().openapi({ description: '下单数：期间内下的订单（拆单后的每个子订单各算一单，父订单不算），不论是否付款' }),
  orders_paid: z.number().int().openapi({ description: '支付订单数：期间内付款的订单（pay_time 在期间内；定金订单以最近一次付款为准）' }),
  paid_amount: Yuan.openapi({ description: '支付金额：这些订单已付的钱（money_paid，含余额、会员卡和支付网关），退款另计' }),
  refunds: Yuan.openapi({ description: '退款金额：期间内同意的售后申请退回的钱（refunds.status 1，按处理时间）' }),
  refund_count: z.number().int().openapi({ description: '期间内同意的售后申请数' }),
  average_order: Yuan.openapi({ description: '客单价：支付金额 ÷ 支付订单数，四舍五入到分；没有支付订单为 0.00' }),
  new_shoppers: z.number().int().openapi({ description: '新会员：期间内注册的会员' }),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

const waiting = (description: string) =>
  z
    .number()
    .int()
    .nullable()
    .openapi({ description: `${description}；角色不能打开这个队列时为 null` });

/** The work waiting now (not bound to the period), each linking to its queue. */
export const DashboardPending = z.object({
  to_ship: waiting('待发货：订单列表「待发货」标签的订单数（已付款、一件未发）'),
  partly_shipped: waiting('部分发货：订单列表「部分发货」标签的订单数（还有商品待发）'),
  after_sales: waiting('待处理售后：售后队列「售后处理中」的申请数'),
  withdrawals: waiting('待处理提现：提现队列「申请中」的申请数'),
  reviews_to_reply: waiting('待回复评价：没有官方回复的评价数'),
});
export type DashboardPending = z.infer<typeof DashboardPending>;

/** A goods sold in the period. */
export const DashboardGoods = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  units: z.number().int().openapi({ description: '期间内付款订单里的件数' }),
  amount: Yuan.openapi({ description: '这些件数按成交单价的金额（订单级的优惠券、运费不分摊）' }),
});
export type DashboardGoods = z.infer<typeof DashboardGoods>;

/** One bar of the chart: an hour of today, or a day. */
export const DashboardPoint = z.object({
  start: z.number().int().openapi({ description: '这一段的开始（Unix 秒）' }),
  label: z.string().openapi({ description: '今天按小时（14:00），其余按日（01-05），北京时间' }),
  orders_placed: z.number().int(),
  orders_paid: z.number().int(),
  paid_amount: Yuan,
});
export type DashboardPoint = z.infer<typeof DashboardPoint>;

export const Dashboard = z.object({
  days: z.number().int(),
  from: z.number().int().openapi({ description: '期间开始：第一天北京时间 0 点（Unix 秒）' }),
  to: z.number().int().openapi({ description: '期间结束（不含）：明天北京时间 0 点（Unix 秒）' }),
  figures: DashboardFigures,
  pending: DashboardPending,
  top_by_units: z.array(DashboardGoods).openapi({ description: '件数最多的 10 件商品' }),
  top_by_amount: z.array(DashboardGoods).openapi({ description: '金额最多的 10 件商品' }),
  series: z.array(DashboardPoint).openapi({ description: '图表：今天每小时一段，近7天、近30天每天一段' }),
});
export type Dashboard = z.infer<typeof Dashboard>;
