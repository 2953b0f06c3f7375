// Calls a shopper may safely send twice (shopping §7 "Place order", "Pay": `idempotency_key`). A browser
// or proxy resends a request whose reply was lost; the shop must then answer the first reply again, not
// run the call a second time nor answer an error about what the first one changed (an emptied cart).
import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MISMATCH, REQUEST_IN_PROGRESS } from '@garden/domain';
import { IDEMPOTENCY_KEY_FORMAT } from '@garden/contract';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../db/schema/index';
import type { SessionUser } from './sessions';
import type { PlacedOrderIds } from '../modules/checkout/placement';
import { conflict } from './api-error';
import { sentJsonOf } from './envelope';
import { namedStatement } from './prepared';
import type { AppEnv } from './openapi';
import { readBodyFields } from './validation';

/** How long a key and its first reply are kept: a retry comes within seconds, a day covers any. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/**
 * This server process: a claim names the boot that runs it, so after a crash and restart the new process
 * knows the claim's owner is gone (its reply will never be kept).
 */
export const BOOT_ID = randomUUID();
/**
 * How long a claim of another boot is still believed running: a restarted process waits this long, so
 * a second instance on the same database still busy with a double click is not taken over at once.
 */
export const FOREIGN_CLAIM_GRACE_MS = 5_000;
/** No request runs this long: a claim older than this is abandoned whoever made it. */
export const CLAIM_TIMEOUT_MS = 120_000;
/** The SHA-256 of a call's path and fields (in a fixed order), so a key sent with other contents is caught. */
export function hashRequest(path: string, fields: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(`${path}\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

/**
 * The claim a request runs under: the placement writes its orders only while it is still this one
 * (`claim` of placeOrders, modules/orders/orders.ts).
 */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  token: string;
  /** Orders an abandoned claim already placed (committed, reply never kept): answer them, never place again. */
  placed: PlacedOrderIds | null;
}

type ClaimRow = typeof idempotencyKeys.$inferSelect;

/**
 * Whether a claim without a reply was left by a request that will never finish: released after a failure
 * that had placed orders, made before claims named their process, made by another process (a restart,
 * or another instance) longer ago than any double click, or older than any request runs.
 */
function isAbandoned(row: ClaimRow, now: Date): boolean {
  if (row.claimToken === null || row.bootId === null) return true;
  const age = now.getTime() - (row.claimedAt ?? row.createdAt).getTime();
  return age >= CLAIM_TIMEOUT_MS || (row.bootId !== BOOT_ID && age >= FOREIGN_CLAIM_GRACE_MS);
}

const placeholder = {
  userId: sql`${sql.placeholder('userId')}::int`,
  key: sql`${sql.placeholder('key')}::text`,
  token: sql`${sql.placeholder('token')}::text`,
  now: sql`${sql.placeholder('now')}::timestamptz`,
};

/**
 * Claims a key no request holds, with the shopper's keys past their lifetime deleted in the same statement;
 * this key, if it is one of them, is claimed afresh by the caller (one statement cannot delete a row and
 * insert its key again). Named, as every keyed order runs it.
 */
const claimNewKey = namedStatement<{ key: string }>(
  'idempotency_claim_new_key',
  sql`
    WITH expired AS (
      DELETE FROM ${idempotencyKeys}
      WHERE user_id = ${placeholder.userId} AND created_at < ${sql.placeholder('expiredBefore')}::timestamptz AND key <> ${placeholder.key}
    )
    INSERT INTO ${idempotencyKeys} (user_id, key, request_hash, created_at, boot_id, claim_token, claimed_at)
    VALUES (${placeholder.userId}, ${placeholder.key}, ${sql.placeholder('requestHash')}::text, ${placeholder.now},
      ${sql.placeholder('bootId')}::text, ${placeholder.token}, ${placeholder.now})
    ON CONFLICT DO NOTHING
    RETURNING key`,
);

/** Keeps the first reply on the key, while the claim is still this request's. */
const keepReply = namedStatement(
  'idempotency_keep_reply',
  sql`
    UPDATE ${idempotencyKeys} SET response_status = ${sql.placeholder('status')}::int, response_body = ${sql.placeholder('body')}::jsonb
    WHERE user_id = ${placeholder.userId} AND key = ${placeholder.key} AND claim_token = ${placeholder.token}`,
);

/**
 * Answers a repeated `idempotency_key` before anything else is read (after `requireUser`: keys are the
 * shopper's own, so another shopper's equal key is an independent request). The first request claims
 * the key in a statement of its own, naming this process and a claim token, and runs; its reply (status,
 * code, msg, data) is kept and answered to every retry with the same contents; other contents are refused
 * (409); a retry while the first is still running is told so at once (409), never made to wait on a lock.
 * A first request that was refused (4xx: it wrote nothing) or failed on the server's side (5xx) gives its
 * key back, so the retry runs. A claim whose process died (a restart) is taken over by its retry: orders
 * it had committed (`placed`, written by the placement itself) are answered, not placed again.
 */
export const idempotent = createMiddleware<AppEnv & { Variables: { user: SessionUser; idempotency: IdempotencyClaim | undefined } }>(
  async (c, next) => {
    const { db, config, user } = c.var;
    const { idempotency_key: key, ...contents } = { ...c.req.query(), ...(await readBodyFields(c)) };
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_FORMAT.test(key)) return next();
    const now = config.now();
    const requestHash = hashRequest(c.req.path, contents);
    const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
    const token = randomUUID();
    const claim: IdempotencyClaim = { userId: user.id, key, token, placed: null };

    const expiredBefore = new Date(now.getTime() - KEY_LIFETIME_MS);
    const claimed = await claimNewKey(db, { userId: user.id, key, requestHash, now, expiredBefore, bootId: BOOT_ID, token });
    if (claimed.length === 0) {
      const [first] = await db.select().from(idempotencyKeys).where(mine);
      if (!first) throw conflict(REQUEST_IN_PROGRESS);
      if (first.createdAt < expiredBefore) {
        // A key past its lifetime is free again: claimed afresh, as if new, by one of the retries racing for it.
        const [renewed] = await db
          .update(idempotencyKeys)
          .set({
            requestHash,
            createdAt: now,
            bootId: BOOT_ID,
            claimToken: token,
            claimedAt: now,
            placed: null,
            responseStatus: null,
            responseBody: null,
          })
          .where(and(mine, lt(idempotencyKeys.createdAt, expiredBefore)))
          .returning({ key: idempotencyKeys.key });
        if (!renewed) throw conflict(REQUEST_IN_PROGRESS);
      } else {
        if (first.responseStatus !== null) {
          if (first.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MISMATCH);
          return c.json(first.responseBody, first.responseStatus as ContentfulStatusCode);
        }
        if (!isAbandoned(first, now)) throw conflict(REQUEST_IN_PROGRESS);
        if (first.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MISMATCH);
        // Only one retry takes the claim over: the one whose update still finds the claim it read.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ bootId: BOOT_ID, claimToken: token, claimedAt: now })
          .where(
            and(
              mine,
              isNull(idempotencyKeys.responseStatus),
              first.claimToken === null ? isNull(idempotencyKeys.claimToken) : eq(idempotencyKeys.claimToken, first.claimToken),
            ),
          )
          .returning({ placed: idempotencyKeys.placed });
        if (!taken) throw conflict(REQUEST_IN_PROGRESS);
        claim.placed = taken.placed;
      }
    }

    c.set('idempotency', claim);
    await next();
    const ours = and(mine, eq(idempotencyKeys.claimToken, token));
    if (c.res.status >= 300) {
      // A refused request wrote nothing (an API rule), so it keeps no key: its retry runs again, as if new.
      // One whose orders were committed before it failed keeps them under the key, released for its retry.
      await db.delete(idempotencyKeys).where(and(ours, isNull(idempotencyKeys.placed)));
      await db
        .update(idempotencyKeys)
        .set({ claimToken: null, bootId: null })
        .where(and(ours, isNotNull(idempotencyKeys.placed)));
      return;
    }
    // The envelope `respond` answered with; any other reply is read from a copy, leaving the reply to be sent.
    const body =
      sentJsonOf(c.res) ??
      JSON.stringify(
        await c.res
          .clone()
          .json()
          .catch(() => null),
      );
    await keepReply(db, { userId: user.id, key, token, status: c.res.status, body });
  },
);
