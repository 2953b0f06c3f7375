// The back office's after-sales queue (issue 32 "After-sales"): the requests by state (domain
// AFTER_SALES_QUEUE_STATES, 已收到退货 once the warehouse recorded the parcel at the parcel page), each with the
// lines it asks back and the order it is about, described as the back office's order list describes it.
import type { AfterSalesQueuePage } from '@garden/contract';
import {
  AFTER_SALES_QUEUE_STATES,
  AFTER_SALES_REASON_LABELS,
  type AfterSalesQueueFilter,
  type AfterSalesQueueState,
  type AfterSalesReason,
  afterSalesQueueLabel,
  formatYuan,
  fromFen,
  GOODS_STATUS_LABELS,
  REFUND_TYPE_LABELS,
  type RefundType,
} from '@garden/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { orders, refunds } from '../../db/schema/index';
import { containing } from '../../db/text-match';
import type { Carrier } from '../../integrations/courier';
import { seconds } from '../../platform/unix-time';
import { describeShopOrders } from '../orders/index';
import { requestLines } from './request-lines';

export interface AfterSalesQuery {
  state: AfterSalesQueueState;
  orderSn?: string;
  page: number;
  limit: number;
}

/** A state's stored values as a condition. */
function stateCondition({ status, parcelBack }: AfterSalesQueueFilter): SQL | undefined {
  return and(
    status === null ? undefined : eq(refunds.status, status),
    parcelBack === null ? undefined : and(eq(refunds.refundType, 2), parcelBack ? isNotNull(refunds.receivedAt) : isNull(refunds.receivedAt)),
  );
}

/** How many requests stand under `state`: the count the queue shows on that tab (the dashboard's work waiting). */
export function countAfterSalesInState(db: Database, state: AfterSalesQueueState): Promise<number> {
  const filter = AFTER_SALES_QUEUE_STATES.find((candidate) => candidate.state === state) as AfterSalesQueueFilter;
  return db.$count(refunds, stateCondition(filter));
}

/** How many requests each state holds, in one pass. */
async function countPerState(db: Database): Promise<AfterSalesQueuePage['counts']> {
  const columns = Object.fromEntries(
    AFTER_SALES_QUEUE_STATES.map((filter) => [
      filter.state,
      sql<number>`count(*) filter (where ${stateCondition(filter) ?? sql`true`})`.mapWith(Number),
    ]),
  );
  const [row] = await db.select(columns).from(refunds);
  return AFTER_SALES_QUEUE_STATES.map(({ state, name }) => ({ state, name, count: (row?.[state] as number | undefined) ?? 0 }));
}

/**
 * One page of the queue with the counts per state. Open requests come oldest first (the one waiting longest is
 * worked first), closed ones newest first.
 */
export async function listAfterSalesQueue(
  db: Database,
  carriers: readonly Carrier[],
  query: AfterSalesQuery,
  now: Date,
): Promise<AfterSalesQueuePage> {
  const filter = AFTER_SALES_QUEUE_STATES.find(({ state }) => state === query.state) as AfterSalesQueueFilter;
  const where = and(
    stateCondition(filter),
    query.orderSn
      ? sql`exists (select 1 from ${orders} where ${orders.orderId} = ${refunds.orderId} and ${ilike(orders.orderSn, containing(query.orderSn))})`
      : undefined,
  );
  const oldestFirst = filter.status === 0;
  const [{ rows, total }, counts] = await Promise.all([
    readPage(db, db.select().from(refunds).where(where), {
      orderBy: oldestFirst ? [asc(refunds.addTime), asc(refunds.refundId)] : [desc(refunds.updateTime), desc(refunds.refundId)],
      page: query.page,
      limit: query.limit,
    }),
    countPerState(db),
  ]);
  if (rows.length === 0) return { list: [], total, page: query.page, limit: query.limit, counts };
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const refundIds = rows.map((row) => row.refundId);
  const [orderRows, lines] = await Promise.all([db.select().from(orders).where(inArray(orders.orderId, orderIds)), requestLines(db, refundIds)]);
  const described = await describeShopOrders(db, orderRows, now);
  const orderOf = new Map(described.map((order) => [order.order_id, order]));
  const list = rows.map((request) => ({
    refund_id: request.refundId,
    refund_sn: request.refundSn,
    refund_type: request.refundType,
    refund_type_label: REFUND_TYPE_LABELS[request.refundType as RefundType],
    reason_label: AFTER_SALES_REASON_LABELS[request.reasonType as AfterSalesReason] ?? '',
    goods_status_label: GOODS_STATUS_LABELS[request.goodsStatus as 0 | 1] ?? '',
    refund_info: request.refundInfo,
    img: request.imgs,
    amount: formatYuan(fromFen(request.amountFen)),
    status: request.status,
    state_label: afterSalesQueueLabel(request),
    refuse_reason: request.refuseReason,
    shipping_name: carriers.find((carrier) => carrier.shippingId === request.shippingId)?.shippingName ?? '',
    refund_invoice_no: request.refundInvoiceNo,
    received_at: request.receivedAt ? seconds(request.receivedAt) : null,
    add_time: seconds(request.addTime),
    update_time: seconds(request.updateTime),
    lines: lines
      .filter((asked) => asked.refundId === request.refundId)
      .map(({ line, number }) => ({
        rec_id: line.recId,
        goods_name: line.goodsName,
        goods_attr: line.goodsAttr,
        goods_price: formatYuan(fromFen(line.goodsPriceFen)),
        number,
      })),
    // Every request belongs to an order of the shop, never to a father (a payment group).
    order: orderOf.get(request.orderId) as AfterSalesQueuePage['list'][number]['order'],
  }));
  return { list, total, page: query.page, limit: query.limit, counts };
}
