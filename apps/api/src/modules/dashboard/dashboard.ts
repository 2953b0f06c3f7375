// The back office's dashboard (issue 32 "Dashboard"): the period's figures (figures.ts), the work waiting the role
// may open (pending.ts), the goods sold most and the chart's series, as the contract's Dashboard.
import type { Dashboard, DashboardGoods } from '@garden/contract';
import { averageOrder, type DashboardDays, dashboardPeriod, formatYuan, fromFen, type OperatorRole } from '@garden/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema/index';
import { seconds } from '../../platform/unix-time';
import {
  countNewShoppers,
  countOrdersPaid,
  countOrdersPlaced,
  listTopGoods,
  seriesOrdersPaid,
  seriesOrdersPlaced,
  sumPaidAmount,
  sumRefunds,
  type TopGoodsRow,
} from './figures';
import { countPendingWork } from './pending';

const yuan = (fen: number) => formatYuan(fromFen(fen));

const describeGoods = (row: TopGoodsRow): DashboardGoods => ({
  goods_id: row.goodsId,
  goods_name: row.goodsName,
  units: row.units,
  amount: yuan(row.amountFen),
});

/** The dashboard for the last `days` China days as `operatorId`'s role may see it. */
export async function readDashboard(db: Database, operatorId: number, days: DashboardDays, now: Date): Promise<Dashboard> {
  const period = dashboardPeriod(now, days);
  const [operator] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, operatorId));
  const [placed, paid, paidFen, refunded, newShoppers, byUnits, byAmount, placedSeries, paidSeries, pending] = await Promise.all([
    countOrdersPlaced(db, period),
    countOrdersPaid(db, period),
    sumPaidAmount(db, period),
    sumRefunds(db, period),
    countNewShoppers(db, period),
    listTopGoods(db, period, 'units'),
    listTopGoods(db, period, 'amount'),
    seriesOrdersPlaced(db, period),
    seriesOrdersPaid(db, period),
    countPendingWork(db, operator?.role as OperatorRole),
  ]);
  return {
    days,
    from: seconds(period.from),
    to: seconds(period.to),
    figures: {
      orders_placed: placed,
      orders_paid: paid,
      paid_amount: yuan(paidFen),
      refunds: yuan(refunded.fen),
      refund_count: refunded.count,
      average_order: formatYuan(averageOrder(paidFen, paid)),
      new_shoppers: newShoppers,
    },
    pending,
    top_by_units: byUnits.map(describeGoods),
    top_by_amount: byAmount.map(describeGoods),
    series: period.buckets.map((bucket, index) => ({
      start: seconds(bucket.start),
      label: bucket.label,
      orders_placed: placedSeries.get(index) ?? 0,
      orders_paid: paidSeries.get(index)?.count ?? 0,
      paid_amount: yuan(paidSeries.get(index)?.fen ?? 0),
    })),
  };
}
