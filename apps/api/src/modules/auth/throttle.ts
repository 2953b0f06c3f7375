import { CAPTCHA_INVALID, CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE, loginLockedMessage, loginSlowDownMessage, passwordNeedsCaptcha } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { ApiError, tooManyRequests } from '../../platform/api-error';
import { verifyDecoyPassword, verifyPassword } from './passwords';
import { countAction, forgetActions, readActions } from '../../platform/rate-limits';

/** Wrong passwords before the account locks for this IP (sign-in security). */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
/** From this many failures on, each further try must wait a little longer. */
const SLOW_DOWN_AFTER_FAILURES = 3;
const SLOW_DOWN_STEP_MS = 5_000;

/** Whose password is being tried: a shopper, a parcel staff member (counted apart, shopping §6) or an operator. */
export interface LoginAccount {
  kind: 'user' | 'staff' | 'operator';
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

/** A password sign-in the account's recent wrong passwords hold until an image captcha is solved (README "Limits"). */
const captchaNeeded = (msg: string) => new ApiError(CAPTCHA_NEEDED_CODE, msg, 403);

/** One password try: the account (or undefined when the name is no account), the name typed, the password. */
export interface PasswordTry {
  account: (LoginAccount & { passwordHash: string | null }) | undefined;
  /** The name typed; a name that is no account is counted under it, so the captcha names no account. */
  login: string;
  password: string;
  /**
   * Where the call takes a captcha (sign-in, the parcel login): uses up the one the request sent and says
   * whether it was solved, or undefined when none was sent. Absent where the caller is signed in already.
   */
  solveCaptcha?: () => Promise<boolean | undefined>;
}

/**
 * One password try, throttled: an unknown account costs a decoy hash (so timing names no account), a
 * locked or slowed account is refused for this IP (429), and after 10 wrong passwords on the account within an
 * hour from any addresses (`passwordNeedsCaptcha`) a try needs a solved captcha (code 2005): never a lock a
 * stranger can set for a victim. A wrong password is counted and a right one forgets the counts. Answers
 * whether the password was right.
 */
export async function tryPassword(db: Database, now: Date, ip: string, attempt: PasswordTry): Promise<boolean> {
  const { account } = attempt;
  if (account) await checkLoginAllowed(db, now, account, ip);
  const bucket = account ? `password:${accountKey(account)}` : `password:login:${attempt.login}`;
  if (attempt.solveCaptcha && passwordNeedsCaptcha(await readActions(db, bucket, now), now)) {
    const solved = await attempt.solveCaptcha();
    if (solved === undefined) throw captchaNeeded(CAPTCHA_NEEDED);
    if (!solved) throw captchaNeeded(CAPTCHA_INVALID);
  }
  const right = account?.passwordHash ? await verifyPassword(account.passwordHash, attempt.password) : await verifyDecoyPassword(attempt.password);
  if (!account || !right) {
    if (account) await recordLoginFailure(db, now, account, ip);
    await countAction(db, bucket, now);
    return false;
  }
  await clearLoginFailures(db, account, ip);
  await forgetActions(db, bucket);
  return true;
}
