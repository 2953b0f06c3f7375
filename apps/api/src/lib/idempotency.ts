// Calls a shopper may safely send twice (shopping §7 "Place order", "Pay": `idempotency_key`). A browser
// or proxy resends a request whose reply was lost; the shop must then answer the first reply again, not
// run the call a second time nor answer an error about what the first one changed (an emptied cart).
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MISMATCH, REQUEST_IN_PROGRESS } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../db/schema/index';
import type { SessionUser } from '../services/auth-sessions';
import { conflict } from './api-error';
import type { AppEnv } from './openapi';
import { readBodyFields } from './validation';

/** How long a key and its first reply are kept: a retry comes within seconds, a day covers any. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/** What a page may send as its key; anything else is refused by the route's validation. */
const KEY_FORMAT = /^[\w-]{8,64}$/;

/** The `idempotency_key` field of a call that takes one. */
export const idempotencyKeyField = () =>
  z
    .string()
    .regex(KEY_FORMAT, '应为 8–64 位字母、数字、- 或 _')
    .optional()
    .openapi({ description: '页面每次提交生成的编号：同一编号、同样内容再次提交，返回第一次的回复' });

/** The SHA-256 of a call's path and fields (in a fixed order), so a key sent with other contents is caught. */
export function hashRequest(path: string, fields: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(`${path}\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

/**
 * Answers a repeated `idempotency_key` before anything else is read (after `requireUser`: keys are the
 * shopper's own, so another shopper's equal key is an independent request). The first request claims
 * the key in a statement of its own and runs; its reply (status, code, msg, data) is kept and answered
 * to every retry with the same contents; other contents are refused (409); a retry while the first is
 * still running is told so at once (409), never made to wait on a lock. A first request that was refused
 * (4xx: it wrote nothing) or failed on the server's side (5xx) gives its key back, so the retry runs.
 */
export const idempotent = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const { db, config, user } = c.var;
  const { idempotency_key: key, ...contents } = { ...c.req.query(), ...(await readBodyFields(c)) };
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) return next();
  const now = config.now();
  const requestHash = hashRequest(c.req.path, contents);
  const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

  // A key past its lifetime is free again; the shopper's other expired keys go with it.
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, user.id), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS))));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: user.id, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first || first.responseStatus === null) throw conflict(REQUEST_IN_PROGRESS);
    if (first.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MISMATCH);
    return c.json(first.responseBody, first.responseStatus as ContentfulStatusCode);
  }

  await next();
  // A refused request wrote nothing (an API rule), so it keeps no key: its retry runs again, as if new.
  if (c.res.status >= 300) {
    await db.delete(idempotencyKeys).where(mine);
    return;
  }
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  await db.update(idempotencyKeys).set({ responseStatus: c.res.status, responseBody: body }).where(mine);
});
