// The dashboard's figures (issue 32 "Dashboard"), each one query over the period `[from, to)` that
// @garden/domain's dashboardPeriod gives (whole China days, today included). What each counts, and why, is said
// beside it; dashboard.test.ts checks every one against its own SQL over the seeded shop.
//
// Two rules hold for all of them. An order is a row of `orders` that is not a father: a split checkout's father only
// carries its children's totals, so counting it would count the same goods and money twice (the back office's order
// list leaves fathers out too). An order is paid when its `pay_time` is set: payment sets it whatever the method
// (gateway, member card, or the balance alone at placement), an unpaid or closed order never has it, and a deposit
// order's balance payment moves it to the last payment, which is when the order's money is all in.
import type { DashboardPeriod } from '@garden/domain';
import { and, type Column, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, orderGoods, orders, refunds, users } from '../../db/schema/index';
import { isNotFather } from '../orders/index';

/** The time in `column` falls in the period. */
const within = (column: Column, period: Pick<DashboardPeriod, 'from' | 'to'>) => and(gte(column, period.from), lt(column, period.to));

const paidWithin = (period: DashboardPeriod) => and(isNotFather, within(orders.payTime, period));

/** 下单数: the orders placed in the period, paid or not (a shopper who never paid still ordered). */
export async function countOrdersPlaced(db: Database, period: DashboardPeriod): Promise<number> {
  return db.$count(orders, and(isNotFather, within(orders.addTime, period)));
}

/** 支付订单数: the orders paid in the period (a refunded one still counts; its refund is counted on its own). */
export async function countOrdersPaid(db: Database, period: DashboardPeriod): Promise<number> {
  return db.$count(orders, paidWithin(period));
}

/**
 * 支付金额, in fen: what the shoppers paid for the orders paid in the period, `money_paid` (gateway, member card and
 * balance alike: each is money the shop took). Refunds are not taken off: they are their own figure.
 */
export async function sumPaidAmount(db: Database, period: DashboardPeriod): Promise<number> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${orders.moneyPaidFen}), 0)`.mapWith(Number) })
    .from(orders)
    .where(paidWithin(period));
  return row?.fen ?? 0;
}

/**
 * 退款金额 and how many, in fen: the after-sales requests approved in the period (`status` 1, at the decision's
 * `update_time`), for the amount the request quoted, which is what approving pays back. A payment refunded because
 * it reached a closed order is not counted: that order was never paid.
 */
export async function sumRefunds(db: Database, period: DashboardPeriod): Promise<{ fen: number; count: number }> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.status, 1), within(refunds.updateTime, period)));
  return { fen: row?.fen ?? 0, count: row?.count ?? 0 };
}

/** 新会员: the shoppers whose account was made in the period (sign-up, or a first SMS sign-in). */
export async function countNewShoppers(db: Database, period: DashboardPeriod): Promise<number> {
  return db.$count(users, within(users.createdAt, period));
}

export interface TopGoodsRow {
  goodsId: number;
  goodsName: string;
  units: number;
  amountFen: number;
}

/**
 * 热销商品: the goods of the orders paid in the period, by units bought (or by their amount), 10 at most: each line's
 * units at the line's price (the grade or card price it was bought at); an order's coupons and shipping are not
 * shared out over its lines. The name is the goods' name now, as the catalogue shows it.
 */
export async function listTopGoods(db: Database, period: DashboardPeriod, by: 'units' | 'amount'): Promise<TopGoodsRow[]> {
  const units = sql<number>`sum(${orderGoods.goodsNumber})`.mapWith(Number);
  // bigint: a line's price times its units may pass what an integer holds.
  const amountFen = sql<number>`sum(${orderGoods.goodsPriceFen}::bigint * ${orderGoods.goodsNumber})`.mapWith(Number);
  return db
    .select({ goodsId: orderGoods.goodsId, goodsName: goods.name, units, amountFen })
    .from(orderGoods)
    .innerJoin(orders, eq(orders.orderId, orderGoods.orderId))
    .innerJoin(goods, eq(goods.goodsId, orderGoods.goodsId))
    .where(paidWithin(period))
    .groupBy(orderGoods.goodsId, goods.name)
    .orderBy(...(by === 'units' ? [desc(units), desc(amountFen)] : [desc(amountFen), desc(units)]), orderGoods.goodsId)
    .limit(10);
}

/** Which of the period's buckets (an hour of today, or a day) `column` falls in, counted from 0. */
function bucketOf(column: Column, period: DashboardPeriod): SQL<number> {
  // Both numbers are whole seconds the domain computed, written into the statement as such.
  const from = sql.raw(String(Math.floor(period.from.getTime() / 1000)));
  const width = sql.raw(String(period.bucketMs / 1000));
  return sql<number>`floor((extract(epoch from ${column}) - ${from}) / ${width})::int`.mapWith(Number);
}

/** The chart's 下单数 per bucket: the orders placed, as `countOrdersPlaced`, grouped by the hour or day they were placed. */
export async function seriesOrdersPlaced(db: Database, period: DashboardPeriod): Promise<Map<number, number>> {
  const bucket = bucketOf(orders.addTime, period);
  const rows = await db
    .select({ bucket, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(isNotFather, within(orders.addTime, period)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.bucket, row.count]));
}

/** The chart's 支付订单数 and 支付金额 per bucket: the orders paid, as `countOrdersPaid` and `sumPaidAmount`, by the hour or day paid. */
export async function seriesOrdersPaid(db: Database, period: DashboardPeriod): Promise<Map<number, { count: number; fen: number }>> {
  const bucket = bucketOf(orders.payTime, period);
  const rows = await db
    .select({
      bucket,
      count: sql<number>`count(*)`.mapWith(Number),
      fen: sql<number>`coalesce(sum(${orders.moneyPaidFen}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(paidWithin(period))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.bucket, { count: row.count, fen: row.fen }]));
}
