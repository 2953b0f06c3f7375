// The automatic cancel of unpaid orders (shopping §4 "Payment", §9: 60 minutes from add_time).
// Safe with several server instances on one PostgreSQL: each batch locks its orders with
// `FOR UPDATE SKIP LOCKED`, so an order is closed, and its stock, coupons and balance come back,
// exactly once.
import { autoCancelOrder, BALANCE_RETURN_DESC } from '@garden/domain';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGoods, orders, payments, userCoupons } from '../../db/schema/index';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';
import { creditBalance, returnStock } from './give-back';
import { toOrderState } from './rows';
import { goodsChanged } from '../../platform/catalogue-cache';

/** Closes one batch of expired unpaid orders at `now`; returns how many it closed. */
export async function cancelExpiredOrders(db: Database, now: Date, batchSize = 100): Promise<number> {
  const restocked: number[] = [];
  const closed = await db.transaction(async (tx) => {
    const expired = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.isDelete, 0), lte(orders.payDeadline, now), or(eq(orders.oStatus, 0), and(eq(orders.oStatus, 9), eq(orders.djStatus, 0)))))
      .orderBy(orders.payDeadline)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let closed = 0;
    for (const row of expired) {
      const cancelled = autoCancelOrder(toOrderState(row), now);
      if (!cancelled.ok) continue;
      await tx
        .update(orders)
        .set({ oStatus: cancelled.order.orderStatus, isDelete: cancelled.order.isDelete, operateTime: now })
        .where(eq(orders.orderId, row.orderId));
      restocked.push(...(await giveBackHeld(tx, row, now, BALANCE_RETURN_DESC)));
      closed += 1;
    }
    return closed;
  });
  goodsChanged(db, restocked);
  return closed;
}

/**
 * Returns what an unpaid order held: its stock, its coupons and the balance it used (logged with
 * `balanceDesc`). Call it inside the transaction that closes the order, with the order row locked, so it
 * runs once per order: the automatic cancel here and the shopper's cancel (`modules/orders/actions.ts`).
 * Returns the goods restocked, for the caller to invalidate once committed.
 */
export async function giveBackHeld(tx: Database, row: typeof orders.$inferSelect, now: Date, balanceDesc: string): Promise<number[]> {
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, row.orderId));
  const restocked = await returnStock(
    tx,
    lines.map((line) => ({ goodsId: line.goodsId, skuId: line.skuId, number: line.goodsNumber })),
  );
  await tx.update(userCoupons).set({ orderId: null, usedTime: null }).where(eq(userCoupons.orderId, row.orderId));
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, row.orderId), eq(payments.status, 'pending')));
  // A father's surplus is its children's, given back with them.
  const isFather = lines.length === 0;
  if (row.surplusFen > 0 && !isFather) {
    await creditBalance(tx, { userId: row.userId, amountFen: row.surplusFen, desc: balanceDesc, orderId: row.orderId, now });
  }
  return restocked;
}

/** Runs `cancelExpiredOrders` until a batch comes back short. */
export async function cancelAllExpiredOrders(db: Database, now: Date, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await cancelExpiredOrders(db, now, batchSize);
    total += closed;
    if (closed < batchSize) return total;
  }
}

/**
 * The server's auto-cancel job: every `intervalMs` it closes the expired unpaid orders at `now()`.
 * Errors are reported and the next tick tries again; ticks never overlap.
 */
export function startAutoCancel(db: Database, options: { now: () => Date; intervalMs?: number; logError: (error: unknown) => void }): PeriodicJob {
  return startPeriodicJob('auto-cancel', () => cancelAllExpiredOrders(db, options.now()), options.intervalMs ?? 30_000, options.logError);
}
