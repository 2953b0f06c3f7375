// A model-based test of real orders (STYLE.md, fast-check "model-based testing"): the model
// is the domain's own order state, moved by the domain's transitions; the real thing is an order placed,
// paid, shipped, confirmed, cancelled, deleted, restored and destroyed through the HTTP API (shipping through
// the operator's `shipOrder`; after-sales requests through their own calls, decided by the operator). After every command the API's answer must be the one the domain predicts, and
// the stored order and its detail page must match the model. Each of the two lines holds one unit, so a refund
// takes a whole line; the order is 售后完成 only once both are refunded.
import {
  applyAfterSales,
  cancelAfterSales,
  finishAfterSales,
  cancelOrder,
  confirmReceipt,
  deleteOrder,
  deleteOrderForever,
  describeOrderStatus,
  payOrder,
  restoreOrder,
  shipOrder as shipOrderState,
  type OrderState,
  ORDER_NOT_FOUND,
} from '@garden/domain';
import { placedOrderState } from '@garden/domain/testing';
import fc from 'fast-check';
import { checkModelRuns, MODEL_RUNS_TIMEOUT_MS } from '../../test/model-runs';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderGoods, orders, refunds } from '../../db/schema/index';
import { createSandboxGateway } from '../../integrations/payments-sandbox';
import { decideAfterSales } from '../after-sales/index';
import { toOrderState } from './rows';
import { shipOrder } from './shipping';
import type { Order } from '@garden/contract';
import { createBuyer, giveCard } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

interface Model {
  /** The order as the domain sees it; null once deleted for good. */
  order: OrderState | null;
  /** The order's lines (one unit each) in `rec_id` order: shipped, refunded, or asked back by the latest request. */
  lines: { shipped: boolean; refunded: boolean; asked: boolean }[];
}

/** Lines still owed and not shipped: what the warehouse can send. */
const waiting = (model: Model) => model.lines.filter((line) => !line.shipped && !line.refunded);
/** Units still owed, shipped or not, once the open request's lines count as refunded. */
const owedAfter = (model: Model) => ({
  shipped: model.lines.filter((line) => line.shipped && !line.refunded && !line.asked).length,
  unshipped: model.lines.filter((line) => !line.shipped && !line.refunded && !line.asked).length,
});

interface Real {
  key: string;
  orderId: number;
}

const CARD = 8801;
const ctx = useSeededContext();

const storedOrder = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

/** The stored order, its detail page and its list membership agree with the model. */
async function compare(model: Model, real: Real) {
  const row = await storedOrder(real.orderId);
  const detail = await call<Order>(ctx.app, 'GET', '/v1/order/detail', { key: real.key, query: { order_id: real.orderId } });
  if (model.order === null) {
    expect(row?.isDelete).toBe(3);
    expect(detail.body).toMatchObject({ code: 404, msg: ORDER_NOT_FOUND });
    return;
  }
  const stored = toOrderState(row as NonNullable<typeof row>);
  const { orderStatus, isDelete, depositStatus, status, statusBeforeAfterSales } = model.order;
  expect({
    orderStatus: stored.orderStatus,
    isDelete: stored.isDelete,
    depositStatus: stored.depositStatus,
    status: stored.status,
    statusBeforeAfterSales: stored.statusBeforeAfterSales,
  }).toEqual({ orderStatus, isDelete, depositStatus, status, statusBeforeAfterSales });
  const view = describeOrderStatus(model.order, ctx.clock.now());
  expect(detail.body.data.view).toMatchObject({ kind: view.kind, label: view.label, step: view.step, actions: [...view.actions] });
  expect(detail.body.data.goods_list.map((line) => ({ shipped: line.shipped, refunded: line.refund_number > 0 }))).toEqual(
    model.lines.map((line) => ({ shipped: line.shipped, refunded: line.refunded })),
  );
}

/** Sends a shopper's change and checks the API answered what the domain's transition predicts. */
async function expectChange(
  model: Model,
  real: Real,
  method: string,
  path: string,
  predicted: { ok: true; order: OrderState | null } | { ok: false; message: string },
) {
  const reply = await call(ctx.app, method, path, { key: real.key, json: { order_id: real.orderId } });
  if (model.order === null) {
    expect(reply.body).toMatchObject({ code: 404, msg: ORDER_NOT_FOUND });
  } else if (predicted.ok) {
    expect(reply.body.code).toBe(200);
    model.order = predicted.order;
  } else {
    expect(reply.body).toMatchObject({ code: 400, msg: predicted.message });
  }
  await compare(model, real);
}

class PayCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const predicted = model.order === null ? null : payOrder(model.order, ctx.clock.now());
    const reply = await call(ctx.app, 'POST', '/v2/order/pay', { key: real.key, json: { order_id: real.orderId, pay_id: 8, card_number: CARD } });
    if (predicted?.ok) {
      expect(reply.body).toMatchObject({ code: 200, data: { paid: 1 } });
      model.order = predicted.order;
    } else {
      // Refused: the domain's text (400), or "already paid" (2040) for a paid order.
      expect(reply.body.code).not.toBe(200);
      if (predicted && reply.body.code === 400 && model.order?.isDelete === 0) expect(reply.body.msg).toBe(predicted.message);
    }
    await compare(model, real);
  }
  toString = () => 'pay';
}

class ShipCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly partial: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const recIds = (
      await ctx.db.select({ recId: orderGoods.recId }).from(orderGoods).where(eq(orderGoods.orderId, real.orderId)).orderBy(orderGoods.recId)
    ).map((line) => line.recId);
    const sendable = waiting(model);
    const partial = this.partial && sendable.length > 1;
    const predicted = model.order === null || sendable.length === 0 ? null : shipOrderState(model.order, { partial });
    const last = sendable.at(-1);
    const shipping = shipOrder(ctx.db, {
      orderId: real.orderId,
      recIds: partial && last ? [recIds[model.lines.indexOf(last)] as number] : undefined,
      logisticsName: '顺丰速运',
      invoiceNo: `SF${real.orderId}${sendable.length}`,
      now: ctx.clock.now(),
    });
    if (predicted?.ok) {
      await shipping;
      model.order = predicted.order;
      for (const line of partial ? sendable.slice(-1) : sendable) line.shipped = true;
    } else {
      await expect(shipping).rejects.toMatchObject({ code: 400 });
    }
    await compare(model, real);
  }
  toString = () => `ship(${this.partial ? 'part' : 'rest'})`;
}

/** A shopper's change: its path and the domain transition that predicts it. */
class ChangeCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly name: string,
    readonly method: string,
    readonly path: string,
    readonly transition: (order: OrderState) => { ok: true; order: OrderState | null } | { ok: false; message: string },
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const predicted = model.order === null ? { ok: false as const, message: ORDER_NOT_FOUND } : this.transition(model.order);
    await expectChange(model, real, this.method, this.path, predicted);
  }
  toString = () => this.name;
}

/** Asks for a refund of the first line not refunded yet (refund only, so no return parcel is needed). */
class ApplyAfterSalesCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const lines = await ctx.db
      .select({ recId: orderGoods.recId })
      .from(orderGoods)
      .where(eq(orderGoods.orderId, real.orderId))
      .orderBy(orderGoods.recId);
    const index = model.lines.findIndex((line) => !line.refunded);
    const line = lines[Math.max(index, 0)];
    // Every line refunded: the order is 售后完成, which the domain refuses before the lines are read.
    const predicted = model.order === null ? null : applyAfterSales(model.order, 1);
    const reply = await call(ctx.app, 'POST', '/v1/order/refund', {
      key: real.key,
      json: {
        order_id: real.orderId,
        goods_json: JSON.stringify([{ rec_id: line?.recId, number: 1 }]),
        refund_type: 1,
        reason_type: 1,
        refund_info: '不想要了',
      },
    });
    if (predicted?.ok) {
      expect(reply.body.code).toBe(200);
      model.order = predicted.order;
      model.lines.forEach((own, at) => {
        own.asked = at === index;
      });
    } else {
      expect(reply.body.code).toBe(model.order === null ? 404 : 400);
    }
    await compare(model, real);
  }
  toString = () => 'apply after-sales';
}

/** A request is open while the order waits in 5 or 6 with status 0 (a withdrawn one left its lines' marks behind). */
const requestOpen = (model: Readonly<Model>) =>
  model.order !== null && (model.order.orderStatus === 5 || model.order.orderStatus === 6) && model.order.status === 0;

/** The operator approves or refuses the order's open request (refunds-model.test.ts decides closed ones too). */
class DecideCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly approve: boolean) {}
  check = requestOpen;
  async run(model: Model, real: Real) {
    const [latest] = await ctx.db
      .select({ refundId: refunds.refundId })
      .from(refunds)
      .where(eq(refunds.orderId, real.orderId))
      .orderBy(desc(refunds.refundId))
      .limit(1);
    const predicted =
      model.order === null || !requestOpen(model)
        ? null
        : this.approve
          ? finishAfterSales(model.order, owedAfter(model))
          : cancelAfterSales(model.order);
    const decision = decideAfterSales(ctx.db, createSandboxGateway(ctx.db), {
      refundId: latest?.refundId ?? 2_000_000_000,
      approve: this.approve,
      now: ctx.clock.now(),
    });
    if (predicted?.ok) {
      await decision;
      model.order = predicted.order;
      for (const line of model.lines) {
        if (line.asked && this.approve) line.refunded = true;
        line.asked = false;
      }
    } else {
      await expect(decision).rejects.toMatchObject({ code: latest ? 400 : 404 });
    }
    await compare(model, real);
  }
  toString = () => (this.approve ? 'approve after-sales' : 'refuse after-sales');
}

/** Time passes: the 60-minute payment window closes after a few of these. */
class WaitCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    ctx.clock.advance(25 * 60_000);
    await compare(model, real);
  }
  toString = () => 'wait 25 min';
}

// Paying, shipping, refunding and approving come up more often, so most runs get past payment to receipt, refunds and the bin.
const pay = fc.constant(new PayCommand());
const ship = fc.boolean().map((partial) => new ShipCommand(partial));
const confirm = fc.constant(new ChangeCommand('confirm', 'PUT', '/v1/order/confirm', confirmReceipt));
const binIt = fc.constant(new ChangeCommand('delete', 'DELETE', '/v1/order/delete', deleteOrder));
const refund = fc.constant(new ApplyAfterSalesCommand());
const approve = fc.constant(new DecideCommand(true));
const commands = [
  pay,
  pay,
  ship,
  ship,
  ship,
  confirm,
  confirm,
  binIt,
  binIt,
  fc.constant(new ChangeCommand('cancel', 'PUT', '/v1/order/cancel', cancelOrder)),
  fc.constant(new ChangeCommand('recover', 'POST', '/v1/order/recover', restoreOrder)),
  fc.constant(new ChangeCommand('destroy', 'DELETE', '/v1/order/destroy', deleteOrderForever)),
  refund,
  refund,
  refund,
  fc.constant(new ChangeCommand('cancel after-sales', 'PUT', '/v1/order/cancel_refund', cancelAfterSales)),
  approve,
  approve,
  approve,
  fc.constant(new DecideCommand(false)),
  fc.constant(new WaitCommand()),
];

describe('orders through the API against the domain model', () => {
  it('every step answers as the domain predicts and leaves the order the model holds', { timeout: MODEL_RUNS_TIMEOUT_MS }, async () => {
    await checkModelRuns(20, commands, async () => {
      const buyer = await createBuyer(ctx.db, ctx.config);
      await giveCard(ctx.db, buyer.user.id, { fCardNumber: CARD, balanceFen: 10_000_000 });
      const { orderId } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}] });
      const row = await storedOrder(orderId);
      const order = placedOrderState(row?.addTime as Date, { balanceWindow: null });
      const lines = [
        { shipped: false, refunded: false, asked: false },
        { shipped: false, refunded: false, asked: false },
      ];
      return { model: { order, lines }, real: { key: buyer.key, orderId } };
    });
  });
});
