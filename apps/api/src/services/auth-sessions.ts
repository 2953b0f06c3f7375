import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema/index';
import type { AppConfig } from '../env';
import { notLoggedIn, sessionExpired } from '../lib/api-error';
import { preparedPer } from '../lib/prepared';

/** A signed-in shopper as handlers see it. */
export type SessionUser = typeof users.$inferSelect;

/** SHA-256 hex of a login key: the only form in which keys are stored. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Opens a session for `userId` and returns its login key: 256 random bits, base64url. */
export async function openSession(db: Database, config: AppConfig, userId: number): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const now = config.now();
  await db.insert(sessions).values({
    keyHash: hashKey(key),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.sessionMaxAgeMs),
  });
  return key;
}

// Every signed-in request starts here, so the lookup is built and planned once.
const sessionByKeyHash = preparedPer((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('session_by_key_hash'),
);

/** Activity is recorded at most once a minute, so reads do not each write. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The shopper behind a login key. An unknown key throws 2001; a key idle longer than
 * `sessionIdleMs`, or past its absolute expiry, throws 2004 (storefront §8).
 */
export async function resolveSession(db: Database, config: AppConfig, key: string): Promise<SessionUser> {
  const [row] = await sessionByKeyHash(db).execute({ keyHash: hashKey(key) });
  if (!row) throw notLoggedIn();
  const now = config.now();
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleMs > config.sessionIdleMs || now >= row.session.expiresAt) throw sessionExpired();
  if (idleMs > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

/** Ends the session of a login key; an unknown key is already ended. */
export async function closeSession(db: Database, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, hashKey(key)));
}
