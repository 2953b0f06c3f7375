import { loginLockedMessage, loginSlowDownMessage } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema/index';
import { tooManyRequests } from '../lib/api-error';

/** Wrong passwords before the account locks for this IP (issue 3, sign-in security). */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
/** From this many failures on, each further try must wait a little longer. */
const SLOW_DOWN_AFTER_FAILURES = 3;
const SLOW_DOWN_STEP_MS = 5_000;

/**
 * Refuses a password attempt on `userId` from `ip` while it is locked (after 5 failures, for
 * 15 minutes) or slowed down (from the 3rd failure, 5 s more per failure). Counting per account
 * and IP keeps a stranger elsewhere from locking a shopper out.
 */
export async function checkLoginAllowed(db: Database, now: Date, userId: number, ip: string): Promise<void> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, `user:${userId}`), eq(loginAttempts.ip, ip)));
  if (!row) return;
  if (row.lockedUntil && row.lockedUntil > now) {
    throw tooManyRequests(loginLockedMessage(Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000)));
  }
  if (row.lockedUntil) return; // the lock has run out: a fresh start
  if (row.failures >= SLOW_DOWN_AFTER_FAILURES) {
    const waitMs =
      row.lastFailedAt.getTime() + (row.failures - SLOW_DOWN_AFTER_FAILURES + 1) * SLOW_DOWN_STEP_MS - now.getTime();
    if (waitMs > 0) throw tooManyRequests(loginSlowDownMessage(Math.ceil(waitMs / 1000)));
  }
}

/** Counts a wrong password; the fifth in a row locks the account for this IP. */
export async function recordLoginFailure(db: Database, now: Date, userId: number, ip: string): Promise<void> {
  const account = `user:${userId}`;
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
export async function clearLoginFailures(db: Database, userId: number, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.account, `user:${userId}`), eq(loginAttempts.ip, ip)));
}
