import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_BALANCE_MISSED,
  DEPOSIT_NOT_IN_ACTIVITY,
  ORDERS_USE_APP,
  ORDER_ACTION_NOT_ALLOWED,
  depositBalanceBeforeMessage,
} from '../messages/messages';
import type { AfterSalesStatus } from '../after-sales/after-sales-labels';
import { applyAfterSales } from './apply-after-sales';
import { autoCancelOrder } from './auto-cancel-order';
import { cancelAfterSales } from './cancel-after-sales';
import { cancelOrder } from './cancel-order';
import { confirmReceipt } from './confirm-receipt';
import { deleteOrder } from './delete-order';
import { deleteOrderForever } from './delete-order-forever';
import { ORDER_STATUS_LABELS, describeOrderStatus } from './describe-order-status';
import { REFUND_ORDER_REQUEST_STATUSES, describeRefundOrder } from './describe-refund-order';
import { finishAfterSales } from './finish-after-sales';
import { ORDER_LIST_TABS, isOrderInTab } from './order-list-tabs';
import type { OrderState } from './order-state';
import { orderTimeFrom } from './order-time-filter';
import { payOrder } from './pay-order';
import { restoreOrder } from './restore-order';
import { shipOrder } from './ship-order';
import { orderStateArb, placedOrderState } from '../testing';

const addTime = new Date('2026-05-01T10:00:00Z');
const minutesLater = (minutes: number) => new Date(addTime.getTime() + minutes * 60_000);
const order = (overrides: Partial<OrderState>): OrderState => placedOrderState(addTime, overrides);
const view = (overrides: Partial<OrderState>, now = minutesLater(5)) => describeOrderStatus(order(overrides), now);

describe('describeOrderStatus', () => {
  it('shows a pending payment with pay and cancel until 60 minutes after add_time', () => {
    expect(view({})).toMatchObject({ label: '待付款', step: 1, actions: ['pay', 'cancel'], payDeadline: minutesLater(60) });
    expect(view({}, minutesLater(60)).actions).toEqual(['cancel']);
  });

  it('shows a closed order with delete as its only action', () => {
    expect(view({ isDelete: 1 })).toMatchObject({ kind: 'closed', label: '交易关闭', actions: ['delete'], payDeadline: null, step: null });
  });

  it('follows the status table row by row', () => {
    expect(view({ orderStatus: 1 })).toMatchObject({ label: '待发货', step: 2, actions: ['applyAfterSales'] });
    expect(view({ orderStatus: 2 }).label).toBe('待发货');
    expect(view({ orderStatus: 3 })).toMatchObject({ label: '部分发货', actions: ['applyAfterSales'] });
    expect(view({ orderStatus: 4 })).toMatchObject({
      label: '待收货',
      step: 3,
      actions: ['viewLogistics', 'confirmReceipt', 'applyAfterSales'],
      fetchesTracking: true,
    });
    expect(view({ orderStatus: 5, status: 0 })).toMatchObject({ label: '售后中', actions: ['cancelAfterSales'], showsDeleteIcon: false });
    expect(view({ orderStatus: 6, status: 0 })).toMatchObject({ label: '售后中', actions: ['cancelAfterSales'], showsDeleteIcon: false });
    expect(view({ orderStatus: 6, status: 1 })).toMatchObject({ label: '售后完成', actions: ['delete'], showsDeleteIcon: true });
    expect(view({ orderStatus: 7 })).toMatchObject({ label: '交易完成', step: 4, actions: ['review', 'delete'], fetchesTracking: true });
    expect(view({ orderStatus: 7, isCommented: true }).actions).toEqual(['followUpReview', 'delete']);
    expect(view({ orderStatus: 7, isCommented: true, isFollowedUp: true }).actions).toEqual(['delete']);
    expect(view({ orderStatus: 100 })).toMatchObject({ kind: 'other', actions: ['delete'], showsDeleteIcon: true });
    expect(view({ orderStatus: 42 })).toMatchObject({ kind: 'appOnly', actions: [], notice: ORDERS_USE_APP });
  });

  it('shows deposit orders: the deposit within 60 minutes, then the balance', () => {
    expect(view({ orderStatus: 9, isDeposit: true, depositStatus: 0 })).toMatchObject({
      label: '定金商品',
      actions: ['pay', 'cancel'],
      payDeadline: minutesLater(60),
    });
    expect(view({ orderStatus: 9, isDeposit: true, depositStatus: 2 }, minutesLater(600))).toMatchObject({ actions: ['pay'], payDeadline: null });
  });

  it('offers restore, buy again and delete forever in the recycle bin', () => {
    expect(view({ orderStatus: 7, isDelete: 2 })).toMatchObject({
      label: '交易完成',
      actions: ['restore', 'buyAgain', 'deleteForever'],
      showsDeleteIcon: true,
    });
  });
});

describe('transitions', () => {
  it('pays, ships in part, ships the rest, and receives', () => {
    const paid = payOrder(order({}), minutesLater(59));
    expect(paid).toMatchObject({ ok: true, order: { orderStatus: 1 } });
    if (!paid.ok) return;
    const partly = shipOrder(paid.order, { partial: true });
    expect(partly).toMatchObject({ ok: true, order: { orderStatus: 3 } });
    if (!partly.ok) return;
    const shipped = shipOrder(partly.order, { partial: false });
    expect(shipped).toMatchObject({ ok: true, order: { orderStatus: 4 } });
    if (!shipped.ok) return;
    expect(confirmReceipt(shipped.order)).toMatchObject({ ok: true, order: { orderStatus: 7 } });
  });

  it('refuses payment from the 60th minute and lets the server close the order then, not before', () => {
    expect(payOrder(order({}), minutesLater(60))).toMatchObject({ ok: false, reason: 'paymentExpired' });
    expect(autoCancelOrder(order({}), minutesLater(59))).toMatchObject({ ok: false, reason: 'notYetExpired' });
    expect(autoCancelOrder(order({}), minutesLater(60))).toMatchObject({ ok: true, order: { orderStatus: 0, isDelete: 1 } });
  });

  it('pays a deposit order in two steps', () => {
    const deposit = payOrder(order({ orderStatus: 9, isDeposit: true }), minutesLater(1));
    expect(deposit).toMatchObject({ ok: true, order: { orderStatus: 9, depositStatus: 1 } });
    if (!deposit.ok) return;
    expect(payOrder(deposit.order, minutesLater(10_000))).toMatchObject({ ok: true, order: { orderStatus: 1 } });
    expect(cancelOrder(deposit.order)).toMatchObject({ ok: false, message: ORDER_ACTION_NOT_ALLOWED });
  });

  it('takes a deposit balance only inside its window, refusing with the reminder text', () => {
    const seconds = (date: Date) => date.getTime() / 1000;
    const balanceWindow = { payBegTime: seconds(minutesLater(60 * 24)), payEndTime: seconds(minutesLater(60 * 48)) };
    const balanceDue = order({ orderStatus: 9, isDeposit: true, depositStatus: 1, balanceWindow });
    expect(payOrder(balanceDue, minutesLater(60))).toEqual({
      ok: false,
      reason: 'balanceWindowClosed',
      message: depositBalanceBeforeMessage('2026-05-02 18:00', '2026-05-03 18:00'),
    });
    expect(describeOrderStatus(balanceDue, minutesLater(60)).balanceWindow?.phase).toBe('before');
    expect(payOrder(balanceDue, minutesLater(60 * 30))).toMatchObject({ ok: true, order: { orderStatus: 1 } });
    expect(payOrder(balanceDue, minutesLater(60 * 49))).toEqual({ ok: false, reason: 'balanceWindowClosed', message: DEPOSIT_BALANCE_MISSED });
    expect(payOrder({ ...balanceDue, balanceWindow: { payBegTime: 0, payEndTime: 0 } }, minutesLater(60))).toMatchObject({
      ok: false,
      message: DEPOSIT_NOT_IN_ACTIVITY,
    });
  });

  it('opens a refund before shipment as 5 and a return after as 6, and cancelling restores the state', () => {
    expect(applyAfterSales(order({ orderStatus: 2 }), 1)).toMatchObject({
      ok: true,
      order: { orderStatus: 5, status: 0, statusBeforeAfterSales: 2 },
    });
    expect(applyAfterSales(order({ orderStatus: 2 }), 2)).toMatchObject({ ok: false, reason: 'wrongState' });
    const returned = applyAfterSales(order({ orderStatus: 4, status: 3 }), 2);
    expect(returned).toMatchObject({ ok: true, order: { orderStatus: 6, status: 0 } });
    if (!returned.ok) return;
    expect(cancelAfterSales(returned.order)).toMatchObject({ ok: true, order: { orderStatus: 4, statusBeforeAfterSales: null } });
    expect(finishAfterSales(returned.order, { shipped: 0, unshipped: 0 })).toMatchObject({ ok: true, order: { orderStatus: 6, status: 1 } });
    expect(cancelAfterSales(order({ orderStatus: 5 }))).toMatchObject({ ok: true, order: { orderStatus: 1 } });
  });

  it('finishes a partial refund back in the state of the units still owed, and only a full one as 售后完成', () => {
    const refunding = (before: number) => order({ orderStatus: before >= 3 ? 6 : 5, status: 0, statusBeforeAfterSales: before });
    const next = (before: number, shipped: number, unshipped: number) => {
      const result = finishAfterSales(refunding(before), { shipped, unshipped });
      return result.ok ? { orderStatus: result.order.orderStatus, status: result.order.status, before: result.order.statusBeforeAfterSales } : null;
    };
    // A partial refund order (shopping §4 "5 and 6 (refund orders)"): 3 paid units unshipped, 1 refunded; 2 still to ship.
    expect(next(1, 0, 2)).toEqual({ orderStatus: 1, status: 0, before: null });
    expect(next(2, 0, 2)).toEqual({ orderStatus: 2, status: 0, before: null });
    // Partly shipped: refunding every waiting unit leaves only goods on their way; returning every shipped one leaves only goods to ship.
    expect(next(3, 1, 1)).toEqual({ orderStatus: 3, status: 0, before: null });
    expect(next(3, 1, 0)).toEqual({ orderStatus: 4, status: 0, before: null });
    expect(next(3, 0, 1)).toEqual({ orderStatus: 1, status: 0, before: null });
    expect(next(4, 2, 0)).toEqual({ orderStatus: 4, status: 0, before: null });
    for (const before of [1, 2, 3, 4]) expect(next(before, 0, 0)).toEqual({ orderStatus: 6, status: 1, before: null });
    expect(finishAfterSales(order({ orderStatus: 1 }), { shipped: 0, unshipped: 1 }).ok).toBe(false);
    expect(finishAfterSales(order({ orderStatus: 6, status: 1 }), { shipped: 0, unshipped: 0 }).ok).toBe(false);
  });

  it('shows open and approved requests as refund orders, 5 or 6, and refused or withdrawn ones as none', () => {
    expect(describeRefundOrder(0, order({ orderStatus: 5 }))).toEqual({ orderStatus: 5, status: 0, kind: 'afterSales', label: '售后中' });
    expect(describeRefundOrder(0, order({ orderStatus: 6 }))).toMatchObject({ orderStatus: 6, status: 0, label: '售后中' });
    expect(describeRefundOrder(1, order({ orderStatus: 1 }))).toEqual({ orderStatus: 6, status: 1, kind: 'afterSalesComplete', label: '售后完成' });
    expect(describeRefundOrder(2, order({ orderStatus: 1 }))).toBeNull();
    expect(describeRefundOrder(3, order({ orderStatus: 4 }))).toBeNull();
    expect(REFUND_ORDER_REQUEST_STATUSES).toEqual([0, 1]);
  });

  it('deletes to the bin, restores, and deletes forever only from the bin', () => {
    const binned = deleteOrder(order({ orderStatus: 7 }));
    expect(binned).toMatchObject({ ok: true, order: { isDelete: 2 } });
    if (!binned.ok) return;
    expect(restoreOrder(binned.order)).toMatchObject({ ok: true, order: { isDelete: 0 } });
    expect(deleteOrderForever(binned.order)).toEqual({ ok: true, order: null });
    expect(deleteOrderForever(order({ orderStatus: 7 })).ok).toBe(false);
    expect(deleteOrder(order({ orderStatus: 6, status: 0 })).ok).toBe(false);
  });

  it('restores a closed order from the bin as closed, never as payable', () => {
    const binned = deleteOrder(order({ isDelete: 1 }));
    expect(binned).toMatchObject({ ok: true, order: { orderStatus: 0, isDelete: 2 } });
    if (!binned.ok) return;
    const restored = restoreOrder(binned.order);
    expect(restored).toMatchObject({ ok: true, order: { orderStatus: 0, isDelete: 1 } });
    if (restored.ok) expect(describeOrderStatus(restored.order, minutesLater(5)).actions).toEqual(['delete']);
  });
});

describe('order list tabs and time filters', () => {
  it('lists the eight tabs in the spec order', () => {
    expect(ORDER_LIST_TABS.map(({ tab }) => tab)).toEqual([-1, 9, 0, 1, 3, 4, 6, 'recycleBin']);
  });

  it('puts orders under their tab', () => {
    const listed = (overrides: Partial<OrderState>, hasRefundOrders = false) => ({ ...order(overrides), hasRefundOrders });
    expect(isOrderInTab(listed({ orderStatus: 2 }), 1)).toBe(true);
    expect(isOrderInTab(listed({ orderStatus: 5 }), 6)).toBe(true);
    expect(isOrderInTab(listed({ isDelete: 1 }), 0)).toBe(false);
    expect(isOrderInTab(listed({ orderStatus: 7, isDelete: 2 }), -1)).toBe(false);
    expect(isOrderInTab(listed({ orderStatus: 7, isDelete: 2 }), 'recycleBin')).toBe(true);
    // A partly refunded order serves the rest under its own tab and shows its refund orders under 售后 (shopping §4 "5 and 6").
    expect(isOrderInTab(listed({ orderStatus: 1 }, true), 1)).toBe(true);
    expect(isOrderInTab(listed({ orderStatus: 1 }, true), 6)).toBe(true);
    expect(isOrderInTab(listed({ orderStatus: 4 }, false), 6)).toBe(false);
    expect(isOrderInTab(listed({ orderStatus: 4, isDelete: 2 }, true), 6)).toBe(false);
  });

  it('goes 30, 91 and 365 days back', () => {
    const now = new Date('2026-12-31T00:00:00Z');
    expect(orderTimeFrom(30, now)).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(orderTimeFrom(365, now)).toEqual(new Date('2025-12-31T00:00:00Z'));
    expect(orderTimeFrom(null, now)).toBeNull();
  });
});

describe('properties', () => {
  const nowArb = fc.date({ min: new Date('2024-01-01'), max: new Date('2027-02-01'), noInvalidDate: true });
  const labels = new Set(Object.values(ORDER_STATUS_LABELS));

  it('a request is a refund order exactly when its status is one the 售后 tab looks for', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<AfterSalesStatus>, orderStateArb, (requestStatus, state) => {
        expect(describeRefundOrder(requestStatus, state) !== null).toBe(REFUND_ORDER_REQUEST_STATUSES.includes(requestStatus));
      }),
    );
  });

  it('every o_status value maps to exactly one label from the table', () => {
    fc.assert(
      fc.property(orderStateArb, nowArb, (state, now) => {
        const { kind, label } = describeOrderStatus(state, now);
        expect(label).toBe(ORDER_STATUS_LABELS[kind]);
        expect(labels.has(label)).toBe(true);
        expect(describeOrderStatus(state, now).label).toBe(label);
      }),
    );
  });

  it('the delete icon shows exactly when delete or delete forever is offered', () => {
    fc.assert(
      fc.property(orderStateArb, nowArb, (state, now) => {
        const shown = describeOrderStatus(state, now);
        expect(shown.showsDeleteIcon).toBe(shown.actions.includes('delete') || shown.actions.includes('deleteForever'));
      }),
    );
  });

  it('an order offers pay exactly when paying succeeds, or when paying opens the balance reminder', () => {
    fc.assert(
      fc.property(orderStateArb, nowArb, (state, now) => {
        const paid = payOrder(state, now);
        const reminds = !paid.ok && paid.reason === 'balanceWindowClosed';
        expect(describeOrderStatus(state, now).actions.includes('pay')).toBe(paid.ok || reminds);
        if (reminds) expect(paid.message).toBe(describeOrderStatus(state, now).balanceWindow?.message);
      }),
    );
  });

  it('offers an after-sales type exactly when the order offers after-sales and opening that type succeeds', () => {
    fc.assert(
      fc.property(orderStateArb, nowArb, (state, now) => {
        const view = describeOrderStatus(state, now);
        const offered = view.actions.includes('applyAfterSales');
        for (const type of [1, 2] as const) expect(view.refundTypes.includes(type)).toBe(offered && applyAfterSales(state, type).ok);
        // Refund only is always among them; return and refund never before anything shipped.
        if (offered) expect(view.refundTypes[0]).toBe(1);
        if (state.orderStatus === 1 || state.orderStatus === 2) expect(view.refundTypes).not.toContain(2);
      }),
    );
  });

  it('an approved refund makes the order 售后完成 exactly when it owes nothing more, and otherwise leaves it where the owed units can move on', () => {
    const owedArb = fc.record({ shipped: fc.nat(5), unshipped: fc.nat(5) });
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4), owedArb, (before, owed) => {
        const open = applyAfterSales(order({ orderStatus: before }), 1);
        if (!open.ok) throw new Error('a paid order takes a refund');
        const result = finishAfterSales(open.order, owed);
        if (!result.ok) throw new Error('an open request finishes');
        const done = describeOrderStatus(result.order, addTime);
        expect(done.kind === 'afterSalesComplete').toBe(owed.shipped + owed.unshipped === 0);
        // Units waiting can ship again, shipped ones can be received; either can be refunded.
        expect(shipOrder(result.order, { partial: false }).ok).toBe(owed.unshipped > 0);
        expect(confirmReceipt(result.order).ok).toBe(owed.unshipped === 0 && owed.shipped > 0);
        expect(applyAfterSales(result.order, 1).ok).toBe(owed.shipped + owed.unshipped > 0);
      }),
    );
  });

  it('transitions never change the add time and return a new object', () => {
    fc.assert(
      fc.property(orderStateArb, nowArb, (state, now) => {
        for (const result of [payOrder(state, now), cancelOrder(state), deleteOrder(state), restoreOrder(state), confirmReceipt(state)]) {
          if (result.ok) {
            expect(result.order).not.toBe(state);
            expect(result.order.addTime).toBe(state.addTime);
          }
        }
      }),
    );
  });
});
