import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placedOrderState } from '../testing';
import { applyAfterSales, type RefundType } from './apply-after-sales';
import { autoCancelOrder } from './auto-cancel-order';
import { cancelAfterSales } from './cancel-after-sales';
import { cancelOrder } from './cancel-order';
import { confirmReceipt } from './confirm-receipt';
import { deleteOrder } from './delete-order';
import { deleteOrderForever } from './delete-order-forever';
import { describeOrderStatus } from './describe-order-status';
import { finishAfterSales } from './finish-after-sales';
import type { OrderAction, OrderState } from './order-state';
import type { OrderTransition } from './order-transition';
import { payOrder } from './pay-order';
import { restoreOrder } from './restore-order';
import { shipOrder } from './ship-order';

// A model-based test of the order life cycle (STYLE.md, fast-check "model-based testing"): a simplified model
// of shopping §4 beside the real transitions; after every command the real order must carry the model's label
// and offer a shopper action exactly when its transition succeeds. The model keeps the order's lines too (units
// bought, refunded, shipped), so refunds of some units leave the rest of the order to ship, receive or refund.

type Phase = 'unpaid' | 'closed' | 'paid' | 'partlyShipped' | 'shipped' | 'received' | 'afterSales' | 'afterSalesDone';

interface Line {
  bought: number;
  refunded: number;
  shipped: boolean;
}

interface Model {
  phase: Phase;
  inBin: boolean;
  gone: boolean;
  phaseBeforeAfterSales: Phase | null;
  minutes: number;
  lines: Line[];
  /** Units of each line the open after-sales request asks back; null when no request is open. */
  request: number[] | null;
}

interface Real {
  order: OrderState | null;
  now: Date;
}

const LABELS: Record<Phase, string> = {
  unpaid: '待付款',
  closed: '交易关闭',
  paid: '待发货',
  partlyShipped: '部分发货',
  shipped: '待收货',
  received: '交易完成',
  afterSales: '售后中',
  afterSalesDone: '售后完成',
};

const addTime = new Date('2026-06-01T08:00:00Z');

const owedOf = (line: Line) => line.bought - line.refunded;
/** Units the order still owes, on shipped lines and on lines waiting (shopping §3 `goods_number` less `refund_number`). */
function owedUnits(model: Model) {
  const sum = (shipped: boolean) => model.lines.filter((line) => line.shipped === shipped).reduce((total, line) => total + owedOf(line), 0);
  return { shipped: sum(true), unshipped: sum(false) };
}

/** What the model's lines allow in each phase: goods to ship while paid, none once shipped, nothing owed once refunded. */
function expectLinesFitPhase(model: Model): void {
  const owed = owedUnits(model);
  if (model.phase === 'paid' || model.phase === 'partlyShipped') expect(owed.unshipped).toBeGreaterThan(0);
  if (model.phase === 'partlyShipped') expect(owed.shipped).toBeGreaterThan(0);
  if (model.phase === 'shipped' || model.phase === 'received') {
    expect(owed.unshipped).toBe(0);
    expect(owed.shipped).toBeGreaterThan(0);
  }
  if (model.phase === 'afterSalesDone') expect(owed).toEqual({ shipped: 0, unshipped: 0 });
  for (const line of model.lines) expect(line.refunded).toBeLessThanOrEqual(line.bought);
}

function currentOrder(real: Real): OrderState {
  if (real.order === null) throw new Error('the order was deleted forever but a command still ran');
  return real.order;
}

/** Checks the offered action against the transition's outcome and the model's expectation, then applies it. */
function runShopperAction(model: Model, real: Real, action: OrderAction, expected: boolean, result: OrderTransition, next: Phase): void {
  const offered = describeOrderStatus(currentOrder(real), real.now).actions.includes(action);
  expect(result.ok).toBe(expected);
  expect(offered).toBe(result.ok);
  if (result.ok) {
    real.order = result.order;
    model.phase = next;
  }
  expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
  expectLinesFitPhase(model);
}

abstract class OrderCommand implements fc.Command<Model, Real> {
  check(model: Readonly<Model>): boolean {
    return !model.gone;
  }
  abstract run(model: Model, real: Real): void;
  abstract toString(): string;
}

class PayCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const expected = !model.inBin && model.phase === 'unpaid' && model.minutes < 60;
    runShopperAction(model, real, 'pay', expected, payOrder(currentOrder(real), real.now), 'paid');
  }
  toString = () => 'pay';
}

class CancelCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    runShopperAction(model, real, 'cancel', !model.inBin && model.phase === 'unpaid', cancelOrder(currentOrder(real)), 'closed');
  }
  toString = () => 'cancel';
}

class ShipCommand extends OrderCommand {
  constructor(readonly partial: boolean) {
    super();
  }
  run(model: Model, real: Real): void {
    // The warehouse ships lines still owed: one of them, or all; refunded lines stay behind.
    const waiting = model.lines.filter((line) => !line.shipped && owedOf(line) > 0);
    const partial = this.partial && waiting.length > 1;
    const result = shipOrder(currentOrder(real), { partial });
    expect(result.ok).toBe(!model.inBin && (model.phase === 'paid' || model.phase === 'partlyShipped'));
    if (result.ok) {
      real.order = result.order;
      for (const line of partial ? waiting.slice(0, 1) : waiting) line.shipped = true;
      model.phase = partial ? 'partlyShipped' : 'shipped';
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
    expectLinesFitPhase(model);
  }
  toString = () => (this.partial ? 'ship part' : 'ship all');
}

class ConfirmReceiptCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    runShopperAction(model, real, 'confirmReceipt', !model.inBin && model.phase === 'shipped', confirmReceipt(currentOrder(real)), 'received');
  }
  toString = () => 'confirm receipt';
}

class ApplyAfterSalesCommand extends OrderCommand {
  /** `all` asks back every unit still owed; otherwise `units` of the first line with some left (at most what is left). */
  constructor(
    readonly refundType: RefundType,
    readonly all: boolean,
    readonly units: number,
  ) {
    super();
  }
  run(model: Model, real: Real): void {
    const paid = !model.inBin && ['paid', 'partlyShipped', 'shipped'].includes(model.phase);
    const shipped = model.phase === 'partlyShipped' || model.phase === 'shipped';
    const before = model.phase;
    const result = applyAfterSales(currentOrder(real), this.refundType);
    // The action is offered for a paid order; return-and-refund additionally needs shipped goods.
    expect(describeOrderStatus(currentOrder(real), real.now).actions.includes('applyAfterSales')).toBe(paid);
    expect(result.ok).toBe(paid && (this.refundType === 1 || shipped));
    if (result.ok) {
      real.order = result.order;
      model.phaseBeforeAfterSales = before;
      model.phase = 'afterSales';
      const first = model.lines.findIndex((line) => owedOf(line) > 0);
      model.request = model.lines.map((line, index) => (this.all ? owedOf(line) : index === first ? Math.min(this.units, owedOf(line)) : 0));
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
    expectLinesFitPhase(model);
  }
  toString = () => `apply after-sales (type ${this.refundType}, ${this.all ? 'all' : `${this.units} of a line`})`;
}

class CancelAfterSalesCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const expected = !model.inBin && model.phase === 'afterSales';
    runShopperAction(model, real, 'cancelAfterSales', expected, cancelAfterSales(currentOrder(real)), model.phaseBeforeAfterSales ?? model.phase);
    if (expected) {
      model.phaseBeforeAfterSales = null;
      model.request = null;
    }
  }
  toString = () => 'cancel after-sales';
}

/** The shop approves the open request: its units are refunded, and the order serves what it still owes. */
class FinishAfterSalesCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const open = !model.inBin && model.phase === 'afterSales';
    const lines = model.lines.map((line, index) => ({ ...line, refunded: line.refunded + (open ? (model.request?.[index] ?? 0) : 0) }));
    const owed = owedUnits({ ...model, lines });
    const result = finishAfterSales(currentOrder(real), owed);
    expect(result.ok).toBe(open);
    if (result.ok) {
      real.order = result.order;
      model.lines = lines;
      model.request = null;
      model.phaseBeforeAfterSales = null;
      if (owed.shipped + owed.unshipped === 0) model.phase = 'afterSalesDone';
      else if (owed.unshipped === 0) model.phase = 'shipped';
      else model.phase = owed.shipped > 0 ? 'partlyShipped' : 'paid';
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
    expectLinesFitPhase(model);
  }
  toString = () => 'finish after-sales';
}

class WaitCommand extends OrderCommand {
  constructor(readonly minutes: number) {
    super();
  }
  run(model: Model, real: Real): void {
    model.minutes += this.minutes;
    real.now = new Date(real.now.getTime() + this.minutes * 60_000);
  }
  toString = () => `wait ${this.minutes} min`;
}

class AutoCancelCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const result = autoCancelOrder(currentOrder(real), real.now);
    expect(result.ok).toBe(!model.inBin && model.phase === 'unpaid' && model.minutes >= 60);
    if (result.ok) {
      real.order = result.order;
      model.phase = 'closed';
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
  }
  toString = () => 'auto-cancel job';
}

class DeleteCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const deletable: readonly Phase[] = ['received', 'afterSalesDone', 'closed'];
    const expected = !model.inBin && deletable.includes(model.phase);
    runShopperAction(model, real, 'delete', expected, deleteOrder(currentOrder(real)), model.phase);
    if (expected) model.inBin = true;
    expect(describeOrderStatus(currentOrder(real), real.now).showsDeleteIcon).toBe(model.inBin || deletable.includes(model.phase));
  }
  toString = () => 'delete';
}

class RestoreCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const expected = model.inBin;
    runShopperAction(model, real, 'restore', expected, restoreOrder(currentOrder(real)), model.phase);
    if (expected) model.inBin = false;
  }
  toString = () => 'restore';
}

class DeleteForeverCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const offered = describeOrderStatus(currentOrder(real), real.now).actions.includes('deleteForever');
    const result = deleteOrderForever(currentOrder(real));
    expect(result.ok).toBe(model.inBin);
    expect(offered).toBe(result.ok);
    if (result.ok) {
      real.order = result.order;
      model.gone = true;
    }
  }
  toString = () => 'delete forever';
}

const commandsArb = fc.commands(
  [
    fc.constant(new PayCommand()),
    fc.constant(new CancelCommand()),
    fc.boolean().map((partial) => new ShipCommand(partial)),
    fc.constant(new ConfirmReceiptCommand()),
    fc
      .tuple(fc.constantFrom<RefundType>(1, 2), fc.boolean(), fc.integer({ min: 1, max: 3 }))
      .map(([type, all, units]) => new ApplyAfterSalesCommand(type, all, units)),
    fc.constant(new CancelAfterSalesCommand()),
    fc.constant(new FinishAfterSalesCommand()),
    fc.constant(new FinishAfterSalesCommand()),
    fc.integer({ min: 1, max: 45 }).map((minutes) => new WaitCommand(minutes)),
    fc.constant(new AutoCancelCommand()),
    fc.constant(new DeleteCommand()),
    fc.constant(new RestoreCommand()),
    fc.constant(new DeleteForeverCommand()),
  ],
  { maxCommands: 40 },
);

describe('properties', () => {
  it('the order life cycle follows the model, an action is offered exactly when its transition succeeds, and an order is 售后完成 only once every unit is refunded', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const model: Model = {
          phase: 'unpaid',
          inBin: false,
          gone: false,
          phaseBeforeAfterSales: null,
          minutes: 0,
          lines: [
            { bought: 3, refunded: 0, shipped: false },
            { bought: 1, refunded: 0, shipped: false },
          ],
          request: null,
        };
        const order = placedOrderState(addTime);
        fc.modelRun(() => ({ model, real: { order, now: addTime } }), commands);
      }),
      { numRuns: 300 },
    );
  });
});
