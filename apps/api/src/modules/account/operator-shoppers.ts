// What the operator does to a shopper's account: issue a coupon (`garden coupons issue`), mark a trader
// (`garden users trader`).
import { USER_NOT_FOUND } from '@garden/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../platform/api-error';
import { receiveCoupon } from './coupons';

/** The shopper named by id or mobile. */
export async function findShopper(db: Database, who: { userId?: number; mobile?: string }): Promise<{ id: number; mobile: string | null }> {
  const condition = who.userId !== undefined ? eq(users.id, who.userId) : eq(users.mobile, who.mobile ?? '');
  const [user] = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(condition);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Gives a shopper one coupon of a type, the operator's way: also a type shoppers cannot claim, still
 * within its dates and `total`. One coupon per shopper and type (the schema's rule), so issuing again
 * answers the coupon already held (`created` 0).
 */
export async function issueCoupon(db: Database, input: { typeId: number; userId?: number; mobile?: string; now: Date }) {
  const user = await findShopper(db, input);
  const { bonusId, created } = await receiveCoupon(db, user.id, input.typeId, input.now, { byOperator: true });
  return { bonus_id: bonusId, type_id: input.typeId, user_id: user.id, mobile: user.mobile ?? '', created: created ? (1 as const) : (0 as const) };
}

/** Marks a shopper a trade buyer (shopping §6 "Trader": the catalogue's quotation list), or not. */
export async function setTrader(db: Database, who: { userId?: number; mobile?: string }, isTrader: boolean) {
  const user = await findShopper(db, who);
  // A transaction of its own, as every operator write: its audit row commits with it (modules/operators).
  await db.transaction((tx) => tx.update(users).set({ isTrader }).where(eq(users.id, user.id)));
  return { user_id: user.id, mobile: user.mobile ?? '', is_trader: isTrader ? (1 as const) : (0 as const) };
}
