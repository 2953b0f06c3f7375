import { loginLockedMessage, loginSlowDownMessage } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema/index';
import { tooManyRequests } from '../lib/api-error';
import { verifyDecoyPassword, verifyPassword } from './auth-passwords';

/** Wrong passwords before the account locks for this IP (sign-in security). */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
/** From this many failures on, each further try must wait a little longer. */
const SLOW_DOWN_AFTER_FAILURES = 3;
const SLOW_DOWN_STEP_MS = 5_000;

/** Whose password is being tried: a shopper or a parcel staff member (counted apart, shopping §6). */
export interface LoginAccount {
  kind: 'user' | 'staff';
  id: number;
}

const accountKey = (account: LoginAccount): string => `${account.kind}:${account.id}`;

/**
 * Refuses a password attempt on `account` from `ip` while it is locked (after 5 failures, for
 * 15 minutes) or slowed down (from the 3rd failure, 5 s more per failure). Counting per account
 * and IP keeps a stranger elsewhere from locking a shopper out.
 */
export async function checkLoginAllowed(db: Database, now: Date, account: LoginAccount, ip: string): Promise<void> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, accountKey(account)), eq(loginAttempts.ip, ip)));
  if (!row) return;
  if (row.lockedUntil && row.lockedUntil > now) {
    throw tooManyRequests(loginLockedMessage(Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000)));
  }
  if (row.lockedUntil) return; // the lock has run out: a fresh start
  if (row.failures >= SLOW_DOWN_AFTER_FAILURES) {
    const waitMs = row.lastFailedAt.getTime() + (row.failures - SLOW_DOWN_AFTER_FAILURES + 1) * SLOW_DOWN_STEP_MS - now.getTime();
    if (waitMs > 0) throw tooManyRequests(loginSlowDownMessage(Math.ceil(waitMs / 1000)));
  }
}

/** Counts a wrong password; the fifth in a row locks the account for this IP. */
export async function recordLoginFailure(db: Database, now: Date, who: LoginAccount, ip: string): Promise<void> {
  const account = accountKey(who);
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), eq(loginAttempts.ip, ip)));
  const failures = row && !(row.lockedUntil && row.lockedUntil <= now) ? row.failures + 1 : 1;
  const lockedUntil = failures >= LOCK_AFTER_FAILURES ? new Date(now.getTime() + LOCK_MS) : null;
  await db
    .insert(loginAttempts)
    .values({ account, ip, failures, lastFailedAt: now, lockedUntil })
    .onConflictDoUpdate({
      target: [loginAttempts.account, loginAttempts.ip],
      set: { failures, lastFailedAt: now, lockedUntil },
    });
}

/** A right password forgets the failures of this account and IP. */
export async function clearLoginFailures(db: Database, account: LoginAccount, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.account, accountKey(account)), eq(loginAttempts.ip, ip)));
}

/**
 * One password try, throttled: an unknown account costs a decoy hash (so timing names no account), a
 * locked or slowed account is refused (429), a wrong password is counted and a right one forgets the
 * count. Answers whether the password was right.
 */
export async function tryPassword(
  db: Database,
  now: Date,
  ip: string,
  account: (LoginAccount & { passwordHash: string | null }) | undefined,
  password: string,
): Promise<boolean> {
  if (!account) return verifyDecoyPassword(password);
  await checkLoginAllowed(db, now, account, ip);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
    await recordLoginFailure(db, now, account, ip);
    return false;
  }
  await clearLoginFailures(db, account, ip);
  return true;
}
