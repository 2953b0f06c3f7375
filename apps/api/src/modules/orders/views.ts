// The order list and detail (shopping §2 "Order list", "Order detail", §3 "Order", §4): every
// label, step and action comes from the domain's describeOrderStatus, so the pages only draw them.
import type { AfterSalesLine, Order, OrderLine, RefundOrder, RefusedRequest } from '@garden/contract';
import {
  ORDER_ACTION_NOT_ALLOWED,
  type AfterSalesStatus,
  canTrackParcels,
  describeOrderStatus,
  describeRefundOrder,
  describeRefundProgress,
  formatLineWeight,
  formatOrderTime,
  formatYuan,
  fromFen,
  orderDeductionLines,
  orderListFilter,
  orderTimeFrom,
  REFUND_ORDER_REQUEST_STATUSES,
  type OrderListFilter,
  type OrderListTab,
  type OrderTimeFilter,
  type RefundType,
  ORDER_NOT_FOUND,
} from '@garden/domain';
import { and, desc, eq, gte, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGifts, orderGoods, orders, paymentRefunds, refundGoods, refunds, regions, shipments } from '../../db/schema/index';
import type { CourierTracker } from '../../integrations/courier';
import { badRequest, notFound } from '../../platform/api-error';
import { groupRows } from '../../platform/group-rows';
import { describeChosenGoods } from './chosen-goods';
import { pageOfOrders, toOrderState, type OrderRow } from './rows';
import { seconds, secondsOrNull } from '../../platform/unix-time';

type LineRow = typeof orderGoods.$inferSelect;
type GiftRow = typeof orderGifts.$inferSelect;
type RequestRow = typeof refunds.$inferSelect;
type RequestLineRow = { refundId: number; recId: number; number: number };

const yuan = (fen: number) => formatYuan(fromFen(fen));

/** The children of a split order point at it; a father is only a payment group, never shown. */
export const isNotFather = sql`not exists (select 1 from ${orders} as children where children.order_father_id = ${orders.orderId})`;

/**
 * The conditions every shopper-facing order read or change shares: the shopper's own orders, not
 * deleted for good (`is_delete` 3) and not a father order. Anything else answers "订单不存在".
 */
export function shownOrder(userId: number) {
  return and(eq(orders.userId, userId), inArray(orders.isDelete, [0, 1, 2]), isNotFather);
}

function describeLine(line: LineRow): OrderLine {
  return {
    rec_id: line.recId,
    order_id: line.orderId,
    goods_id: line.goodsId,
    ...describeChosenGoods(line),
    goods_price: yuan(line.goodsPriceFen),
    goods_price_format: `¥${yuan(line.goodsPriceFen)}`,
    market_price: yuan(line.marketPriceFen),
    goods_number: line.goodsNumber,
    refund_number: line.refundNumber,
    weight: formatLineWeight(line.weightGrams),
    subtotal: yuan(line.goodsPriceFen * line.goodsNumber),
    is_dingjin: line.isDeposit ? 1 : 0,
    delivery_id: line.deliveryId ?? 0,
    delivery_time: line.deliveryTime,
    is_comment: line.isComment,
    shipped: line.shipmentId !== null,
  };
}

/** A gift the order earned, in the checkout's `present` shape: free, its market price struck through. */
function describeGift(gift: GiftRow) {
  return {
    goods_id: gift.goodsId,
    name: gift.goodsName,
    thumbnail: gift.thumbnail,
    goods_attr: '',
    goods_number: gift.goodsNumber,
    market_price: yuan(gift.marketPriceFen),
    goods_price: yuan(0),
  };
}

/** A line of an after-sales request: the order line and the units it asks back (`goods_json` number). */
export function describeRequestLine(line: LineRow, number: number): AfterSalesLine {
  return {
    rec_id: line.recId,
    goods_id: line.goodsId,
    goods_name: line.goodsName,
    goods_attr: line.goodsAttr,
    goods_thumb: line.goodsThumb,
    goods_price: yuan(line.goodsPriceFen),
    goods_number: line.goodsNumber,
    number,
  };
}

/** Where a request stands (domain `describeRefundProgress`), in the contract's mutable shape. */
function progressOf(request: RequestRow, payoutPending: boolean): RefundOrder['progress'] {
  const progress = describeRefundProgress({
    status: request.status as AfterSalesStatus,
    refundType: request.refundType as RefundType,
    returnReceived: request.receivedAt !== null,
    payoutPending,
  });
  return { ...progress, steps: [...progress.steps] };
}

/** The order lines a request asks back, with the units it asks. */
function requestGoods(lines: readonly LineRow[], requestLines: readonly RequestLineRow[]): AfterSalesLine[] {
  return requestLines.flatMap((asked) => {
    const line = lines.find((own) => own.recId === asked.recId);
    return line ? [describeRequestLine(line, asked.number)] : [];
  });
}

/**
 * An open or approved request as its refund order (domain `describeRefundOrder`; shopping §4 "5 and 6 (refund
 * orders): shown with refund number and zero amount"), or null for a refused or withdrawn one.
 */
function describeRefundRequest(
  row: OrderRow,
  request: RequestRow,
  lines: readonly LineRow[],
  requestLines: readonly RequestLineRow[],
  payoutPending: boolean,
): RefundOrder | null {
  const view = describeRefundOrder(request.status as AfterSalesStatus, toOrderState(row));
  if (!view) return null;
  return {
    refund_id: request.refundId,
    refund_sn: request.refundSn,
    o_status: view.orderStatus,
    status: view.status,
    order_status: view.label,
    kind: view.kind,
    refund_type: request.refundType,
    order_amount: yuan(0),
    refund_amount: yuan(request.amountFen),
    progress: progressOf(request, payoutPending),
    add_time: seconds(request.addTime),
    goods_list: requestGoods(lines, requestLines),
  };
}

/** A request the shop refused, as the shopper follows it to 已拒绝; null for any other request. */
function describeRefusedRequest(request: RequestRow, lines: readonly LineRow[], requestLines: readonly RequestLineRow[]): RefusedRequest | null {
  // A refused request moved no money, so no payout is pending.
  const progress = progressOf(request, false);
  if (progress.stage !== 'refused') return null;
  return {
    refund_id: request.refundId,
    refund_sn: request.refundSn,
    refund_type: request.refundType,
    refund_amount: yuan(request.amountFen),
    progress,
    add_time: seconds(request.addTime),
    // The decision is the refused request's last change.
    decided_time: formatOrderTime(request.updateTime),
    refuse_reason: request.refuseReason,
    goods_list: requestGoods(lines, requestLines),
  };
}

interface CardFacts {
  lines: readonly LineRow[];
  gifts: readonly GiftRow[];
  /** The order's after-sales requests, newest first. */
  requests: readonly RequestRow[];
  requestLines: readonly RequestLineRow[];
  /** `refund_sn` of the approved requests whose money a payment gateway has not confirmed yet. */
  payoutsPending: ReadonlySet<string>;
  regionNames: ReadonlyMap<number, string>;
}

function describeOrder(row: OrderRow, facts: CardFacts, now: Date): Order {
  const view = describeOrderStatus(toOrderState(row), now);
  const region = (id: number) => facts.regionNames.get(id) ?? '';
  const latest = facts.requests[0];
  const oldestFirst = facts.requests.toReversed();
  const linesOf = (request: RequestRow) => facts.requestLines.filter((line) => line.refundId === request.refundId);
  return {
    order_id: row.orderId,
    order_father_id: row.orderFatherId ?? 0,
    order_sn: row.orderSn,
    o_status: row.oStatus,
    order_status: view.label,
    is_delete: row.isDelete,
    status: row.status,
    is_comment: row.isComment,
    is_twice: row.isTwice,
    is_dingjin: row.isDeposit ? 1 : 0,
    dj_status: row.djStatus,
    pay_beg_time: secondsOrNull(row.payBegTime),
    pay_end_time: secondsOrNull(row.payEndTime),
    order_amount: yuan(row.orderAmountFen),
    total_fee: yuan(row.moneyPaidFen),
    goods_amount: yuan(row.goodsAmountFen),
    shipping_fee: yuan(row.shippingFeeFen),
    bonus: yuan(row.bonusFen),
    bonus_ship: yuan(row.bonusShipFen),
    discount: yuan(row.discountFen),
    deduction_lines: orderDeductionLines(
      { couponDiscount: row.bonusFen, shippingCouponDiscount: row.bonusShipFen, discount: row.discountFen },
      row.isBlack,
    ).map((line) => ({ kind: line.kind, label: line.label, amount: yuan(line.amountFen) })),
    deposit: yuan(row.depositFen),
    add_time: seconds(row.addTime),
    order_time: formatOrderTime(row.addTime),
    pay_deadline: secondsOrNull(view.payDeadline),
    refund_id: latest?.refundId ?? null,
    refund_sn: latest?.refundSn ?? null,
    consignee: row.consignee,
    phone: row.phone,
    address: `${region(row.province)}${region(row.city)}${region(row.district)}${row.address}`,
    msg_to_shop: row.postscript,
    sendaddress_name: row.sendAddressName,
    shipping_name: row.shippingName,
    logistics_name: row.logisticsName,
    invoice_no: row.invoiceNo,
    view: {
      kind: view.kind,
      label: view.label,
      step: view.step,
      actions: [...view.actions],
      shows_delete_icon: view.showsDeleteIcon,
      fetches_tracking: view.fetchesTracking,
      notice: view.notice,
      balance_window: view.balanceWindow,
      refund_types: [...view.refundTypes],
    },
    goods_list: facts.lines.map(describeLine),
    /** The gifts recorded at placement (`order_gifts`): not order lines, nothing to ship, refund or review. */
    present: facts.gifts.map(describeGift),
    refund_orders: oldestFirst
      .map((request) => describeRefundRequest(row, request, facts.lines, linesOf(request), facts.payoutsPending.has(request.refundSn)))
      .filter((refund) => refund !== null),
    refused_requests: oldestFirst
      .map((request) => describeRefusedRequest(request, facts.lines, linesOf(request)))
      .filter((refused) => refused !== null),
  };
}

/**
 * The approved requests among `requests` whose gateway refund is not confirmed: a request's gateway refunds are
 * numbered by its `refund_sn`, a second one with a suffix (`-2`), so the part before a dash names the request.
 */
async function pendingPayouts(db: Database, requests: readonly RequestRow[]): Promise<Set<string>> {
  const approved = requests.filter((request) => request.status === 1).map((request) => request.refundSn);
  if (approved.length === 0) return new Set();
  const requestSn = sql<string>`split_part(${paymentRefunds.refundNo}, '-', 1)`;
  const pending = await db
    .selectDistinct({ refundSn: requestSn })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.reason, 'after-sales'), ne(paymentRefunds.status, 'done'), inArray(requestSn, approved)));
  return new Set(pending.map((row) => row.refundSn));
}

/** The gifts to pack with each of `orderIds` (recorded at placement, not order lines), read in one query (none for none). */
export async function giftsOfOrders(db: Database, orderIds: readonly number[]): Promise<(orderId: number) => GiftRow[]> {
  if (orderIds.length === 0) return () => [];
  const gifts = await db
    .select()
    .from(orderGifts)
    .where(inArray(orderGifts.orderId, [...orderIds]))
    .orderBy(orderGifts.orderId, orderGifts.fvId);
  return groupRows(gifts, (gift) => gift.orderId);
}

/** Describes a page of orders with one query each for their lines, gifts, after-sales requests and their lines, pending payouts and region names (no N+1). */
export async function describeOrders(db: Database, rows: readonly OrderRow[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.orderId);
  const regionIds = [...new Set(rows.flatMap((row) => [row.province, row.city, row.district]))];
  const [lines, giftsOf, requests, requestLines, names] = await Promise.all([
    db.select().from(orderGoods).where(inArray(orderGoods.orderId, orderIds)).orderBy(orderGoods.recId),
    giftsOfOrders(db, orderIds),
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.refundId)),
    db
      .select({ refundId: refundGoods.refundId, recId: refundGoods.recId, number: refundGoods.number })
      .from(refundGoods)
      .innerJoin(refunds, eq(refunds.refundId, refundGoods.refundId))
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(refundGoods.recId),
    db.select({ regionId: regions.regionId, regionName: regions.regionName }).from(regions).where(inArray(regions.regionId, regionIds)),
  ]);
  const regionNames = new Map(names.map((name) => [name.regionId, name.regionName]));
  const payoutsPending = await pendingPayouts(db, requests);
  return rows.map((row) =>
    describeOrder(
      row,
      {
        lines: lines.filter((line) => line.orderId === row.orderId),
        gifts: giftsOf(row.orderId),
        // Sorted newest first, so the first is the latest request.
        requests: requests.filter((request) => request.orderId === row.orderId),
        requestLines,
        payoutsPending,
        regionNames,
      },
      now,
    ),
  );
}

export interface OrderListQuery {
  tab: OrderListTab;
  /** Digits of an order number ('' for every order), already checked with the domain's validateOrderSearch. */
  orderSn: string;
  days: OrderTimeFilter;
  page: number;
  limit: number;
}

/**
 * The order has a refund order: an open or approved after-sales request (domain `REFUND_ORDER_REQUEST_STATUSES`).
 * Correlated on `order_id`, so each of the shopper's orders costs one probe of `refunds_order_idx`.
 */
const hasRefundOrders = sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.orderId} and ${inArray(refunds.status, [...REFUND_ORDER_REQUEST_STATUSES])})`;

/** The tab's state condition (domain `orderListFilter`): its `o_status` values, or for 售后 also any order with a refund order. */
function tabState(filter: OrderListFilter) {
  if (filter.orderStatuses === null) return undefined;
  const own = inArray(orders.oStatus, [...filter.orderStatuses]);
  return filter.orHasRefundOrders ? or(own, hasRefundOrders) : own;
}

/**
 * One page of the shopper's orders under a tab, newest first: child and unsplit orders (never a father),
 * narrowed by order number (contains the digits) and the order-time filter (shopping §2 "Order list").
 */
export async function listOrders(db: Database, userId: number, query: OrderListQuery, now: Date) {
  const filter = orderListFilter(query.tab);
  const from = orderTimeFrom(query.days, now);
  const where = and(
    shownOrder(userId),
    inArray(orders.isDelete, [...filter.isDeletes]),
    tabState(filter),
    query.orderSn === '' ? undefined : like(orders.orderSn, `%${query.orderSn}%`),
    from === null ? undefined : gte(orders.addTime, from),
  );
  const { rows, total } = await pageOfOrders(db, where, query);
  return { list: await describeOrders(db, rows, now), total, page: query.page, limit: query.limit };
}

/** One shown order of the shopper's (see `shownOrder`), or 404 "订单不存在". */
export async function findShownOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), shownOrder(userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The detail page's order (shopping §2 "Order detail"). */
export async function readOrderDetail(db: Database, userId: number, orderId: number, now: Date): Promise<Order> {
  const [card] = await describeOrders(db, [await findShownOrder(db, userId, orderId)], now);
  return card as Order;
}

/**
 * The tracking of a shipped order (shopping §3 "Order" tracking): every parcel's events
 * from the courier, newest first as couriers show them, and the latest parcel on top. Only orders with parcels
 * to track (domain `canTrackParcels`: 3, 4, 7); others answer 400 with the domain's message.
 */
export async function readTracking(db: Database, courier: CourierTracker, userId: number, orderId: number, now: Date) {
  const row = await findShownOrder(db, userId, orderId);
  if (!canTrackParcels(toOrderState(row))) throw badRequest(ORDER_ACTION_NOT_ALLOWED);
  const sent = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, row.orderId))
    .orderBy(desc(shipments.shippedAt), desc(shipments.shipmentId));
  const parcels = await Promise.all(
    sent.map(async (parcel) => ({
      logistics_name: parcel.logisticsName,
      invoice_no: parcel.invoiceNo,
      invoice_msg: {
        data: (await courier.track({ logisticsName: parcel.logisticsName, invoiceNo: parcel.invoiceNo, shippedAt: parcel.shippedAt }, now))
          .reverse()
          .map((event) => ({ time: formatOrderTime(event.time), context: event.context })),
      },
    })),
  );
  const latest = parcels[0] ?? { logistics_name: row.logisticsName, invoice_no: row.invoiceNo, invoice_msg: { data: [] } };
  return { ...latest, parcels };
}
