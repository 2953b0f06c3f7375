// The per-account and per-IP limits on writes (README "Limits"): the actions are rows of `limit_events` in the
// shared database, so several instances of the shop count the same actions; the domain's rateLimitWaitSeconds
// decides. Each take runs under a lock on its bucket, so a burst of parallel requests cannot all slip under.
import { LONGEST_LIMIT_WINDOW_MS, type RateLimit, rateLimitWaitSeconds } from '@garden/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { limitEvents } from '../db/schema/index';
import { tooManyRequests } from './api-error';

/** Who is counted: a signed-in shopper by account, a guest by address (platform/client-ip.ts). */
export const callerBucket = (action: string, userId: number | undefined, ip: string): string =>
  userId === undefined ? `${action}:ip:${ip}` : `${action}:user:${userId}`;

/** The times of the actions counted under `bucket` within the longest window. */
export async function readActions(db: Database, bucket: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: limitEvents.at })
    .from(limitEvents)
    .where(and(eq(limitEvents.bucket, bucket), gt(limitEvents.at, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS))));
  return rows.map((row) => row.at);
}

/**
 * Does `act` as one more action under `bucket` if `limits` allow it, else answers 429 with `refusal(wait)`.
 * `act` runs in the same transaction as the count, so a refused or failed action is not counted and an
 * action that counts was written.
 */
export async function withinLimits<T>(
  db: Database,
  request: { bucket: string; limits: readonly RateLimit[]; now: Date; refusal: (seconds: number) => string },
  act: (tx: Database) => Promise<T>,
): Promise<T> {
  const { bucket, limits, now } = request;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limit:${bucket}`}))`);
    const past = await readActions(tx, bucket, now);
    const wait = rateLimitWaitSeconds(
      past.map((at) => ({ at, size: 0 })),
      { count: 1, size: 0 },
      limits,
      now,
    );
    if (wait > 0) throw tooManyRequests(request.refusal(wait), wait);
    const result = await act(tx);
    await tx.insert(limitEvents).values({ bucket, at: now });
    return result;
  });
}

/** Counts one action under `bucket` without asking (a wrong password: the limit is decided before the try). */
export async function countAction(db: Database, bucket: string, now: Date): Promise<void> {
  await db.insert(limitEvents).values({ bucket, at: now });
}

/** Forgets the actions under `bucket` (a right password forgets the wrong ones). */
export async function forgetActions(db: Database, bucket: string): Promise<void> {
  await db.delete(limitEvents).where(eq(limitEvents.bucket, bucket));
}

/** Deletes every action older than the longest window: it counts for no limit any more. */
export async function forgetOldActions(db: Database, now: Date): Promise<void> {
  await db.delete(limitEvents).where(lt(limitEvents.at, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS)));
}
