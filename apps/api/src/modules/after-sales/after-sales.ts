// After-sales (shopping §3 "After-sales request", §4, §5, §7): the shopper applies
// for a refund or a return, may withdraw it while it is open, and the operator approves or refuses it.
// Every state change goes through the domain's order-status family with conditional updates, and an
// approval sends the money back where it came from (member card, balance, gateway) exactly once.
import {
  AFTER_SALES_CLOSED,
  AFTER_SALES_NOT_FOUND,
  AFTER_SALES_REASON_LABELS,
  AFTER_SALES_STATUS_LABELS,
  type AfterSalesReason,
  type AfterSalesStatus,
  applyAfterSales,
  cancelAfterSales,
  describeOrderStatus,
  finishAfterSales,
  formatYuan,
  fromFen,
  GOODS_STATUS_LABELS,
  ORDER_ACTION_NOT_ALLOWED,
  type OrderState,
  type OrderTransition,
  type OwedUnits,
  PAY_IDS,
  paymentShares,
  quoteRefund,
  REFUND_TYPE_LABELS,
  type RefundType,
  RETURN_CARRIER_REQUIRED,
  returnsToStock,
  splitRefund,
  validateAfterSales,
  BALANCE_REFUND_DESC,
  CARD_REFUND_DESC,
} from '@garden/domain';
import { and, asc, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLogs, memberCards, orderGoods, orders, payments, refundGoods, refunds } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import type { Carrier } from '../../integrations/courier';
import type { PaymentProvider } from '../../integrations/payments';
import { creditBalance, returnStock } from '../orders/index';
import { describeRequestLine, findShownOrder } from '../orders/index';
import { createOrderSn, toOrderState, type OrderRow } from '../orders/index';
import { recordProviderRefund, sendProviderRefund, type ProviderRefundStatus } from '../payments/index';
import { discardUpload, storeUpload, type CheckedImage } from '../uploads/index';
import type { UploadStorage } from '../../platform/upload-storage';
import { goodsChanged } from '../../platform/catalogue-cache';
import { seconds } from '../../platform/unix-time';
import { requestLines } from './request-lines';

/** Where uploaded after-sales pictures are kept (`/uploads/after-sales/…`). */
const IMAGE_PREFIX = 'after-sales';

export interface AfterSalesApplication {
  userId: number;
  orderId: number;
  /** `goods_json`: the lines and numbers to refund. */
  goods: readonly { recId: number; number: number }[];
  refundType: RefundType;
  /** `reason_type`; null when none was chosen (the domain names the missing reason). */
  reasonType: number | null;
  goodsStatus: 0 | 1;
  /** `shipping_id` of the return's carrier; needed for type 2. */
  shippingId: number | null;
  /** `refund_invoince_no`. */
  trackingNumber: string;
  /** `refund_info`. */
  description: string;
  /** The one picture kept (shopping §5: the older one is dropped), already checked. */
  image: CheckedImage | null;
  /** The shop's carriers (`integrations/courier.ts`). */
  carriers: readonly Carrier[];
  /** Where the picture is stored. */
  uploads: UploadStorage;
  now: Date;
}

/** What an application answers: the request and the amount the server computed, in fen. */
export interface AppliedAfterSales {
  refundId: number;
  refundSn: string;
  amountFen: number;
}

/** Refuses a transition the domain refused, with its message. */
function orThrow(transition: OrderTransition): OrderState {
  if (!transition.ok) throw badRequest(transition.message);
  return transition.order;
}

/** What approved refunds of the order gave back so far, in fen. */
async function refundedSoFar(db: Database, orderId: number, exceptRefundId = 0): Promise<number> {
  const [row] = await db
    .select({ total: sum(refunds.amountFen).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 1), ne(refunds.refundId, exceptRefundId)));
  return row?.total ?? 0;
}

/**
 * Opens an after-sales request on the shopper's paid order: the domain checks the state (`applyAfterSales`:
 * 1/2 → 5, 3/4 → 6; return-and-refund only once shipped), the form (`validateAfterSales`) and quotes the amount
 * (`quoteRefund` on what was paid); the order changes only if its `o_status` is still the one read, in the
 * transaction that writes the request and its lines.
 */
export async function applyForAfterSales(db: Database, input: AfterSalesApplication): Promise<AppliedAfterSales> {
  const order = await findShownOrder(db, input.userId, input.orderId);
  const next = orThrow(applyAfterSales(toOrderState(order), input.refundType));
  const lines = await db.select().from(orderGoods).where(eq(orderGoods.orderId, order.orderId)).orderBy(asc(orderGoods.recId));
  const asked = new Map(input.goods.map((line) => [line.recId, line.number]));
  const refusal = validateAfterSales({
    refundType: input.refundType,
    items: lines.map((line) => ({
      checked: asked.has(line.recId),
      quantity: asked.get(line.recId) ?? 0,
      bought: line.goodsNumber - line.refundNumber,
    })),
    reasonType: input.reasonType,
    trackingNumber: input.trackingNumber,
  });
  if (refusal) throw badRequest(refusal);
  const returned = input.refundType === 2;
  if (returned && !input.carriers.some((carrier) => carrier.shippingId === input.shippingId)) throw badRequest(RETURN_CARRIER_REQUIRED);
  const quote = quoteRefund({
    paidFen: order.moneyPaidFen,
    refundedFen: await refundedSoFar(db, order.orderId),
    lines: lines.map((line) => ({ recId: line.recId, priceFen: line.goodsPriceFen, bought: line.goodsNumber, refunded: line.refundNumber })),
    requested: input.goods,
  });
  if (!quote.ok) throw badRequest(quote.message);

  const imagePath = input.image ? await storeUpload(input.uploads, IMAGE_PREFIX, input.image.bytes, input.image.ext) : null;
  try {
    return await db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ oStatus: next.orderStatus, status: next.status, statusBeforeAfterSales: next.statusBeforeAfterSales, operateTime: input.now })
        .where(and(eq(orders.orderId, order.orderId), eq(orders.oStatus, order.oStatus), eq(orders.isDelete, order.isDelete)))
        .returning({ orderId: orders.orderId });
      if (moved.length === 0) throw badRequest(ORDER_ACTION_NOT_ALLOWED);
      const [request] = await tx
        .insert(refunds)
        .values({
          refundSn: createOrderSn(input.now),
          orderId: order.orderId,
          userId: input.userId,
          refundType: input.refundType,
          reasonType: input.reasonType as number,
          goodsStatus: input.goodsStatus,
          shippingId: returned ? input.shippingId : null,
          refundInvoiceNo: returned ? input.trackingNumber.trim() : '',
          refundInfo: input.description,
          imgs: imagePath ? [imagePath] : [],
          amountFen: quote.amountFen,
          addTime: input.now,
          updateTime: input.now,
        })
        .returning({ refundId: refunds.refundId, refundSn: refunds.refundSn });
      const { refundId, refundSn } = request as { refundId: number; refundSn: string };
      await tx.insert(refundGoods).values(input.goods.map((line) => ({ refundId, recId: line.recId, number: line.number })));
      return { refundId, refundSn, amountFen: quote.amountFen };
    });
  } catch (error) {
    // The request was not written: its picture must not stay behind.
    if (imagePath) await discardUpload(input.uploads, imagePath).catch(() => {});
    throw error;
  }
}

/**
 * Withdraws the open request of the shopper's order (shopping §4: cancel after-sales while `status` is 0): the
 * request becomes 3 and the order returns to the state it was in before (domain `cancelAfterSales`).
 */
export async function withdrawAfterSales(db: Database, userId: number, orderId: number, now: Date): Promise<void> {
  const order = await findShownOrder(db, userId, orderId);
  const back = orThrow(cancelAfterSales(toOrderState(order)));
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(refunds)
      .set({ status: 3, updateTime: now })
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 0)))
      .returning({ refundId: refunds.refundId });
    if (withdrawn.length === 0) throw badRequest(AFTER_SALES_CLOSED);
    await moveOrder(tx, order, back, now);
  });
}

/** Writes the order's next state if it is still the after-sales state read; otherwise rolls back. */
async function moveOrder(tx: Database, order: OrderRow, next: OrderState, now: Date): Promise<void> {
  const moved = await tx
    .update(orders)
    .set({ oStatus: next.orderStatus, status: next.status, statusBeforeAfterSales: next.statusBeforeAfterSales, operateTime: now })
    .where(and(eq(orders.orderId, order.orderId), eq(orders.oStatus, order.oStatus), eq(orders.status, 0)))
    .returning({ orderId: orders.orderId });
  if (moved.length === 0) throw badRequest(ORDER_ACTION_NOT_ALLOWED);
}

/** One part of an approved refund: where it went and how much. */
export interface Payout {
  to: 'card' | 'balance' | 'gateway';
  amountFen: number;
  /** The gateway refund's `refund_no` and whether the gateway confirmed it (`pending` is retried). */
  refundNo?: string;
  status?: ProviderRefundStatus;
}

/** The operator's decision as applied. */
export interface AfterSalesDecision {
  refundId: number;
  refundSn: string;
  orderId: number;
  /** 1 refunded, 2 refused. */
  status: 1 | 2;
  amountFen: number;
  payouts: Payout[];
  /** The order's state after the decision: its `o_status` and label. */
  order: { oStatus: number; label: string };
}

/**
 * The operator approves or refuses an open request. In one transaction the request moves
 * 0 → 1 or 2 only if still open (so two racing decisions apply once), and the order follows the domain. An
 * approval adds the numbers to `refund_number`, puts the units the domain says are back in the warehouse into
 * stock (recording that on the request's lines), and the order takes the state of what it still owes
 * (`finishAfterSales`: 6 with status 1 only once every unit is refunded; otherwise back to serving the rest, so a
 * partial refund leaves the other units to ship, receive or refund). A refusal puts the order back as it was
 * (`cancelAfterSales`) and the request keeps the reason the shopper reads. The amount goes back over the ways
 * the order was paid (domain `splitRefund`: gateway and card payments in the order they were made, then the
 * balance): card and balance credited with their log rows, gateway parts written to `payment_refunds` and sent to
 * the provider after the commit.
 */
export async function decideAfterSales(
  db: Database,
  provider: PaymentProvider,
  input: { refundId: number; approve: boolean; refuseReason?: string; now: Date; logError?: (error: unknown) => void },
): Promise<AfterSalesDecision> {
  const { refundId, approve, now } = input;
  let restocked: number[] = [];
  const decision = await db.transaction(async (tx) => {
    const [request] = await tx
      .update(refunds)
      .set({ status: approve ? 1 : 2, updateTime: now, refuseReason: approve ? '' : (input.refuseReason ?? '').trim() })
      .where(and(eq(refunds.refundId, refundId), eq(refunds.status, 0)))
      .returning();
    if (!request) {
      const [known] = await tx.select({ refundId: refunds.refundId }).from(refunds).where(eq(refunds.refundId, refundId));
      throw known ? badRequest(AFTER_SALES_CLOSED) : notFound(AFTER_SALES_NOT_FOUND);
    }
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, request.orderId)).for('update');
    const row = order as OrderRow;
    const state = toOrderState(row);
    if (approve) restocked = await takeBackLines(tx, refundId, request.refundType as RefundType);
    const next = orThrow(approve ? finishAfterSales(state, await owedUnits(tx, row.orderId)) : cancelAfterSales(state));
    await moveOrder(tx, row, next, now);
    const result: AfterSalesDecision = {
      refundId,
      refundSn: request.refundSn,
      orderId: row.orderId,
      status: approve ? 1 : 2,
      amountFen: request.amountFen,
      payouts: [],
      order: { oStatus: next.orderStatus, label: describeOrderStatus(next, now).label },
    };
    if (!approve) return result;
    result.payouts = await payBack(tx, row, request, now);
    return result;
  });
  goodsChanged(db, restocked);
  for (const payout of decision.payouts) {
    if (payout.refundNo) payout.status = await sendProviderRefund(db, provider, payout.refundNo, { now, logError: input.logError });
  }
  return decision;
}

/** The units the order still owes once its refunds are counted, on shipped lines and on lines waiting. */
async function owedUnits(tx: Database, orderId: number): Promise<OwedUnits> {
  const [owed] = await tx
    .select({
      shipped: sql<number>`coalesce(sum(${orderGoods.goodsNumber} - ${orderGoods.refundNumber}) filter (where ${orderGoods.shipmentId} is not null), 0)::int`,
      unshipped: sql<number>`coalesce(sum(${orderGoods.goodsNumber} - ${orderGoods.refundNumber}) filter (where ${orderGoods.shipmentId} is null), 0)::int`,
    })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId));
  return { shipped: Number(owed?.shipped ?? 0), unshipped: Number(owed?.unshipped ?? 0) };
}

/**
 * Adds the request's numbers to the lines' `refund_number` and restocks what is back in the warehouse, marking
 * those lines of the request `restocked` (the stock audit reads it: the rest of the line may ship later).
 */
async function takeBackLines(tx: Database, refundId: number, refundType: RefundType): Promise<number[]> {
  const lines = (await requestLines(tx, [refundId])).map(({ line, number }) => ({ ...line, number }));
  for (const line of lines) {
    const counted = await tx
      .update(orderGoods)
      .set({ refundNumber: sql`${orderGoods.refundNumber} + ${line.number}` })
      .where(and(eq(orderGoods.recId, line.recId), sql`${orderGoods.refundNumber} + ${line.number} <= ${orderGoods.goodsNumber}`))
      .returning({ recId: orderGoods.recId });
    if (counted.length === 0) throw badRequest(ORDER_ACTION_NOT_ALLOWED);
  }
  const back = lines.filter((line) => returnsToStock(refundType, line.shipmentId !== null));
  if (back.length > 0) {
    await tx
      .update(refundGoods)
      .set({ restocked: true })
      .where(
        and(
          eq(refundGoods.refundId, refundId),
          inArray(
            refundGoods.recId,
            back.map((line) => line.recId),
          ),
        ),
      );
  }
  return returnStock(tx, back);
}

/** Pays an approved refund back over the order's payments and balance; gateway parts are only recorded here. */
async function payBack(tx: Database, order: OrderRow, request: typeof refunds.$inferSelect, now: Date): Promise<Payout[]> {
  // A child of a split order may have been paid through its father: its share is what it was charged.
  const paid = await tx
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, [order.orderId, order.orderFatherId ?? order.orderId]), eq(payments.status, 'paid')))
    .orderBy(asc(payments.paidAt), asc(payments.paymentId));
  const shares = paymentShares(
    paid.map((payment) => payment.amountFen),
    order.moneyPaidFen - order.surplusFen,
  );
  const sources = paid.map((payment, index) => ({ payment, share: shares[index] as number }));
  const parts = splitRefund({
    sourcesFen: [...sources.map((source) => source.share), order.surplusFen],
    refundedFen: await refundedSoFar(tx, order.orderId, request.refundId),
    amountFen: request.amountFen,
  });
  const payouts: Payout[] = [];
  let gatewayParts = 0;
  for (const [index, { payment }] of sources.entries()) {
    const amountFen = parts[index] ?? 0;
    if (amountFen === 0) continue;
    if (payment.payId === PAY_IDS.memberCard) {
      await creditCard(tx, order, amountFen, now);
      payouts.push({ to: 'card', amountFen });
    } else {
      // refund_no is the request's number; a second gateway payment of the same request gets a suffix.
      const refundNo = gatewayParts === 0 ? request.refundSn : `${request.refundSn}-${gatewayParts + 1}`;
      gatewayParts += 1;
      await recordProviderRefund(tx, { refundNo, paymentId: payment.paymentId, amountFen, reason: 'after-sales' }, now);
      payouts.push({ to: 'gateway', amountFen, refundNo, status: 'pending' });
    }
  }
  const balanceFen = parts[sources.length] ?? 0;
  if (balanceFen > 0) {
    await creditBalance(tx, { userId: order.userId, amountFen: balanceFen, desc: BALANCE_REFUND_DESC, orderId: order.orderId, now });
    payouts.push({ to: 'balance', amountFen: balanceFen });
  }
  return payouts;
}

/** Credits the member card the order was paid with, with its `card_logs` row. */
async function creditCard(tx: Database, order: OrderRow, amountFen: number, now: Date): Promise<void> {
  const [card] = await tx
    .update(memberCards)
    .set({ balanceFen: sql`${memberCards.balanceFen} + ${amountFen}` })
    .where(and(eq(memberCards.userId, order.userId), eq(memberCards.fCardNumber, order.fCardNumber ?? -1)))
    .returning();
  if (!card) throw new Error(`order ${order.orderId} was paid by a card the shopper no longer holds`);
  await tx.insert(cardLogs).values({
    cardId: card.cardId,
    changeFen: amountFen,
    balanceAfterFen: card.balanceFen,
    orderId: order.orderId,
    changeDesc: CARD_REFUND_DESC,
    changeTime: now,
  });
}

/** The latest after-sales request of the shopper's order, as the after-sales pages show it. */
export async function readAfterSales(db: Database, userId: number, orderId: number, carriers: readonly Carrier[]) {
  const order = await findShownOrder(db, userId, orderId);
  const [request] = await db.select().from(refunds).where(eq(refunds.orderId, order.orderId)).orderBy(desc(refunds.refundId)).limit(1);
  if (!request) throw notFound(AFTER_SALES_NOT_FOUND);
  const lines = await requestLines(db, [request.refundId]);
  return {
    refund_id: request.refundId,
    refund_sn: request.refundSn,
    order_id: order.orderId,
    order_sn: order.orderSn,
    refund_type: request.refundType,
    refund_type_label: REFUND_TYPE_LABELS[request.refundType as RefundType],
    reason_type: request.reasonType,
    reason_label: AFTER_SALES_REASON_LABELS[request.reasonType as AfterSalesReason],
    goods_status: request.goodsStatus,
    goods_status_label: GOODS_STATUS_LABELS[request.goodsStatus as 0 | 1],
    shipping_id: request.shippingId ?? 0,
    shipping_name: carriers.find((carrier) => carrier.shippingId === request.shippingId)?.shippingName ?? '',
    refund_invoince_no: request.refundInvoiceNo,
    refund_info: request.refundInfo,
    img: request.imgs,
    amount: formatYuan(fromFen(request.amountFen)),
    status: request.status,
    status_label: AFTER_SALES_STATUS_LABELS[request.status as AfterSalesStatus],
    refuse_reason: request.refuseReason,
    add_time: seconds(request.addTime),
    goods_list: lines.map(({ line, number }) => describeRequestLine(line, number)),
  };
}
