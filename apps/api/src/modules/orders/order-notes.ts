// Operators' internal notes on an order (issue 32 "an internal note on an order"): the back office's order detail
// lists them; no shopper reply reads this table.
import type { OperatorOrderDetail } from '@garden/contract';
import { ORDER_NOT_FOUND, orderNoteRefusal } from '@garden/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, orderNotes, orders } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { isNotFather } from './views';

type OrderNote = OperatorOrderDetail['notes'][number];

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Keeps a note on an order (never a father) by the domain's rule, trimmed; 400 with its message, 404 for no such order. */
export async function addOrderNote(db: Database, input: { orderId: number; operatorId: number | null; note: string; now: Date }): Promise<OrderNote> {
  const refusal = orderNoteRefusal(input.note);
  if (refusal) throw badRequest(refusal);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.orderId, input.orderId), isNotFather));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [kept] = await tx
      .insert(orderNotes)
      .values({ orderId: order.orderId, operatorId: input.operatorId, note: input.note.trim(), createdAt: input.now })
      .returning();
    const [by] =
      input.operatorId === null ? [] : await tx.select({ login: operators.login }).from(operators).where(eq(operators.id, input.operatorId));
    const row = kept as typeof orderNotes.$inferSelect;
    return { note_id: row.id, note: row.note, operator_login: by?.login ?? null, created_at: seconds(row.createdAt) };
  });
}

/** An order's notes, oldest first, with who wrote each. */
export async function listOrderNotes(db: Database, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .select({ id: orderNotes.id, note: orderNotes.note, login: operators.login, createdAt: orderNotes.createdAt })
    .from(orderNotes)
    .leftJoin(operators, eq(operators.id, orderNotes.operatorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map((row) => ({ note_id: row.id, note: row.note, operator_login: row.login, created_at: seconds(row.createdAt) }));
}
