import type { UserInfo } from '@garden/contract';
import { fromFen, gradeName, isMemberGrade } from '@garden/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, sessions, users } from '../../db/schema/index';
import type { SessionUser } from '../../platform/sessions';

export type User = typeof users.$inferSelect;

/** A shopper as the API shows them; money leaves the database as fen and goes out as yuan. */
export function describeUser(user: SessionUser): UserInfo {
  const balance = fromFen(user.userMoneyFen).toFixed(2);
  return {
    user_id: user.id,
    user_name: user.userName ?? '',
    nick: user.nick,
    mobile: user.mobile ?? '',
    is_trader: user.isTrader ? 1 : 0,
    sex: user.sex,
    avatar: user.avatar,
    u_grade: user.uGrade,
    grade_name: isMemberGrade(user.uGrade) ? gradeName(user.uGrade) : '',
    user_money: balance,
    normal_balance: balance,
  };
}

/** The shopper a password login names: by mobile or by user name (storefront §5). */
export async function findUserByLogin(db: Database, login: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.mobile, login), eq(users.userName, login)))
    .limit(1);
  return user;
}

/** The shopper with this mobile, if any. */
export async function findUserByMobile(db: Database, mobile: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

/** The default nickname of a new account: the mobile with its middle masked, 138****8000. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** Registers a shopper by mobile; `passwordHash` is null for accounts made by an SMS login. */
export async function registerUser(db: Database, account: { mobile: string; passwordHash: string | null; now: Date }): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ mobile: account.mobile, nick: maskMobile(account.mobile), passwordHash: account.passwordHash, createdAt: account.now })
    .returning();
  if (!user) throw new Error('registerUser inserted nothing');
  return user;
}

/** Sets a new password and ends every session of the account (storefront §7 /v1/auth/forget). */
export async function resetPassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** The pieces in the shopper's cart, the header badge's `data.cart_v3_sum` (storefront §7). */
export async function countCartPieces(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ pieces: sql<number>`coalesce(sum(${cartItems.number}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.pieces ?? 0;
}
