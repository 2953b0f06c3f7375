// A model-based test of real orders (STYLE.md, fast-check "model-based testing"): the model
// is the domain's own order state, moved by the domain's transitions; the real thing is an order placed,
// paid, shipped, confirmed, cancelled, deleted, restored and destroyed through the HTTP API (shipping through
// the operator's `shipOrder`; after-sales requests through their own calls). After every command the API's answer must be the one the domain predicts, and
// the stored order and its detail page must match the model.
import {
  applyAfterSales,
  cancelAfterSales,
  cancelOrder,
  confirmReceipt,
  deleteOrder,
  deleteOrderForever,
  describeOrderStatus,
  payOrder,
  restoreOrder,
  shipOrder as shipOrderState,
  type OrderState,
} from '@garden/domain';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGoods, orders } from '../db/schema/index';
import { ORDER_NOT_FOUND, toOrderState } from '../services/orders';
import { shipOrder } from '../services/order-shipping';
import type { Order } from '@garden/contract';
import { createBuyer, giveCard } from '../test/buying-factories';
import { createSeededContext } from '../test/catalog-factories';
import type { TestContext } from '../test/context';
import { call } from '../test/http';
import { placeTestOrder } from '../test/order-factories';

interface Model {
  /** The order as the domain sees it; null once deleted for good. */
  order: OrderState | null;
  /** Lines not shipped yet. */
  unshipped: number;
}

interface Real {
  key: string;
  orderId: number;
}

const CARD = 8801;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededContext();
});
afterAll(() => ctx.close());

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
  const { oStatus, isDelete, djStatus, status, statusBeforeAfterSales } = model.order;
  expect({
    oStatus: stored.oStatus,
    isDelete: stored.isDelete,
    djStatus: stored.djStatus,
    status: stored.status,
    statusBeforeAfterSales: stored.statusBeforeAfterSales,
  }).toEqual({
    oStatus,
    isDelete,
    djStatus,
    status,
    statusBeforeAfterSales,
  });
  const view = describeOrderStatus(model.order, ctx.clock.now());
  expect(detail.body.data.view).toMatchObject({ kind: view.kind, label: view.label, step: view.step, actions: [...view.actions] });
  expect(detail.body.data.goods_list.filter((line) => !line.shipped)).toHaveLength(model.unshipped);
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
    const unshipped = await ctx.db.select({ recId: orderGoods.recId }).from(orderGoods).where(eq(orderGoods.orderId, real.orderId));
    const partial = this.partial && model.unshipped > 1;
    const predicted = model.order === null || model.unshipped === 0 ? null : shipOrderState(model.order, { partial });
    const shipping = shipOrder(ctx.db, {
      orderId: real.orderId,
      recIds: partial ? [Math.max(...unshipped.map((line) => line.recId))] : undefined,
      logisticsName: '顺丰速运',
      invoiceNo: `SF${real.orderId}${model.unshipped}`,
      now: ctx.clock.now(),
    });
    if (predicted?.ok) {
      await shipping;
      model.order = predicted.order;
      model.unshipped = partial ? model.unshipped - 1 : 0;
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

/** Asks for a refund of one piece of the first line (refund only, so no return parcel is needed). */
class ApplyAfterSalesCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const [line] = await ctx.db
      .select({ recId: orderGoods.recId })
      .from(orderGoods)
      .where(eq(orderGoods.orderId, real.orderId))
      .orderBy(orderGoods.recId);
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
    } else {
      expect(reply.body.code).toBe(model.order === null ? 404 : 400);
    }
    await compare(model, real);
  }
  toString = () => 'apply after-sales';
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

// Paying and shipping come up more often, so most runs get past payment to receipt and the bin.
const pay = fc.constant(new PayCommand());
const ship = fc.boolean().map((partial) => new ShipCommand(partial));
const confirm = fc.constant(new ChangeCommand('confirm', 'PUT', '/v1/order/confirm', confirmReceipt));
const binIt = fc.constant(new ChangeCommand('delete', 'DELETE', '/v1/order/delete', deleteOrder));
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
  fc.constant(new ApplyAfterSalesCommand()),
  fc.constant(new ChangeCommand('cancel after-sales', 'PUT', '/v1/order/cancel_refund', cancelAfterSales)),
  fc.constant(new WaitCommand()),
];

describe('orders through the API against the domain model', () => {
  it('every step answers as the domain predicts and leaves the order the model holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: 'large' }), async (cmds) => {
        const buyer = await createBuyer(ctx.db, ctx.config);
        await giveCard(ctx.db, buyer.user.id, { fCardNumber: CARD, balanceFen: 10_000_000 });
        const { orderId } = await placeTestOrder(ctx, buyer.key, { lines: [{}, {}] });
        const row = await storedOrder(orderId);
        const order: OrderState = {
          oStatus: 0,
          isDelete: 0,
          status: 0,
          isCommented: false,
          isFollowedUp: false,
          isDeposit: false,
          djStatus: 0,
          addTime: row?.addTime as Date,
          statusBeforeAfterSales: null,
          balanceWindow: null,
        };
        await fc.asyncModelRun(() => ({ model: { order, unshipped: 2 }, real: { key: buyer.key, orderId } }), cmds);
      }),
      { numRuns: 15 },
    );
  });
});
