// A model-based test of partial refunds over HTTP (STYLE.md, fast-check "model-based testing"): a paid order of
// two lines is refunded a few units at a time through the shopper's after-sales calls and the operator's
// decisions, while the rest ships and is received. The model keeps each line's units (bought, refunded, shipped),
// the open request and the money given back, and moves the order's state with the domain's transitions. After
// every command: the stored order and its lines are the model's; what was paid is what is still owed plus what
// was refunded, in units and in money, and the member card got back exactly the refunds; a line's refunded units
// are what its approved requests asked; the operator lists the order to ship exactly when units wait to ship; the
// detail shows one refund order per open or approved request; and `garden audit stock` and `audit orders` find
// nothing to report.
import type { AuditOrderPage, Order, PendingWork, StockAudit } from '@garden/contract';
import {
  STORED_AMOUNT_FIELDS,
  applyAfterSales,
  auditStoredOrder,
  cancelAfterSales,
  confirmReceipt,
  describeOrderStatus,
  payOrder,
  shipOrder,
  type OrderState,
  type StoredOrderAmounts,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { checkModelRuns, MODEL_RUNS_TIMEOUT_MS } from '../../test/model-runs';
import { describe, expect, it } from 'vitest';
import { memberCards, orderGoods, orders, refundGoods, refunds } from '../../db/schema/index';
import { toOrderState } from '../orders/index';
import { createBuyer, giveCard } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, type CallOptions } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

interface Line {
  recId: number;
  priceFen: number;
  bought: number;
  refunded: number;
  shipped: boolean;
}

interface Model {
  order: OrderState;
  lines: Line[];
  paidFen: number;
  refundedFen: number;
  /** The open request: its id and the units it asks of each line. */
  request: { refundId: number; units: Map<number, number> } | null;
  /** Open or approved requests: the refund orders the detail shows. */
  refundOrders: number;
}

interface Real {
  key: string;
  userId: number;
  orderId: number;
}

const CARD = 8802;
const CARD_START_FEN = 10_000_000;
const ctx = useSeededContext();

const operate = <T = unknown>(method: string, path: string, options: CallOptions = {}) =>
  call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorKey}` } });

const owedOf = (line: Line) => line.bought - line.refunded;
const owed = (model: Model) => ({
  shipped: model.lines.filter((line) => line.shipped).reduce((sum, line) => sum + owedOf(line), 0),
  unshipped: model.lines.filter((line) => !line.shipped).reduce((sum, line) => sum + owedOf(line), 0),
});
const waiting = (model: Model) => model.lines.filter((line) => !line.shipped && owedOf(line) > 0);

/**
 * The money refunded once `refunded` units per line are back: their share of what was paid by price, rounded down
 * to the fen on the cumulative value (so the last refund gets the remainder and all of them sum to what was paid).
 */
function refundedShare(model: Model, refunded: (line: Line) => number): number {
  const total = model.lines.reduce((sum, line) => sum + BigInt(line.priceFen * line.bought), 0n);
  const back = model.lines.reduce((sum, line) => sum + BigInt(line.priceFen * refunded(line)), 0n);
  return Number((BigInt(model.paidFen) * back) / total);
}

/** `garden audit orders` for this one order: its stored amounts recomputed from its own facts by the domain. */
async function auditOrder(orderId: number) {
  const { body } = await operate<AuditOrderPage>('GET', '/v1/operator/orders', { query: { page: 1, limit: 500 } });
  let row = body.data.list.find((order) => order.order_id === orderId);
  for (let page = 2; !row && (page - 1) * 500 < body.data.total; page += 1) {
    const next = await operate<AuditOrderPage>('GET', '/v1/operator/orders', { query: { page, limit: 500 } });
    row = next.body.data.list.find((order) => order.order_id === orderId);
  }
  if (!row?.checkout) throw new Error(`order ${orderId} is not in the audit`);
  const keys = Object.keys(STORED_AMOUNT_FIELDS) as (keyof StoredOrderAmounts)[];
  const stored = row;
  const amounts = Object.fromEntries(keys.map((key) => [key, stored.amounts[STORED_AMOUNT_FIELDS[key]] ?? 0])) as unknown as StoredOrderAmounts;
  return auditStoredOrder({
    ...row.checkout,
    orderSn: row.order_sn,
    addTime: new Date(row.checkout.addTime),
    coupon: null,
    shippingCoupon: null,
    amounts,
  });
}

/** Every invariant of the model against the stored order, its lines, the refunds, the card and the operator's views. */
async function compare(model: Model, real: Real) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, real.orderId));
  const stored = toOrderState(row as NonNullable<typeof row>);
  expect({ oStatus: stored.orderStatus, status: stored.status, before: stored.statusBeforeAfterSales }).toEqual({
    oStatus: model.order.orderStatus,
    status: model.order.status,
    before: model.order.statusBeforeAfterSales,
  });
  expect(row?.moneyPaidFen).toBe(model.paidFen);

  // Units: each line's units are refunded or still owed, shipped or waiting, and its refunded units are what its approved requests asked.
  const lines = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, real.orderId));
  const approved = await ctx.db
    .select({ recId: refundGoods.recId, number: refundGoods.number })
    .from(refundGoods)
    .innerJoin(refunds, eq(refunds.refundId, refundGoods.refundId))
    .where(and(eq(refunds.orderId, real.orderId), eq(refunds.status, 1)));
  for (const line of model.lines) {
    const real = lines.find((own) => own.recId === line.recId);
    expect({ refunded: real?.refundNumber, shipped: real?.shipmentId !== null }).toEqual({ refunded: line.refunded, shipped: line.shipped });
    const asked = approved.filter((part) => part.recId === line.recId).reduce((sum, part) => sum + part.number, 0);
    expect(asked).toBe(line.refunded);
    expect(owedOf(line) + line.refunded).toBe(line.bought);
  }

  // Money: paid = still owed + refunded; the refunds are the owed units' share of the payment, all of it once every unit is back.
  const given = await ctx.db
    .select({ amountFen: refunds.amountFen })
    .from(refunds)
    .where(and(eq(refunds.orderId, real.orderId), eq(refunds.status, 1)));
  const refundedFen = given.reduce((sum, refund) => sum + refund.amountFen, 0);
  expect(refundedFen).toBe(model.refundedFen);
  expect(refundedFen).toBe(refundedShare(model, (line) => line.refunded));
  const left = owed(model);
  if (left.shipped + left.unshipped === 0) expect(refundedFen).toBe(model.paidFen);
  else expect(model.paidFen - refundedFen).toBeGreaterThan(0);
  const [card] = await ctx.db.select().from(memberCards).where(eq(memberCards.userId, real.userId));
  expect(card?.balanceFen).toBe(CARD_START_FEN - model.paidFen + refundedFen);

  // The operator lists the order to ship exactly when paid units wait to ship.
  const pending = (await operate<PendingWork>('GET', '/v1/operator/orders/pending', { query: { limit: 100 } })).body.data;
  const shippable = [1, 2, 3].includes(model.order.orderStatus) && waiting(model).length > 0;
  expect(pending.orders_to_ship.some((order) => order.order_id === real.orderId)).toBe(shippable);
  expect(pending.open_refunds.some((refund) => refund.refund_id === model.request?.refundId)).toBe(model.request !== null);

  // The shopper's detail: the domain's view of the model's state, and a refund order per open or approved request.
  const detail = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: real.key, query: { order_id: real.orderId } });
  const view = describeOrderStatus(model.order, ctx.clock.now());
  expect(detail.body.data.view).toMatchObject({ kind: view.kind, label: view.label, actions: [...view.actions] });
  expect(detail.body.data.refund_orders).toHaveLength(model.refundOrders);
  expect(detail.body.data.refund_orders.every((refund) => refund.order_amount === '0.00')).toBe(true);

  // Both audits stay clean.
  expect((await operate<StockAudit>('GET', '/v1/operator/audit/stock')).body.data).toMatchObject({ drift: [], goods_drift: [] });
  expect(await auditOrder(real.orderId)).toEqual([]);
}

class PayCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const predicted = payOrder(model.order, ctx.clock.now());
    const reply = await call(ctx.app, 'POST', '/v2/order/pay', { key: real.key, json: { order_id: real.orderId, pay_id: 8, card_number: CARD } });
    // Refused: the domain's text, or "already paid" (2040) once paid.
    expect(reply.body.code === 200).toBe(predicted.ok);
    if (predicted.ok) {
      model.order = predicted.order;
      const [row] = await ctx.db.select({ paid: orders.moneyPaidFen }).from(orders).where(eq(orders.orderId, real.orderId));
      model.paidFen = row?.paid ?? 0;
    }
    await compare(model, real);
  }
  toString = () => 'pay';
}

/**
 * The shopper asks back some units: of each line still owing units, the share `fractions` names (0 leaves the
 * line out, 1 asks all its units). A return (type 2) when asked for and the order has shipped goods.
 */
class ApplyRefundCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly fractions: readonly [number, number],
    readonly returned: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const units = new Map<number, number>();
    model.lines.forEach((line, index) => {
      const number = Math.ceil(owedOf(line) * (this.fractions[index] ?? 0));
      if (number > 0) units.set(line.recId, number);
    });
    const shipped = model.order.orderStatus === 3 || model.order.orderStatus === 4;
    const refundType = this.returned && shipped ? 2 : 1;
    const reply = await call<{ refund_id: number; amount: string }>(ctx.app, 'POST', '/v1/order/refund', {
      key: real.key,
      json: {
        order_id: real.orderId,
        goods_json: JSON.stringify([...units].map(([rec_id, number]) => ({ rec_id, number }))),
        refund_type: refundType,
        reason_type: 2,
        refund_info: '花盆碎了',
        ...(refundType === 2 ? { shipping_id: 1, refund_invoince_no: '778899' } : {}),
      },
    });
    const predicted = applyAfterSales(model.order, refundType);
    if (predicted.ok && units.size > 0) {
      expect(reply.body.code, reply.body.msg).toBe(200);
      const after = refundedShare(model, (line) => line.refunded + (units.get(line.recId) ?? 0));
      expect(reply.body.data.amount).toBe(((after - model.refundedFen) / 100).toFixed(2));
      model.order = predicted.order;
      model.request = { refundId: reply.body.data.refund_id, units };
      model.refundOrders += 1;
    } else {
      expect(reply.body.code).toBe(400);
    }
    await compare(model, real);
  }
  toString = () => `apply refund(${this.fractions.map((share) => share.toFixed(2)).join(', ')}${this.returned ? ', return' : ''})`;
}

/**
 * The model's own rule for an approved refund (shopping §4: refund orders beside the order): 售后完成 (6, status 1)
 * once nothing is owed; otherwise the order serves what it still owes: waiting and shipped units partly shipped
 * (3), only shipped ones pending receipt (4), only waiting ones pending shipment as before the request (1 or 2).
 */
function afterApproval(model: Model): OrderState {
  const left = owed(model);
  const before = model.order.statusBeforeAfterSales;
  if (left.shipped + left.unshipped === 0) return { ...model.order, orderStatus: 6, status: 1, statusBeforeAfterSales: null };
  const oStatus = left.shipped === 0 ? (before === 2 ? 2 : 1) : left.unshipped === 0 ? 4 : 3;
  return { ...model.order, orderStatus: oStatus, statusBeforeAfterSales: null };
}

/** The operator approves or refuses the open request (or, with none open, the latest one, which is refused). */
class DecideCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly approve: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const [latest] = await ctx.db
      .select({ refundId: refunds.refundId })
      .from(refunds)
      .where(eq(refunds.orderId, real.orderId))
      .orderBy(refunds.refundId);
    const refundId = model.request?.refundId ?? latest?.refundId ?? 2_000_000_000;
    const reply = await operate<{ amount: number }>('POST', '/v1/operator/refunds/decide', {
      json: { refund_id: refundId, approve: this.approve ? 1 : 0 },
    });
    const request = model.request;
    if (request === null) {
      expect(reply.body.code).toBe(latest ? 400 : 404);
    } else if (this.approve) {
      expect(reply.body.code).toBe(200);
      for (const line of model.lines) line.refunded += request.units.get(line.recId) ?? 0;
      model.refundedFen += reply.body.data.amount;
      model.order = afterApproval(model);
      model.request = null;
    } else {
      expect(reply.body.code).toBe(200);
      const next = cancelAfterSales(model.order);
      if (!next.ok) throw new Error('an open request is refused');
      model.order = next.order;
      model.request = null;
      model.refundOrders -= 1;
    }
    await compare(model, real);
  }
  toString = () => (this.approve ? 'approve' : 'refuse');
}

/** The warehouse ships one line still waiting, or every one (the operator's default). */
class ShipCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly oneLine: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const lines = waiting(model);
    const parcel = this.oneLine ? lines.slice(0, 1) : lines;
    const partial = parcel.length < lines.length;
    const reply = await operate<{ o_status: number }>('POST', '/v1/operator/orders/ship', {
      json: {
        order_id: real.orderId,
        shipping_id: 1,
        invoice_no: `SF0000${real.orderId}${lines.length}`,
        ...(this.oneLine && parcel[0] ? { rec_ids: String(parcel[0].recId) } : {}),
      },
    });
    const predicted = shipOrder(model.order, { partial });
    if (predicted.ok && lines.length > 0) {
      expect(reply.body).toMatchObject({ code: 200, data: { o_status: predicted.order.orderStatus } });
      model.order = predicted.order;
      for (const line of parcel) line.shipped = true;
    } else {
      expect(reply.body.code).toBe(400);
    }
    await compare(model, real);
  }
  toString = () => (this.oneLine ? 'ship one line' : 'ship the rest');
}

class ConfirmCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const predicted = confirmReceipt(model.order);
    const reply = await call(ctx.app, 'PUT', '/v1/order/confirm', { key: real.key, json: { order_id: real.orderId } });
    expect(reply.body.code).toBe(predicted.ok ? 200 : 400);
    if (predicted.ok) model.order = predicted.order;
    await compare(model, real);
  }
  toString = () => 'confirm';
}

const share = fc.constantFrom(0, 0.34, 0.5, 1);
const applyRefund = fc.tuple(share, share, fc.boolean()).map(([first, second, returned]) => new ApplyRefundCommand([first, second], returned));
const approve = fc.constant(new DecideCommand(true));
const ship = fc.boolean().map((oneLine) => new ShipCommand(oneLine));
// Applying and approving come up most, so runs get through several partial refunds to a full one.
const commands = [
  fc.constant(new PayCommand()),
  applyRefund,
  applyRefund,
  applyRefund,
  approve,
  approve,
  approve,
  fc.constant(new DecideCommand(false)),
  ship,
  ship,
  fc.constant(new ConfirmCommand()),
];

describe('partial refunds through the API against the model', () => {
  it('keeps paid = still owed + refunded in units and money, and the order alive for what it still owes, with the audits clean', {
    timeout: MODEL_RUNS_TIMEOUT_MS,
  }, async () => {
    await checkModelRuns(15, commands, async () => {
      const buyer = await createBuyer(ctx.db, ctx.config);
      await giveCard(ctx.db, buyer.user.id, { fCardNumber: CARD, balanceFen: CARD_START_FEN });
      // Prices that do not split evenly, so the refunds' rounding is tested too.
      const { orderId } = await placeTestOrder(ctx, buyer.key, {
        lines: [
          { priceFen: 6_193, number: 3 },
          { priceFen: 1_999, number: 2 },
        ],
      });
      const rows = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(orderGoods.recId);
      const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
      const model: Model = {
        order: toOrderState(order as NonNullable<typeof order>),
        lines: rows.map((line) => ({ recId: line.recId, priceFen: line.goodsPriceFen, bought: line.goodsNumber, refunded: 0, shipped: false })),
        paidFen: 0,
        refundedFen: 0,
        request: null,
        refundOrders: 0,
      };
      // Every run pays first (an unpaid order refuses everything else, which orders-model.test.ts covers); paying again is refused.
      return { model, real: { key: buyer.key, userId: buyer.user.id, orderId }, first: [new PayCommand()] };
    });
  });
});
