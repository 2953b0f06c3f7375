// Paying orders (shopping §4 "Payment", §7 pay_id): online payments through the
// gateway and its signed notification, member-card payments debited in the order's transaction.
import {
  ALREADY_PAID,
  ALREADY_PAID_CODE,
  amountDueNow,
  CARD_NOT_HELD,
  checkBlackFivePayment,
  isLocalPath,
  ORDER_PAYMENT_EXPIRED,
  PAY_IDS,
  payOrder,
  RETURN_URL_NOT_LOCAL,
  TRADE_NOT_FOUND,
  CARD_BALANCE_SHORT,
  CARD_PAYMENT_DESC,
  NOTIFY_SIGNATURE_INVALID,
  PAY_ID_INVALID,
} from '@garden/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLogs, memberCards, orders, paymentEvents, payments } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../platform/api-error';
import { refuseForbiddenText } from '../../platform/validation';
import {
  channelOf,
  type NotificationHeaders,
  type PayChannel,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentSign,
} from '../../integrations/payments';
import { findOwnOrder, toOrderState, type OrderRow } from '../orders/index';
import { recordProviderRefund, sendProviderRefund } from './provider-refunds';
import { seconds } from '../../platform/unix-time';
import { notifyVerificationFailures, payments as paymentsCount } from '../../platform/metrics';

/** Code 2040 (shopping §8): the amount is already paid; the page goes to the order detail. */
export const alreadyPaid = () => new ApiError(ALREADY_PAID_CODE, ALREADY_PAID, 200);

/** The orders a payment covers: a father's children, or the order itself. */
async function payableTargets(db: Database, order: OrderRow, lock: boolean): Promise<OrderRow[]> {
  const query = db.select().from(orders).where(eq(orders.orderFatherId, order.orderId)).orderBy(asc(orders.orderId));
  const children = lock ? await query.for('update') : await query;
  return children.length > 0 ? children : [order];
}

/** What an order still owes now (domain `amountDueNow`). */
function dueOf(row: OrderRow): number {
  return amountDueNow({
    isDeposit: row.isDeposit,
    depositStatus: row.djStatus,
    depositFen: row.depositFen,
    orderAmountFen: row.orderAmountFen,
    moneyPaidFen: row.moneyPaidFen,
  });
}

/**
 * Checks every target can take a payment now (domain `payOrder`): a paid order answers 2040, a closed
 * or expired one the domain's message. Returns the total due.
 */
function checkPayable(targets: readonly OrderRow[], now: Date): number {
  let due = 0;
  for (const row of targets) {
    if (row.isDelete === 1) throw badRequest(ORDER_PAYMENT_EXPIRED);
    const paid = payOrder(toOrderState(row), now);
    if (!paid.ok) {
      if (paid.reason === 'wrongState' && row.oStatus !== 0 && row.oStatus !== 9) throw alreadyPaid();
      throw badRequest(paid.message);
    }
    due += dueOf(row);
  }
  if (due <= 0) throw alreadyPaid();
  return due;
}

/** Marks the targets paid by a payment (o_status 0 → 1, or dj_status 0 → 1 for a deposit), their father too. */
async function markPaid(tx: Database, father: OrderRow | undefined, targets: readonly OrderRow[], payId: number, now: Date): Promise<boolean> {
  for (const row of targets) {
    const paid = payOrder(toOrderState(row), now);
    if (!paid.ok) return false;
    await tx
      .update(orders)
      .set({ oStatus: paid.order.orderStatus, djStatus: paid.order.depositStatus, moneyPaidFen: row.moneyPaidFen + dueOf(row), payId, payTime: now })
      .where(eq(orders.orderId, row.orderId));
  }
  if (father && !targets.some((row) => row.orderId === father.orderId)) {
    const paid = payOrder(toOrderState(father), now);
    if (paid.ok) {
      await tx
        .update(orders)
        .set({
          oStatus: paid.order.orderStatus,
          djStatus: paid.order.depositStatus,
          payId,
          payTime: now,
          moneyPaidFen: sql`${orders.moneyPaidFen} + ${targets.reduce((sum, row) => sum + dueOf(row), 0)}`,
        })
        .where(eq(orders.orderId, father.orderId));
    }
  }
  return true;
}

export interface PayRequest {
  userId: number;
  orderId: number;
  payId: number;
  cardNumber?: number;
  /** A path of the shop (domain `isLocalPath`), else 400 before anything is written. */
  returnUrl?: string;
  now: Date;
}

/** The pay reply (shopping §7): the order, the gateway's `sign`, and whether it is paid already (card). */
export interface PayResult {
  order_id: number;
  pay_id: number;
  amount: number;
  sign: PaymentSign | null;
  paid: 0 | 1;
}

/**
 * Starts paying an order of the shopper: pay_id 15/16 open (or reuse) a pending payment with the
 * gateway; pay_id 8 debits the member card and marks the order paid in one transaction. A black-five
 * order (or the father of one) is paid by card 2 only (domain `checkBlackFivePayment`), else 400.
 */
export async function payForOrder(db: Database, provider: PaymentProvider, request: PayRequest): Promise<PayResult> {
  // The cashier sends the shopper back there: another site would make the shop's payment an open redirect.
  if (request.returnUrl && !isLocalPath(request.returnUrl)) throw badRequest(RETURN_URL_NOT_LOCAL);
  const order = await findOwnOrder(db, request.userId, request.orderId);
  const accepted = checkBlackFivePayment(order.isBlack, { payId: request.payId, cardNumber: request.cardNumber });
  if (!accepted.ok) throw badRequest(accepted.message);
  if (request.payId === PAY_IDS.memberCard) {
    const paid = payByCard(db, order, { ...request, cardNumber: accepted.cardNumber });
    paid.then(
      () => paymentsCount.inc({ channel: 'card', outcome: 'paid' }),
      () => paymentsCount.inc({ channel: 'card', outcome: 'refused' }),
    );
    return paid;
  }
  const channel = channelOf(request.payId);
  if (!channel) throw badRequest(PAY_ID_INVALID);
  const amountFen = checkPayable(await payableTargets(db, order, false), request.now);
  const [pending] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.orderId), eq(payments.payId, request.payId), eq(payments.amountFen, amountFen), eq(payments.status, 'pending')),
    );
  const outTradeNo = pending?.outTradeNo ?? (await nextTradeNo(db, order, ''));
  if (!pending) {
    await db
      .insert(payments)
      .values({ orderId: order.orderId, userId: request.userId, payId: request.payId, outTradeNo, amountFen, createdAt: request.now });
  }
  const sign = await provider.createPayment({
    channel,
    outTradeNo,
    amountFen,
    subject: `花园商城订单 ${order.orderSn}`,
    returnUrl: request.returnUrl,
  });
  return { order_id: order.orderId, pay_id: request.payId, amount: amountFen, sign, paid: 0 };
}

/**
 * The provider's number for the order's next payment: the order number, `mark` (C for a member card) and a
 * four-digit serial one past the highest the order's payments end in. Numbered, not drawn at random: a deposit
 * and its balance are two payments of one order, and two random draws may meet; and past the highest, not the
 * count, so a payment numbered at random before (any four digits) is never met either. Two requests racing for
 * the same serial meet the unique index, and the second is refused as a repeated submission.
 */
async function nextTradeNo(db: Database, order: OrderRow, mark: '' | 'C'): Promise<string> {
  const [highest] = await db
    .select({ serial: sql<number | null>`max(substring(${payments.outTradeNo} from '([0-9]{4})$')::int)` })
    .from(payments)
    .where(eq(payments.orderId, order.orderId));
  return `${order.orderSn}${mark}${String((highest?.serial ?? 0) + 1).padStart(4, '0')}`;
}

async function payByCard(db: Database, order: OrderRow, request: PayRequest): Promise<PayResult> {
  const cardNumber = request.cardNumber ?? order.fCardNumber;
  if (!cardNumber) throw badRequest(CARD_NOT_HELD);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.orderId, order.orderId)).for('update');
    const targets = await payableTargets(tx, locked as OrderRow, true);
    const amountFen = checkPayable(targets, request.now);
    const [card] = await tx
      .update(memberCards)
      .set({ balanceFen: sql`${memberCards.balanceFen} - ${amountFen}` })
      .where(and(eq(memberCards.userId, request.userId), eq(memberCards.fCardNumber, cardNumber), sql`${memberCards.balanceFen} >= ${amountFen}`))
      .returning();
    if (!card) {
      const [held] = await tx
        .select()
        .from(memberCards)
        .where(and(eq(memberCards.userId, request.userId), eq(memberCards.fCardNumber, cardNumber)));
      throw badRequest(held ? CARD_BALANCE_SHORT : CARD_NOT_HELD);
    }
    await tx.insert(cardLogs).values({
      cardId: card.cardId,
      changeFen: -amountFen,
      balanceAfterFen: card.balanceFen,
      orderId: order.orderId,
      changeDesc: CARD_PAYMENT_DESC,
      changeTime: request.now,
    });
    await tx.insert(payments).values({
      orderId: order.orderId,
      userId: request.userId,
      payId: PAY_IDS.memberCard,
      outTradeNo: await nextTradeNo(tx, order, 'C'),
      amountFen,
      status: 'paid',
      createdAt: request.now,
      paidAt: request.now,
    });
    const father = targets.some((row) => row.orderId !== order.orderId) ? (locked as OrderRow) : undefined;
    await markPaid(tx, father, targets, PAY_IDS.memberCard, request.now);
    await tx
      .update(orders)
      .set({ fCardNumber: cardNumber })
      .where(inArray(orders.orderId, [order.orderId, ...targets.map((row) => row.orderId)]));
    return { order_id: order.orderId, pay_id: PAY_IDS.memberCard, amount: amountFen, sign: null, paid: 1 as const };
  });
}

/** What became of a notification. */
export type NotificationOutcome = 'paid' | 'replayed' | 'unknown-trade' | 'ignored' | 'refunded';

/** The gateway refund of money that arrived for a closed order: one per trade, so it is paid back once. */
const lateRefundNo = (outTradeNo: string) => `late-${outTradeNo}`;

/**
 * Applies a gateway notification: verifies the signature on the raw body (forged → 400), then in
 * one transaction records the event id under its unique key and marks the payment and its orders
 * paid. A replayed event changes nothing. Money for an order that was closed meanwhile (auto-cancel,
 * the shopper's cancel) or already paid another way is not kept: the payment is `closed` and its amount
 * goes back through the gateway (`late-payment`), once per trade.
 */
export async function receiveNotification(
  db: Database,
  provider: PaymentProvider,
  channel: PayChannel,
  rawBody: string,
  headers: NotificationHeaders,
  now: Date,
): Promise<NotificationOutcome> {
  const notice = await provider.verifyNotification(channel, rawBody, headers);
  if (!notice) {
    notifyVerificationFailures.inc({ channel });
    throw badRequest(NOTIFY_SIGNATURE_INVALID);
  }
  return bookNotification(db, provider, channel, notice, now);
}

/** Books what a verified notification (or the gateway's answer to a query) says about a trade, once per event id. */
async function bookNotification(
  db: Database,
  provider: PaymentProvider,
  channel: PayChannel,
  notice: PaymentNotification,
  now: Date,
): Promise<NotificationOutcome> {
  const outcome = await db.transaction(async (tx): Promise<NotificationOutcome> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.outTradeNo, notice.outTradeNo)).for('update');
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        eventId: notice.eventId,
        paymentId: payment?.paymentId ?? null,
        type: `${channel}.${notice.paid ? 'paid' : 'other'}`,
        payload: notice.payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'replayed';
    if (!payment) return 'unknown-trade';
    if (!notice.paid || payment.amountFen !== notice.amountFen || (payment.status !== 'pending' && payment.status !== 'closed')) return 'ignored';
    let applied = false;
    if (payment.status === 'pending') {
      const [order] = await tx.select().from(orders).where(eq(orders.orderId, payment.orderId)).for('update');
      const targets = await payableTargets(tx, order as OrderRow, true);
      applied = await markPaid(tx, targets.some((row) => row.orderId !== payment.orderId) ? order : undefined, targets, payment.payId, now);
      await tx
        .update(payments)
        .set({ status: applied ? 'paid' : 'closed', paidAt: now })
        .where(eq(payments.paymentId, payment.paymentId));
    }
    if (applied) return 'paid';
    const refund = {
      refundNo: lateRefundNo(payment.outTradeNo),
      paymentId: payment.paymentId,
      amountFen: payment.amountFen,
      reason: 'late-payment' as const,
    };
    return (await recordProviderRefund(tx, refund, now)) ? 'refunded' : 'ignored';
  });
  paymentsCount.inc({ channel, outcome });
  if (outcome === 'refunded') await sendProviderRefund(db, provider, lateRefundNo(notice.outTradeNo), { now });
  return outcome;
}

/** The status the WeChat QR page polls (shopping §4: o_status 1 or 2 means paid). */
export async function readPayStatus(db: Database, userId: number, orderId: number) {
  const order = await findOwnOrder(db, userId, orderId);
  return {
    order_id: order.orderId,
    o_status: order.oStatus,
    dj_status: order.djStatus,
    is_delete: order.isDelete,
    pay_deadline: seconds(order.payDeadline),
  };
}

/** A gateway payment still pending this long is asked about; older than the order's hour, it no longer can be paid. */
const LATE_AFTER_MS = 2 * 60_000;
const GIVE_UP_AFTER_MS = 70 * 60_000;

/**
 * Books the gateway payments whose notification is late: each pending trade opened 2 to 70 minutes ago is
 * queried (alipay.trade.query, WeChat Pay's order query) and, if the gateway says it is paid, booked as a
 * notification would be (event `<channel>:query:<trade>`), so a later notification finds it paid and changes
 * nothing. Answers how many were booked paid. Does nothing for the sandbox, which notifies at once.
 */
export async function settleLatePayments(db: Database, provider: PaymentProvider, now: Date): Promise<number> {
  if (!provider.queryTrade) return 0;
  const pending = await db
    .select({ outTradeNo: payments.outTradeNo, payId: payments.payId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.payId, [PAY_IDS.alipay, PAY_IDS.wechat]),
        sql`${payments.createdAt} BETWEEN ${new Date(now.getTime() - GIVE_UP_AFTER_MS)} AND ${new Date(now.getTime() - LATE_AFTER_MS)}`,
      ),
    )
    .orderBy(asc(payments.createdAt));
  let paid = 0;
  for (const payment of pending) {
    const channel = channelOf(payment.payId) as PayChannel;
    const trade = await provider.queryTrade(channel, payment.outTradeNo);
    if (!trade?.paid) continue;
    const notice = {
      eventId: `${channel}:query:${payment.outTradeNo}`,
      outTradeNo: payment.outTradeNo,
      amountFen: trade.amountFen,
      paid: true,
      payload: { queried: true, ...trade },
    };
    if ((await bookNotification(db, provider, channel, notice, now)) === 'paid') paid += 1;
  }
  return paid;
}

/** A payment by its trade number, as the sandbox gateway's pages name it; an unknown one is 404. */
export async function findTrade(db: Database, trade: string) {
  // The sandbox pages read their fields themselves: the same rule as every validated text.
  refuseForbiddenText(trade);
  const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, trade));
  if (!payment) throw notFound(TRADE_NOT_FOUND);
  return payment;
}
