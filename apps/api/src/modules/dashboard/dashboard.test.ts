// The back office's dashboard (issue 32 "Dashboard"): every figure checked against its own SQL over the seeded shop
// (the period's China-day bounds computed in SQL too, not by the domain), on PGlite and PostgreSQL; the figures move
// when a shopper places, pays and gets a refund through the API; each role reads it and sees only the counts of the
// queues it may open, which are the counts those queues show.
import type { AfterSalesQueuePage, Dashboard, OperatorOrderPage, OperatorReviewPage, OperatorWithdrawal } from '@garden/contract';
import { DASHBOARD_DAYS_INVALID, DASHBOARD_PERIODS, type DashboardDays, OPERATOR_TOKEN_INVALID, type OperatorRole } from '@garden/domain';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, callAsOperator, refused } from '../../test/http';
import { callOperator, type OperatorCaller, operatorOfRole } from '../../test/operator-calls';
import { placeTestOrder } from '../../test/order-factories';

const ctx = useSeededContext();
const roles: Partial<Record<OperatorRole, OperatorCaller>> = {};
beforeAll(async () => {
  for (const role of ['运营', '客服', '仓库', '财务'] as const) roles[role] = await operatorOfRole(ctx, role);
});

async function rows<T>(query: SQL): Promise<T[]> {
  const { rows: found } = await ctx.db.execute(query);
  return found as T[];
}

/**
 * The period in SQL: 00:00 Beijing time (UTC+8, no daylight saving) `days - 1` days before the clock's day, up to the
 * next Beijing midnight; only the 'UTC' zone is named, which every PostgreSQL and PGlite knows.
 */
async function bounds(days: number): Promise<{ from: Date; to: Date }> {
  const [row] = await rows<{ from_at: string | Date; to_at: string | Date }>(sql`
    with today as (
      select date_trunc('day', (${ctx.clock.now().toISOString()}::timestamptz at time zone 'UTC') + interval '8 hours') - interval '8 hours' as midnight
    )
    select (midnight - ${days - 1} * interval '1 day') at time zone 'UTC' as from_at, (midnight + interval '1 day') at time zone 'UTC' as to_at from today`);
  return { from: new Date(row?.from_at as string), to: new Date(row?.to_at as string) };
}

const notFather = sql.raw('not exists (select 1 from orders children where children.order_father_id = o.order_id)');
const yuanOf = (fen: number | string) => (Number(fen) / 100).toFixed(2);

/** Every figure, count and list the dashboard answers for `days`, computed by SQL written here. */
async function expectedDashboard(days: number) {
  const { from, to } = await bounds(days);
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`;
  const [placed] = await rows<{ n: number }>(sql`select count(*)::int as n from orders o where ${notFather} and ${inRange('o.add_time')}`);
  const [paid] = await rows<{ n: number; fen: string; average: string | null }>(sql`
    select count(*)::int as n, coalesce(sum(o.money_paid_fen), 0)::bigint as fen,
           round(sum(o.money_paid_fen)::numeric / count(*) / 100, 2)::text as average
    from orders o where ${notFather} and ${inRange('o.pay_time')}`);
  const [refunded] = await rows<{ n: number; fen: string }>(
    sql`select count(*)::int as n, coalesce(sum(amount_fen), 0)::bigint as fen from refunds where status = 1 and ${inRange('update_time')}`,
  );
  const [shoppers] = await rows<{ n: number }>(sql`select count(*)::int as n from users where ${inRange('created_at')}`);
  const top = (order: string) =>
    rows<{ goods_id: number; goods_name: string; units: number; amount: string }>(sql`
      select og.goods_id, g.name as goods_name, sum(og.goods_number)::int as units, sum(og.goods_price_fen::bigint * og.goods_number)::bigint as amount
      from order_goods og join orders o on o.order_id = og.order_id join goods g on g.goods_id = og.goods_id
      where ${notFather} and ${inRange('o.pay_time')}
      group by og.goods_id, g.name order by ${sql.raw(order)}, og.goods_id limit 10`);
  // The chart's labels: the Beijing hour of today, or the Beijing date.
  const labelOf = (column: string) =>
    sql.raw(
      days === 1
        ? `to_char((${column} at time zone 'UTC') + interval '8 hours', 'HH24":00"')`
        : `to_char((${column} at time zone 'UTC') + interval '8 hours', 'MM-DD')`,
    );
  const placedSeries = await rows<{ label: string; n: number }>(
    sql`select ${labelOf('o.add_time')} as label, count(*)::int as n from orders o where ${notFather} and ${inRange('o.add_time')} group by 1`,
  );
  const paidSeries = await rows<{ label: string; n: number; fen: string }>(sql`
    select ${labelOf('o.pay_time')} as label, count(*)::int as n, sum(o.money_paid_fen)::bigint as fen
    from orders o where ${notFather} and ${inRange('o.pay_time')} group by 1`);
  const goods = (row: { goods_id: number; goods_name: string; units: number; amount: string }) => ({
    goods_id: row.goods_id,
    goods_name: row.goods_name,
    units: row.units,
    amount: yuanOf(row.amount),
  });
  return {
    from,
    to,
    figures: {
      orders_placed: placed?.n,
      orders_paid: paid?.n,
      paid_amount: yuanOf(paid?.fen ?? 0),
      refunds: yuanOf(refunded?.fen ?? 0),
      refund_count: refunded?.n,
      average_order: paid?.average ?? '0.00',
      new_shoppers: shoppers?.n,
    },
    top_by_units: (await top('units desc, amount desc')).map(goods),
    top_by_amount: (await top('amount desc, units desc')).map(goods),
    placedByLabel: Object.fromEntries(placedSeries.map((row) => [row.label, row.n])),
    paidByLabel: Object.fromEntries(paidSeries.map((row) => [row.label, { n: row.n, amount: yuanOf(row.fen) }])),
  };
}

/** The work waiting, counted by SQL written here. */
async function expectedPending() {
  const [row] = await rows<Record<string, number>>(sql`select
    (select count(*)::int from orders o where ${notFather} and o.o_status in (1, 2)) as to_ship,
    (select count(*)::int from orders o where ${notFather} and o.o_status = 3) as partly_shipped,
    (select count(*)::int from refunds where status = 0) as after_sales,
    (select count(*)::int from withdrawals where is_paid = 0) as withdrawals,
    (select count(*)::int from reviews r where not exists (
      select 1 from review_comments c where c.g_comment_id = r.g_comment_id and c.is_official)) as reviews_to_reply`);
  return row as Record<keyof Dashboard['pending'], number>;
}

async function dashboardAs(who: OperatorCaller, days: DashboardDays): Promise<Dashboard> {
  const reply = await callOperator<Dashboard>(who, 'readDashboard', { days });
  expect(reply.body.code).toBe(200);
  return reply.body.data;
}

/** The reply matches the SQL: figures, lists, every bucket of the chart, and the period's bounds. */
async function expectMatchesSql(reply: Dashboard, days: DashboardDays) {
  const expected = await expectedDashboard(days);
  expect(reply.from).toBe(expected.from.getTime() / 1000);
  expect(reply.to).toBe(expected.to.getTime() / 1000);
  expect(reply.figures).toEqual(expected.figures);
  expect(reply.top_by_units).toEqual(expected.top_by_units);
  expect(reply.top_by_amount).toEqual(expected.top_by_amount);
  expect(reply.series).toHaveLength(days === 1 ? 24 : days);
  for (const point of reply.series) {
    expect(point.orders_placed).toBe(expected.placedByLabel[point.label] ?? 0);
    expect(point.orders_paid).toBe(expected.paidByLabel[point.label]?.n ?? 0);
    expect(point.paid_amount).toBe(expected.paidByLabel[point.label]?.amount ?? '0.00');
  }
  // Nothing of the SQL's falls outside the chart's buckets.
  const labels = new Set(reply.series.map((point) => point.label));
  expect(Object.keys(expected.placedByLabel).every((label) => labels.has(label))).toBe(true);
  expect(Object.keys(expected.paidByLabel).every((label) => labels.has(label))).toBe(true);
}

describe('GET /v1/operator/dashboard', () => {
  it('answers each figure of today, the last 7 and the last 30 days as its SQL over the seeded shop does', async () => {
    for (const days of DASHBOARD_PERIODS) await expectMatchesSql(await dashboardAs(ctx, days), days);
    // The seed's orders of the last month make the figures more than zeros.
    const month = await dashboardAs(ctx, 30);
    expect(month.figures.orders_paid).toBeGreaterThan(0);
    expect(Number(month.figures.paid_amount)).toBeGreaterThan(0);
    expect(month.top_by_units.length).toBeGreaterThan(0);
    expect(month.figures.new_shoppers).toBeGreaterThan(0);
  });

  it('moves when a shopper orders, pays and is refunded through the API, and stays equal to its SQL', async () => {
    const before = await dashboardAs(ctx, 1);
    const pendingBefore = before.pending;
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000, createdAt: ctx.clock.now() });
    // One order left unpaid, one paid from the balance: two lines, 3 units at 88.00 and 1 at 12.50.
    await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 5_000 }] });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, {
      paid: true,
      lines: [
        { priceFen: 8_800, number: 3 },
        { priceFen: 1_250, number: 1 },
      ],
    });
    const placed = await dashboardAs(ctx, 1);
    await expectMatchesSql(placed, 1);
    expect(placed.figures.orders_placed).toBe(before.figures.orders_placed + 2);
    expect(placed.figures.orders_paid).toBe(before.figures.orders_paid + 1);
    expect(placed.figures.new_shoppers).toBe(before.figures.new_shoppers + 1);
    const [paidRow] = await rows<{ money_paid_fen: number }>(sql`select money_paid_fen from orders where order_id = ${orderId}`);
    expect(Number(placed.figures.paid_amount) * 100).toBeCloseTo(Number(before.figures.paid_amount) * 100 + (paidRow?.money_paid_fen ?? 0), 6);
    expect(placed.pending.to_ship).toBe((pendingBefore.to_ship ?? 0) + 1);
    // The goods bought three times leads by units.
    expect(placed.top_by_units[0]).toMatchObject({ units: 3, amount: '264.00' });

    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      json: { order_id: orderId, goods_json: [{ rec_id: recIds[1], number: 1 }], refund_type: 1, reason_type: 2 },
    });
    expect(applied.body.code).toBe(200);
    expect((await dashboardAs(ctx, 1)).pending.after_sales).toBe((pendingBefore.after_sales ?? 0) + 1);
    const decided = await callOperator(ctx, 'decideRefund', { refund_id: applied.body.data.refund_id, approve: 1 });
    expect(decided.body.code).toBe(200);
    const refunded = await dashboardAs(ctx, 1);
    await expectMatchesSql(refunded, 1);
    expect(refunded.figures.refund_count).toBe(before.figures.refund_count + 1);
    expect(Number(refunded.figures.refunds)).toBeGreaterThan(Number(before.figures.refunds));
    expect(refunded.pending.after_sales).toBe(pendingBefore.after_sales);
    for (const days of [7, 30] as const) await expectMatchesSql(await dashboardAs(ctx, days), days);
  });

  it('counts the work waiting as each queue shows it, to the roles that may open that queue only', async () => {
    const expected = await expectedPending();
    const owner = await dashboardAs(ctx, 7);
    expect(owner.pending).toEqual(expected);
    // The same counts as the queues the links open.
    const toShip = await callOperator<OperatorOrderPage>(ctx, 'listShopOrders', { tab: 'toShip' });
    expect(toShip.body.data.total).toBe(expected.to_ship);
    expect(toShip.body.data.counts.find((count) => count.tab === 'partlyShipped')?.count).toBe(expected.partly_shipped);
    const open = await callOperator<AfterSalesQueuePage>(ctx, 'listAfterSales', { state: 'open' });
    expect(open.body.data.total).toBe(expected.after_sales);
    const withdrawals = await callOperator<{ list: OperatorWithdrawal[] }>(ctx, 'operatorWithdrawals', {});
    expect(withdrawals.body.data.list).toHaveLength(expected.withdrawals);
    const unreplied = await callOperator<OperatorReviewPage>(ctx, 'listShopReviews', { replied: 0 });
    expect(unreplied.body.data.total).toBe(expected.reviews_to_reply);
    // The seed leaves work in every queue, so a null below is the role's, not an empty queue's.
    expect(Object.values(expected).every((count) => count > 0)).toBe(true);

    const seen = async (role: OperatorRole) => (await dashboardAs(roles[role] as OperatorCaller, 7)).pending;
    expect(await seen('运营')).toEqual({ to_ship: null, partly_shipped: null, after_sales: null, withdrawals: null, reviews_to_reply: null });
    expect(await seen('仓库')).toEqual({ ...expected, after_sales: null, withdrawals: null, reviews_to_reply: null });
    expect(await seen('客服')).toEqual({ ...expected, withdrawals: null });
    expect(await seen('财务')).toEqual({ ...expected, to_ship: null, partly_shipped: null, reviews_to_reply: null });
    // The shop's figures are every role's.
    for (const role of ['运营', '仓库', '客服', '财务'] as const) {
      const reply = await dashboardAs(roles[role] as OperatorCaller, 7);
      expect(reply.figures).toEqual(owner.figures);
      expect(reply.top_by_units).toEqual(owner.top_by_units);
    }
  });

  it('refuses another period, and a caller that is not a signed-in operator', async () => {
    for (const days of [0, 14, 'week']) expect((await callOperator(ctx, 'readDashboard', { days })).body).toEqual(refused(DASHBOARD_DAYS_INVALID));
    expect((await call(ctx.app, 'GET', '/v1/operator/dashboard')).body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    const shopper = await call<{ key: string }>(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: DEMO_ACCOUNTS.shopper.mobile, password: DEMO_ACCOUNTS.shopper.password },
    });
    const asShopper = await callAsOperator({ app: ctx.app, operatorKey: shopper.body.data.key }, 'GET', '/v1/operator/dashboard');
    expect(asShopper.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
  });
});
