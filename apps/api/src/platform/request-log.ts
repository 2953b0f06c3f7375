// One log line and one metrics sample per request, and its request id: the trusted proxy's X-Request-Id (so the
// proxy's access log and ours share it), else a new one; sent back on the reply and carried by every log line of
// the request. The route pattern is logged, never the address: ids in paths and queries (a payment link's
// token) stay out of the log, as do the headers and body (login key, passwords, codes, card numbers, accounts).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { fromTrustedProxy } from './client-ip';
import type { Logger } from 'pino';
import { rootLogger, withLogger } from './logger';
import { httpDuration, httpRequests } from './metrics';
import type { AppEnv } from './openapi';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy's request id may be: nginx's $request_id (32 hex digits), a UUID, or alike; anything else is replaced. */
const PLAIN_ID = /^[\w.:@+=-]{1,128}$/;

/** The route the request matched (`/v2/goods/:id`), `unmatched` for the 404s, never the path itself. */
function routeOf(c: Context): string {
  const route = c.req.routePath;
  return c.res.status === 404 && (route === '*' || route === '/*') ? 'unmatched' : route;
}

/** The route each reply answered, for a repeat of it answered before the app runs (platform/reply-cache.ts). */
const answeredRoutes = new WeakMap<Response, string>();
export const routeAnswered = (answer: Response): string | undefined => answeredRoutes.get(answer);

/** The request id to use: the proxy's, when a trusted proxy sent a plain one, else a new one. */
export const requestIdOf = (given: string | undefined, trusted: boolean): string => (given && trusted && PLAIN_ID.test(given) ? given : randomUUID());

/** Logs and counts a request answered in `seconds`. */
function record(logger: Logger, labels: { method: string; route: string; status: string }, seconds: number, userId?: number): void {
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
  logger.info({ ...labels, status: Number(labels.status), ms: Math.round(seconds * 10_000) / 10, ...(userId ? { user_id: userId } : {}) }, 'request');
}

/** A guest's repeat answered from a kept reply before the app runs (platform/reply-cache.ts): its own id, line and sample. */
export function recordRepeat(route: string, requestId: string, started: number): void {
  record(rootLogger().child({ req_id: requestId }), { method: 'GET', route, status: '200' }, (performance.now() - started) / 1000);
}

export function observeRequests(trustedProxies: readonly string[]) {
  return createMiddleware<AppEnv & { Variables: { user?: { id: number } } }>(async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER), fromTrustedProxy(c, trustedProxies));
    const logger = rootLogger().child({ req_id: id });
    await withLogger(logger, next);
    // On the reply itself: c.header() on an answered context would copy the reply into a web stream.
    c.res.headers.set(REQUEST_ID_HEADER, id);
    const route = routeOf(c);
    answeredRoutes.set(c.res, route);
    record(logger, { method: c.req.method, route, status: String(c.res.status) }, (performance.now() - started) / 1000, c.get('user')?.id);
  });
}
