import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { resolveSession, type SessionUser } from './sessions';
import { ApiError, notLoggedIn } from './api-error';
import type { AppEnv } from './openapi';
import { readBodyFields } from './validation';

/**
 * The login key of a request: the `key` header (storefront §7), else a `key` field in the body, where
 * several calls of the spec list it. Never the query: an address lands in access logs and the browser's
 * history (only a page may arrive with ?key=, storefront §2, and the web page takes it out at once).
 */
export async function readLoginKey(c: Context): Promise<string | undefined> {
  const header = c.req.header('key');
  if (header) return header;
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const field = (await readBodyFields(c)).key;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** Routes behind it see the shopper as `c.var.user`; without a key 2001, with an expired one 2004. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const key = await readLoginKey(c);
  if (!key) throw notLoggedIn();
  c.set('user', await resolveSession(c.var.db, c.var.config, key));
  await next();
});

/**
 * For calls that read better signed in (prices by grade, is_collected): `c.var.user` is the shopper,
 * or undefined without a valid key. A stale key browses as a visitor rather than blocking the
 * storefront, which anonymous visitors may read (storefront §6).
 */
export const optionalUser = createMiddleware<AppEnv & { Variables: { user: SessionUser | undefined } }>(async (c, next) => {
  const key = await readLoginKey(c);
  let user: SessionUser | undefined;
  if (key) {
    try {
      user = await resolveSession(c.var.db, c.var.config, key);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  c.set('user', user);
  await next();
});
