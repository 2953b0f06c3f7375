// The back office's orders (issue 32 "Orders and shipping"): every order of the shop by tab and filters, with
// the counts per tab, and one order with its payments, parcels, after-sales requests and a timeline that puts
// the operators' writes on it (the audit trail) among the shopper's and the system's events. The order itself
// is described as the shopper's pages describe it (views.ts), so both read the same amounts and labels.
import type { OperatorOrder, OperatorOrderDetail, OperatorOrderPage } from '@garden/contract';
import {
  AFTER_SALES_REASON_LABELS,
  AFTER_SALES_STATUS_LABELS,
  type AfterSalesReason,
  type AfterSalesStatus,
  describeRefundProgress,
  formatYuan,
  fromFen,
  OPERATOR_ORDER_TABS,
  ORDER_EVENT_LABELS,
  ORDER_NOT_FOUND,
  type OperatorOrderFilter,
  type OperatorOrderTab,
  operatorOrderTabOf,
  payMethodName,
  REFUND_TYPE_LABELS,
  type RefundType,
} from '@garden/domain';
import { and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/text-match';
import {
  operatorAudit,
  operators,
  orderGoods,
  orders,
  paymentRefunds,
  payments,
  refundGoods,
  refunds,
  shipments,
  users,
} from '../../db/schema/index';
import { notFound } from '../../platform/api-error';
import { listOrderNotes } from './order-notes';
import { pageOfOrders, type OrderRow } from './rows';
import { describeOrders, isNotFather } from './views';

const yuan = (fen: number) => formatYuan(fromFen(fen));
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const secondsOrNull = (at: Date | null) => (at === null ? null : seconds(at));
const fromSeconds = (value: number | undefined) => (value === undefined ? undefined : new Date(value * 1000));

export interface ShopOrderQuery {
  tab: OperatorOrderTab;
  orderSn?: string;
  /** A consignee's name or mobile, or the mobile of the shopper who placed it. */
  person?: string;
  goodsName?: string;
  /** 0 for orders the balance paid alone. */
  payId?: number;
  createdFrom?: number;
  createdTo?: number;
  paidFrom?: number;
  paidTo?: number;
  page: number;
  limit: number;
}

/** A tab's stored values as a condition (domain OPERATOR_ORDER_TABS). */
function tabCondition({ orderStatuses, isDeletes }: OperatorOrderFilter): SQL | undefined {
  return and(
    orderStatuses === null ? undefined : inArray(orders.oStatus, [...orderStatuses]),
    isDeletes === null ? undefined : inArray(orders.isDelete, [...isDeletes]),
  );
}

/** The filters other than the tab, each narrowing the list when given. */
function filterConditions(query: ShopOrderQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.orderSn ? ilike(orders.orderSn, containing(query.orderSn)) : undefined,
    query.person
      ? or(
          ilike(orders.consignee, containing(query.person)),
          ilike(orders.phone, containing(query.person)),
          sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.mobile} = ${query.person})`,
        )
      : undefined,
    query.goodsName
      ? sql`exists (select 1 from ${orderGoods} where ${orderGoods.orderId} = ${orders.orderId} and ${ilike(orderGoods.goodsName, containing(query.goodsName))})`
      : undefined,
    // The balance alone leaves `pay_id` empty on a paid order.
    query.payId === undefined
      ? undefined
      : query.payId === 0
        ? and(sql`${orders.payId} is null`, sql`${orders.payTime} is not null`)
        : eq(orders.payId, query.payId),
    query.createdFrom === undefined ? undefined : gte(orders.addTime, fromSeconds(query.createdFrom) as Date),
    query.createdTo === undefined ? undefined : lte(orders.addTime, fromSeconds(query.createdTo) as Date),
    query.paidFrom === undefined ? undefined : gte(orders.payTime, fromSeconds(query.paidFrom) as Date),
    query.paidTo === undefined ? undefined : lte(orders.payTime, fromSeconds(query.paidTo) as Date),
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** How many orders each tab holds, in one pass over the shop's orders (fathers are payment groups, not orders). */
async function countPerTab(db: Database): Promise<OperatorOrderPage['counts']> {
  const columns = Object.fromEntries(
    OPERATOR_ORDER_TABS.map((filter) => [filter.tab, sql<number>`count(*) filter (where ${tabCondition(filter) ?? sql`true`})`.mapWith(Number)]),
  );
  const [row] = await db.select(columns).from(orders).where(isNotFather);
  return OPERATOR_ORDER_TABS.map(({ tab, name }) => ({ tab, name, count: (row?.[tab] as number | undefined) ?? 0 }));
}

/** How many of the shop's orders stand under `tab`: the count the list shows on that tab (the dashboard's work waiting). */
export function countShopOrdersInTab(db: Database, tab: OperatorOrderTab): Promise<number> {
  const filter = OPERATOR_ORDER_TABS.find((candidate) => candidate.tab === tab) as OperatorOrderFilter;
  return db.$count(orders, and(isNotFather, tabCondition(filter)));
}

/** The shopper's order shape of each row, with who placed it and how it was paid. */
export async function describeShopOrders(db: Database, rows: readonly OrderRow[], now: Date): Promise<OperatorOrder[]> {
  if (rows.length === 0) return [];
  const [described, placedBy] = await Promise.all([
    describeOrders(db, rows, now),
    db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
  ]);
  const mobiles = new Map(placedBy.map((user) => [user.id, user.mobile ?? '']));
  return rows.map((row, index) => ({
    ...(described[index] as (typeof described)[number]),
    user_id: row.userId,
    user_mobile: mobiles.get(row.userId) ?? '',
    tab: operatorOrderTabOf(row.oStatus, row.isDelete),
    pay_name: row.payTime === null ? '' : payMethodName(row.payId),
    pay_time: secondsOrNull(row.payTime),
    surplus: yuan(row.surplusFen),
  }));
}

/** One page of the shop's orders, newest first, and the counts per tab. */
export async function listShopOrders(db: Database, query: ShopOrderQuery, now: Date) {
  const filter = OPERATOR_ORDER_TABS.find(({ tab }) => tab === query.tab) as OperatorOrderFilter;
  const where = and(isNotFather, tabCondition(filter), ...filterConditions(query));
  const [{ rows, total }, counts] = await Promise.all([pageOfOrders(db, where, query), countPerTab(db)]);
  return { list: await describeShopOrders(db, rows, now), total, page: query.page, limit: query.limit, counts };
}

type Event = OperatorOrderDetail['timeline'][number];

/** One order of the shop (never a father, which is only a payment group) with its whole story, or 404. */
export async function readShopOrder(db: Database, orderId: number, now: Date): Promise<OperatorOrderDetail> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), isNotFather));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  // A split order was paid through its father: the payments are the father's.
  const paidThrough = [row.orderId, ...(row.orderFatherId === null ? [] : [row.orderFatherId])];
  const [[order], paid, sent, lines, requests, requestLines] = await Promise.all([
    describeShopOrders(db, [row], now),
    db.select().from(payments).where(inArray(payments.orderId, paidThrough)).orderBy(asc(payments.paymentId)),
    db.select().from(shipments).where(eq(shipments.orderId, row.orderId)).orderBy(asc(shipments.shippedAt), asc(shipments.shipmentId)),
    db.select({ recId: orderGoods.recId, shipmentId: orderGoods.shipmentId }).from(orderGoods).where(eq(orderGoods.orderId, row.orderId)),
    db.select().from(refunds).where(eq(refunds.orderId, row.orderId)).orderBy(sql`${refunds.refundId} desc`),
    db
      .select({ refundId: refundGoods.refundId, recId: refundGoods.recId, number: refundGoods.number })
      .from(refundGoods)
      .innerJoin(refunds, eq(refunds.refundId, refundGoods.refundId))
      .where(eq(refunds.orderId, row.orderId)),
  ]);
  const paymentIds = paid.map((payment) => payment.paymentId);
  const [moneyBack, trail, notes] = await Promise.all([
    paymentIds.length === 0 ? [] : db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)),
    db
      .select({ at: operatorAudit.at, action: operatorAudit.action, login: operators.login })
      .from(operatorAudit)
      .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
      .where(
        or(
          and(eq(operatorAudit.targetType, 'order'), eq(operatorAudit.targetId, String(row.orderId))),
          requests.length === 0
            ? undefined
            : and(
                eq(operatorAudit.targetType, 'refund'),
                inArray(
                  operatorAudit.targetId,
                  requests.map((request) => String(request.refundId)),
                ),
              ),
        ),
      ),
    listOrderNotes(db, row.orderId),
  ]);

  const timeline: Event[] = [{ at: seconds(row.addTime), kind: 'placed', text: ORDER_EVENT_LABELS.placed, operator_login: null }];
  for (const payment of paid)
    if (payment.paidAt)
      timeline.push({
        at: seconds(payment.paidAt),
        kind: 'paid',
        text: `${ORDER_EVENT_LABELS.paid} ¥${yuan(payment.amountFen)}（${payMethodName(payment.payId)}）`,
        operator_login: null,
      });
  if (row.payTime && paid.every((payment) => payment.paidAt === null))
    timeline.push({ at: seconds(row.payTime), kind: 'paid', text: `${ORDER_EVENT_LABELS.paid}（${payMethodName(null)}）`, operator_login: null });
  for (const parcel of sent)
    timeline.push({
      at: seconds(parcel.shippedAt),
      kind: 'shipped',
      text: `${ORDER_EVENT_LABELS.shipped}：${parcel.logisticsName} ${parcel.invoiceNo}`,
      operator_login: null,
    });
  for (const request of requests) {
    const type = REFUND_TYPE_LABELS[request.refundType as RefundType];
    timeline.push({
      at: seconds(request.addTime),
      kind: 'afterSalesApplied',
      text: `${ORDER_EVENT_LABELS.afterSalesApplied} ${request.refundSn}（${type}）`,
      operator_login: null,
    });
    if (request.receivedAt)
      timeline.push({
        at: seconds(request.receivedAt),
        kind: 'returnReceived',
        text: `${ORDER_EVENT_LABELS.returnReceived} ${request.refundInvoiceNo}`,
        operator_login: null,
      });
    if (request.status !== 0)
      timeline.push({
        at: seconds(request.updateTime),
        kind: 'afterSalesDecided',
        text: `${request.refundSn} ${AFTER_SALES_STATUS_LABELS[request.status as AfterSalesStatus]}`,
        operator_login: null,
      });
  }
  if (row.confirmTime) timeline.push({ at: seconds(row.confirmTime), kind: 'confirmed', text: ORDER_EVENT_LABELS.confirmed, operator_login: null });
  for (const entry of trail) timeline.push({ at: seconds(entry.at), kind: 'operator', text: entry.action, operator_login: entry.login });
  // Oldest first; at the same second the story's own order (placed before paid before shipped) stands.
  timeline.sort((a, b) => a.at - b.at);

  return {
    order: order as OperatorOrder,
    notes,
    payments: paid.map((payment) => ({
      payment_id: payment.paymentId,
      pay_name: payMethodName(payment.payId),
      out_trade_no: payment.outTradeNo,
      amount: yuan(payment.amountFen),
      status: payment.status,
      created_at: seconds(payment.createdAt),
      paid_at: secondsOrNull(payment.paidAt),
      refunds: moneyBack
        .filter((back) => back.paymentId === payment.paymentId)
        .map((back) => ({
          refund_no: back.refundNo,
          amount: yuan(back.amountFen),
          reason: back.reason,
          status: back.status,
          created_at: seconds(back.createdAt),
          finished_at: secondsOrNull(back.finishedAt),
        })),
    })),
    shipments: sent.map((parcel) => ({
      shipment_id: parcel.shipmentId,
      logistics_name: parcel.logisticsName,
      invoice_no: parcel.invoiceNo,
      shipped_at: seconds(parcel.shippedAt),
      rec_ids: lines.filter((line) => line.shipmentId === parcel.shipmentId).map((line) => line.recId),
    })),
    requests: requests.map((request) => ({
      refund_id: request.refundId,
      refund_sn: request.refundSn,
      refund_type: request.refundType,
      reason: AFTER_SALES_REASON_LABELS[request.reasonType as AfterSalesReason] ?? '',
      refund_info: request.refundInfo,
      status: request.status,
      progress: describeRefundProgress({
        status: request.status as AfterSalesStatus,
        refundType: request.refundType as RefundType,
        returnReceived: request.receivedAt !== null,
        payoutPending: moneyBack.some((back) => back.refundNo.split('-')[0] === request.refundSn && back.status !== 'done'),
      }).label,
      amount: yuan(request.amountFen),
      refund_invoice_no: request.refundInvoiceNo,
      received_at: secondsOrNull(request.receivedAt),
      add_time: seconds(request.addTime),
      update_time: seconds(request.updateTime),
      lines: requestLines.filter((line) => line.refundId === request.refundId).map(({ recId, number }) => ({ rec_id: recId, number })),
    })),
    timeline,
  };
}
