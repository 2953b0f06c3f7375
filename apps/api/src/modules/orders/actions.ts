// The shopper's changes to an order (shopping §4 "Actions by order state", §7 "Orders"):
// cancel, confirm receipt, delete to the bin, delete forever, restore, buy again. Each one locks the
// order row, asks the domain's transition and writes its result in the same transaction, so two racing
// calls change the order once and a refusal changes nothing.
import {
  cancelOrder,
  confirmReceipt,
  deleteOrder,
  deleteOrderForever,
  restoreOrder,
  type OrderRefusal,
  type OrderState,
  BALANCE_RETURN_CANCELLED_DESC,
  ORDER_NOT_FOUND,
} from '@garden/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGoods, orders } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { checkCartAddition, type CheckedAddition, readCart, writeCartAddition } from '../cart/index';
import { toOrderState, type OrderRow } from './rows';
import { giveBackHeld } from './auto-cancel';
import { isNotFather, shownOrder } from './views';
import { goodsChanged } from '../../platform/catalogue-cache';

type OrderChanges = Partial<typeof orders.$inferInsert>;

/**
 * Locks the order `orderId` among `which` (the shopper's shown orders, or every order but fathers for an
 * operator), asks `decide` (a domain transition) and writes the columns `changes` derives from its outcome;
 * `after` runs in the same transaction (the give-back of a cancel). A refusal answers 400 with the domain's
 * message and changes nothing.
 */
async function changeOrder<Outcome extends { readonly ok: true }>(
  db: Database,
  which: SQL | undefined,
  orderId: number,
  decide: (state: OrderState) => Outcome | OrderRefusal,
  changes: (outcome: Outcome) => OrderChanges,
  after?: (tx: Database, row: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, orderId), which))
      .for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const outcome = decide(toOrderState(row));
    if (!outcome.ok) throw badRequest(outcome.message);
    const [changed] = await tx.update(orders).set(changes(outcome)).where(eq(orders.orderId, row.orderId)).returning();
    if (after) await after(tx, row);
    return changed as OrderRow;
  });
}

/** The stored columns of a transition's next state. */
function stateColumns(next: OrderState, now: Date): OrderChanges {
  return { oStatus: next.orderStatus, isDelete: next.isDelete, operateTime: now };
}

/**
 * Cancels an unpaid order (or a deposit order whose deposit is unpaid): closed (`o_status` 0, `is_delete` 1),
 * and its stock, coupons and balance come back in the same transaction, exactly once (shopping §4 "Pending payment").
 */
export function cancelOwnOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return cancelUnpaid(db, shownOrder(userId), orderId, now);
}

/**
 * The back office's cancel of an unpaid order (issue 32): the shopper's cancel, with its domain rule and its
 * give-back, on any order of the shop but a father (a payment group, whose children are cancelled one by one).
 */
export function cancelShopOrder(db: Database, orderId: number, now: Date): Promise<OrderRow> {
  return cancelUnpaid(db, isNotFather, orderId, now);
}

async function cancelUnpaid(db: Database, which: SQL | undefined, orderId: number, now: Date): Promise<OrderRow> {
  let restocked: number[] = [];
  const cancelled = await changeOrder(
    db,
    which,
    orderId,
    cancelOrder,
    ({ order }) => stateColumns(order, now),
    async (tx, row) => {
      restocked = await giveBackHeld(tx, row, now, BALANCE_RETURN_CANCELLED_DESC);
    },
  );
  goodsChanged(db, restocked);
  return cancelled;
}

/** Confirms receipt of a pending-receipt order: complete (7) with `confirm_time` (shopping §4 "4: confirm receipt"). */
export function confirmOwnOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return changeOrder(db, shownOrder(userId), orderId, confirmReceipt, ({ order }) => ({ ...stateColumns(order, now), confirmTime: now }));
}

/** Moves an order whose delete icon shows to the recycle bin (`is_delete` 2, shopping §4). */
export function deleteOwnOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return changeOrder(db, shownOrder(userId), orderId, deleteOrder, ({ order }) => stateColumns(order, now));
}

/** Restores an order from the recycle bin (`is_delete` 2 → 0, shopping §4 "The bin offers restore"). */
export function recoverOwnOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return changeOrder(db, shownOrder(userId), orderId, restoreOrder, ({ order }) => stateColumns(order, now));
}

/**
 * Deletes an order in the bin for good: kept for the books as `is_delete` 3, and "not found" for the
 * shopper from then on (shopping §4 "permanent delete").
 */
export function destroyOwnOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  return changeOrder(db, shownOrder(userId), orderId, deleteOrderForever, () => ({ isDelete: 3, operateTime: now }));
}

/**
 * Puts the order's lines back in the cart, each as bought (goods, spec, delivery date, quantity), through
 * the cart's own rules (shopping §4 "The bin offers … buy again"). All lines or none: the first line the
 * cart refuses (sold out, off sale…) answers its message and adds nothing.
 */
export async function buyOrderAgain(db: Database, user: { id: number; uGrade: number }, orderId: number, now: Date) {
  const row = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.orderId, orderId), shownOrder(user.id)));
  if (row.length === 0) throw notFound(ORDER_NOT_FOUND);
  const lines = await db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(orderGoods.recId);
  // Every line is checked against the catalogue first (reads outside the transaction), then all are written together.
  const checked: CheckedAddition[] = [];
  for (const line of lines) {
    const attrIds = line.goodsAttrId.split(',').filter(Boolean).map(Number);
    checked.push(
      await checkCartAddition(
        db,
        { goodsId: line.goodsId, number: String(line.goodsNumber), attrIds, deliveryId: line.deliveryId ?? 0, isAdd: true },
        now,
      ),
    );
  }
  await db.transaction(async (tx) => {
    for (const addition of checked) await writeCartAddition(tx, user.id, addition, now);
  });
  const cart = await readCart(db, user, now);
  return { cart: { count: { total_number: cart.count.total_number } } };
}
