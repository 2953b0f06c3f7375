import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
// and offer a shopper action exactly when its transition succeeds.

type Phase = 'unpaid' | 'closed' | 'paid' | 'partlyShipped' | 'shipped' | 'received' | 'afterSales' | 'afterSalesDone';

interface Model {
  phase: Phase;
  inBin: boolean;
  gone: boolean;
  phaseBeforeAfterSales: Phase | null;
  minutes: number;
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
    const result = shipOrder(currentOrder(real), { partial: this.partial });
    expect(result.ok).toBe(!model.inBin && (model.phase === 'paid' || model.phase === 'partlyShipped'));
    if (result.ok) {
      real.order = result.order;
      model.phase = this.partial ? 'partlyShipped' : 'shipped';
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
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
  constructor(readonly refundType: RefundType) {
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
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
  }
  toString = () => `apply after-sales (type ${this.refundType})`;
}

class CancelAfterSalesCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const expected = !model.inBin && model.phase === 'afterSales';
    runShopperAction(model, real, 'cancelAfterSales', expected, cancelAfterSales(currentOrder(real)), model.phaseBeforeAfterSales ?? model.phase);
    if (expected) model.phaseBeforeAfterSales = null;
  }
  toString = () => 'cancel after-sales';
}

class FinishAfterSalesCommand extends OrderCommand {
  run(model: Model, real: Real): void {
    const result = finishAfterSales(currentOrder(real));
    expect(result.ok).toBe(!model.inBin && model.phase === 'afterSales');
    if (result.ok) {
      real.order = result.order;
      model.phase = 'afterSalesDone';
    }
    expect(describeOrderStatus(currentOrder(real), real.now).label).toBe(LABELS[model.phase]);
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
    fc.constantFrom<RefundType>(1, 2).map((type) => new ApplyAfterSalesCommand(type)),
    fc.constant(new CancelAfterSalesCommand()),
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
  it('the order life cycle follows the model, and an action is offered exactly when its transition succeeds', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const model: Model = { phase: 'unpaid', inBin: false, gone: false, phaseBeforeAfterSales: null, minutes: 0 };
        const order: OrderState = {
          oStatus: 0,
          isDelete: 0,
          status: 0,
          isCommented: false,
          isFollowedUp: false,
          isDeposit: false,
          djStatus: 0,
          addTime,
          statusBeforeAfterSales: null,
        };
        fc.modelRun(() => ({ model, real: { order, now: addTime } }), commands);
      }),
      { numRuns: 300 },
    );
  });
});
