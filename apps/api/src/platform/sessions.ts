import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PDF_LINK_INVALID } from '@garden/domain';
import type { Database } from '../db/client';
import { type operatorSessions, type parcelSessions, sessions, users } from '../db/schema/index';
import type { AppConfig } from '../env';
import { ApiError, notLoggedIn, sessionExpired } from './api-error';
import { preparedPer } from './prepared';

/** A signed-in shopper as handlers see it. */
export type SessionUser = typeof users.$inferSelect;

/** SHA-256 hex of a login key: the only form in which keys are stored. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A new login key (256 random bits, base64url) and the row fields of its session: the key's hash and its
 * times, under the shoppers' idle and absolute limits. Every kind of session (shoppers', operators') starts here.
 */
export function newSession(config: AppConfig): { key: string; row: { keyHash: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date } } {
  const key = randomBytes(32).toString('base64url');
  const now = config.now();
  return { key, row: { keyHash: hashKey(key), createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + config.sessionMaxAgeMs) } };
}

/** Opens a session for `userId` and returns its login key. */
export async function openSession(db: Database, config: AppConfig, userId: number): Promise<string> {
  const { key, row } = newSession(config);
  await db.insert(sessions).values({ ...row, userId });
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
export const TOUCH_EVERY_MS = 60_000;

/** Whether a session has gone idle too long or reached its absolute end (storefront §8, code 2004). */
export function hasExpired(session: { lastSeenAt: Date; expiresAt: Date }, config: AppConfig, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() > config.sessionIdleMs || now >= session.expiresAt;
}

/** A sign-in table apart from the shoppers' (operators', parcel staff's): a key's digest and its times (`sessionTimes()`). */
type SessionTable = typeof operatorSessions | typeof parcelSessions;

/**
 * Who a key of a `table` session opens for, found through `owner` joined `on` the session's owner column; undefined
 * for a key unknown, idle too long or past its absolute end. A live session's activity is recorded at most once a
 * minute. Operators' and parcel staff's sign-ins live by the shoppers' limits (storefront §8).
 */
export async function ownerOfLiveSession<Owner extends PgTable>(
  db: Database,
  config: AppConfig,
  key: string,
  { table, owner, on }: { table: SessionTable; owner: Owner; on: SQL },
): Promise<Owner['$inferSelect'] | undefined> {
  // Drizzle cannot type a select of a table it only knows as generic; the row is `owner`'s, as selected.
  const ownerTable: PgTable = owner;
  const [row] = await db
    .select({ id: table.id, lastSeenAt: table.lastSeenAt, expiresAt: table.expiresAt, owner: ownerTable })
    .from(table)
    .innerJoin(ownerTable, on)
    .where(eq(table.keyHash, hashKey(key)));
  const now = config.now();
  if (!row || hasExpired(row, config, now)) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await db.update(table).set({ lastSeenAt: now }).where(eq(table.id, row.id));
  return row.owner as Owner['$inferSelect'];
}

/**
 * The shopper behind a login key. An unknown key, or a disabled shopper's, throws 2001; a key idle longer than
 * `sessionIdleMs`, or past its absolute expiry, throws 2004 (storefront §8).
 */
export async function resolveSession(db: Database, config: AppConfig, key: string): Promise<SessionUser> {
  const [row] = await sessionByKeyHash(db).execute({ keyHash: hashKey(key) });
  // Disabling deletes the shopper's sessions; one a sign-in opened while that committed is refused here.
  if (!row || row.user.disabled) throw notLoggedIn();
  const now = config.now();
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (hasExpired(row.session, config, now)) throw sessionExpired();
  if (idleMs > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

/** Ends the session of a login key; an unknown key is already ended. */
export async function closeSession(db: Database, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, hashKey(key)));
}

/** What a signed link opens: a link of one purpose opens nothing else. */
export type LinkPurpose = 'quote-pdf';

/** How long a signed link lives: enough to open or save the file, too short for a copy in a log to be worth anything. */
export const PDF_LINK_TTL_MS = 5 * 60_000;

const linkSignature = (keyHash: string, purpose: LinkPurpose, sessionId: number, expires: number) =>
  createHmac('sha256', keyHash).update(`${purpose}:${sessionId}:${expires}`).digest('base64url');

/**
 * A token for an address the browser opens without headers (a download link, a frame; the login key never
 * goes in an address): `<session>.<expiry ms>.<HMAC>`, keyed by the session's stored key digest, so it names
 * no key, opens `purpose` only, for `ttlMs`, and dies with the session.
 */
export async function signLink(
  db: Database,
  config: AppConfig,
  key: string,
  purpose: LinkPurpose,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const [row] = await sessionByKeyHash(db).execute({ keyHash: hashKey(key) });
  if (!row) throw notLoggedIn();
  const expires = config.now().getTime() + ttlMs;
  return {
    token: `${row.session.id}.${expires}.${linkSignature(row.session.keyHash, purpose, row.session.id, expires)}`,
    expiresAt: new Date(expires),
  };
}

/** The shopper a `signLink` token of `purpose` opens for; altered, expired or of an ended session: 403 PDF_LINK_INVALID. */
export async function openSignedLink(db: Database, config: AppConfig, token: string, purpose: LinkPurpose): Promise<SessionUser> {
  const invalid = new ApiError(403, PDF_LINK_INVALID, 403);
  const parts = /^(\d{1,9})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!parts) throw invalid;
  const [sessionId, expires] = [Number(parts[1]), Number(parts[2])];
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw invalid;
  const expected = Buffer.from(linkSignature(row.session.keyHash, purpose, sessionId, expires));
  const now = config.now();
  if (!timingSafeEqual(expected, Buffer.from(parts[3] as string)) || now.getTime() >= expires || hasExpired(row.session, config, now)) throw invalid;
  return row.user;
}
