// An order's row as the services read it (shopping §3 "Order", §4): its state for the domain's status rules,
// the shopper's own order by id, and order numbers.
import { ORDER_NOT_FOUND } from '@garden/domain';
import { randomInt } from 'node:crypto';
import type { OrderState } from '@garden/domain';
import { desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { orders } from '../../db/schema/index';
import { findOwnRow } from '../../platform/own-row';
import { seconds } from '../../platform/unix-time';

export type OrderRow = typeof orders.$inferSelect;

/** The order's fields the domain's status rules read. */
export function toOrderState(row: OrderRow): OrderState {
  return {
    orderStatus: row.oStatus,
    isDelete: row.isDelete,
    status: row.status,
    isCommented: row.isComment !== 0,
    isFollowedUp: row.isTwice !== 0,
    isDeposit: row.isDeposit,
    depositStatus: row.djStatus,
    addTime: row.addTime,
    statusBeforeAfterSales: row.statusBeforeAfterSales,
    balanceWindow:
      row.isDeposit && row.payBegTime && row.payEndTime ? { payBegTime: seconds(row.payBegTime), payEndTime: seconds(row.payEndTime) } : null,
  };
}

/** A shopper's order by id; another shopper's order is "not found" (never say which). */
export function findOwnOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  return findOwnRow(db, orders, { id: [orders.orderId, orderId], owner: [orders.userId, userId] }, ORDER_NOT_FOUND);
}

/**
 * An order number: China local time to the second and six random digits. Two placements in one second may
 * draw the same one (one in about 3,000 at 600 orders a second): the unique index refuses the second, which
 * then runs again with new numbers (placeOrders). `draw` gives the digits: crypto's, or a test's chosen ones.
 */
export function createOrderSn(now: Date, draw: (max: number) => number = randomInt): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${china}${String(draw(1_000_000)).padStart(6, '0')}`;
}

/** One page of the orders `where` picks, newest first, and how many it picks in all. */
export async function pageOfOrders(
  db: Database,
  where: SQL | undefined,
  page: { page: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  return readPage(db, db.select().from(orders).where(where), {
    orderBy: [desc(orders.addTime), desc(orders.orderId)],
    ...page,
  });
}
