import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '../services/auth-sessions';
import { catalogCache, collectReads } from '../services/catalog-cache';
import { gradeOf } from '../services/goods-cards';
import type { AppEnv } from './openapi';

/**
 * Who may share a cached reply: `grade`, everyone of one price grade (the reply differs only by the
 * grade's prices: lists, search); `guest`, only visitors not signed in (the reply also carries the
 * shopper's own marks: goods info's is_collected and is_remind).
 */
export type ReplySharing = 'grade' | 'guest';

/** The address with its query in a fixed order, so `?a=1&b=2` and `?b=2&a=1` share a reply. */
function canonicalAddress(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return `${pathname}?${searchParams}`;
}

/**
 * Serves the hottest catalogue reads from their serialised reply (after `optionalUser`): a hit skips
 * validation, the database and JSON encoding. Only successful replies are kept, with the cached reads
 * they were built from (services/catalog-cache.ts): a write that invalidates any of those reads drops
 * the reply, and a reply whose reads changed while it was built is not kept.
 */
export function cachedReply(sharing: ReplySharing) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser | undefined } }>(async (c, next) => {
    const { user, db } = c.var;
    if (sharing === 'guest' && user) return next();
    const cache = catalogCache(db);
    const key = `${sharing}:${gradeOf(user) ?? 'guest'}:${canonicalAddress(c.req.url)}`;
    let kept = cache.reply(key);
    if (typeof kept === 'object') kept = await kept;
    if (kept !== undefined) return c.body(kept, 200, { 'content-type': 'application/json; charset=UTF-8' });
    const { reads } = await collectReads(() => next());
    if (c.res.status === 200 && c.res.headers.get('content-type')?.startsWith('application/json')) {
      cache.keepReply(key, await c.res.clone().text(), reads);
    }
  });
}
