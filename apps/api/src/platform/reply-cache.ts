import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { optionalUser } from './auth';
import type { SessionUser } from './sessions';
import { catalogueCache } from './catalogue-cache';
import { collectReads } from './catalogue-store';
import { gradeOf } from '../modules/catalogue/goods-cards';
import { sentJsonOf } from './envelope';
import type { AppEnv } from './openapi';
import { isTrustedPeer } from './client-ip';
import { REQUEST_ID_HEADER, recordRepeat, requestIdOf, routeAnswered } from './request-log';

/**
 * Who may share a cached reply: `grade`, everyone of one price grade (the reply differs only by the
 * grade's prices: lists, search); `guest`, only visitors not signed in (the reply also carries the
 * shopper's own marks: goods info's is_collected and is_remind).
 */
export type ReplySharing = 'grade' | 'guest';

const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };
const utf8 = new TextEncoder();

/** The address with its query in a fixed order, so `?a=1&b=2` and `?b=2&a=1` share a reply. */
function canonicalAddress(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return `${pathname}?${searchParams}`;
}

/** Answers `cachedReply` gave a guest from the cache, with the key of their reply (`answerGuestRepeats`). */
const guestAnswers = new WeakMap<Response, string>();

/**
 * Serves the hottest catalogue reads from their serialised reply (after `optionalUser`): a hit skips
 * validation, the database and JSON encoding. Only successful replies that `respond` made are kept, with
 * the cached reads they were built from (platform/catalogue-cache.ts): a write that invalidates any of those
 * reads drops the reply, and a reply whose reads changed while it was built is not kept.
 */
export function cachedReply(sharing: ReplySharing) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser | undefined } }>(async (c, next) => {
    const { user, db } = c.var;
    if (sharing === 'guest' && user) return next();
    const cache = catalogueCache(db);
    const key = `${sharing}:${gradeOf(user) ?? 'guest'}:${canonicalAddress(c.req.url)}`;
    let kept = cache.reply(key);
    if (kept instanceof Promise) kept = await kept;
    if (kept !== undefined) {
      const answer = c.body(kept, 200, JSON_TYPE);
      if (!user) guestAnswers.set(answer, key);
      return answer;
    }
    const { reads } = await collectReads(() => next());
    // The reply's text as `respond` sent it: reading the reply would copy it into a web stream, which is
    // then what gets sent.
    const json = sentJsonOf(c.res);
    if (c.res.status === 200 && json !== undefined) cache.keepReply(key, utf8.encode(json), reads);
  });
}

/** Past this many distinct guest requests the remembered ones start over rather than grow. */
const MAX_REPEATS = 20_000;

/**
 * A Host header the Node adapter takes as it is (@hono/node-server refuses some others with a 400): a repeat
 * is answered before the adapter only when the adapter would have let it reach the app.
 */
function isPlainHost(host: string | undefined): boolean {
  const plain = host === undefined ? null : /^[a-z0-9._-]+(?::(\d{1,5}))?$/.exec(host);
  return plain !== null && Number(plain[1] ?? 0) <= 65_535;
}

/** The request target of an absolute URL the adapter built: `http://host/path?query` → `/path?query`. */
const targetOf = (url: string) => url.slice(url.indexOf('/', url.indexOf('://') + 3));

export interface GuestRepeats<Rest extends unknown[]> {
  /** The app's `fetch`, answering a repeat itself. */
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>;
  /**
   * For the Node server (platform/server-limits.ts): answers a repeat from Node's own request, before the adapter
   * builds a Request, Headers and a Response for it; false when the request is not one.
   */
  answerAtOnce: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * A guest's GET that the whole app has already answered from a kept reply is answered again at once,
 * with the headers the app gave it, for as long as that reply is kept. Routing, the middleware and their
 * Headers objects cost a cache hit several times what sending it does. The app's answer to such a
 * request depends only on its target (path and query: the route, the limits, the reply), on its bearing
 * no login key, and, through the security headers' HSTS (platform/hardening.ts), on X-Forwarded-Proto:
 * requests alike in these get the same answer. Any other request goes to the app.
 */
export function answerGuestRepeats<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  db: Database,
  trustedProxies: readonly string[],
): GuestRepeats<Rest> {
  const repeats = new Map<string, { key: string; route: string; headers: Readonly<Record<string, string>> }>();
  /** The kept reply for a repeat's id, with the headers the app sent it with. */
  const keptFor = (id: string) => {
    const repeat = repeats.get(id);
    if (!repeat) return undefined;
    // A reply still waiting for a change to be weighed is left to the app, which waits for it.
    const kept = catalogueCache(db).reply(repeat.key);
    return kept instanceof Uint8Array ? { body: kept, headers: repeat.headers, route: repeat.route } : undefined;
  };
  /** A repeat's headers: the kept ones with its own request id, logged and counted as the app's answers are. */
  const headersFor = (
    kept: { headers: Readonly<Record<string, string>>; route: string },
    givenId: string | undefined,
    trusted: boolean,
    started: number,
  ) => {
    const id = requestIdOf(givenId, trusted);
    recordRepeat(kept.route, id, started);
    return { ...kept.headers, [REQUEST_ID_HEADER]: id };
  };
  return {
    fetch: (request, ...rest) => {
      if (request.method !== 'GET' || request.headers.get('key')) return fetch(request, ...rest);
      const id = `${targetOf(request.url)} ${request.headers.get('x-forwarded-proto') ?? ''}`;
      const kept = keptFor(id);
      // app.request() in tests has no socket, so no proxy to trust.
      if (kept)
        return new Response(kept.body, {
          status: 200,
          headers: headersFor(kept, request.headers.get(REQUEST_ID_HEADER) ?? undefined, false, performance.now()),
        });
      const remember = (answer: Response) => {
        const key = guestAnswers.get(answer);
        if (key !== undefined) {
          if (repeats.size >= MAX_REPEATS) repeats.clear();
          const headers = Object.fromEntries(answer.headers);
          delete headers[REQUEST_ID_HEADER.toLowerCase()];
          repeats.set(id, { key, route: routeAnswered(answer) ?? 'unknown', headers: Object.freeze(headers) });
        }
        return answer;
      };
      const answer = fetch(request, ...rest);
      return answer instanceof Promise ? answer.then(remember) : remember(answer);
    },
    answerAtOnce: (request, response) => {
      const { headers } = request;
      if (request.method !== 'GET' || headers.key !== undefined || !isPlainHost(headers.host)) return false;
      const started = performance.now();
      const kept = keptFor(`${request.url} ${headers['x-forwarded-proto'] ?? ''}`);
      if (!kept) return false;
      const trusted = isTrustedPeer(request.socket.remoteAddress, trustedProxies);
      const given = headers['x-request-id'];
      response.writeHead(200, {
        ...headersFor(kept, typeof given === 'string' ? given : undefined, trusted, started),
        'content-length': kept.body.byteLength,
      });
      response.end(kept.body);
      return true;
    },
  };
}

/** What a cached catalogue read adds to its table entry: its tags, a visitor signed in or not, then its reply from the cache. */
export const cachedRead = (tags: string[], sharing: ReplySharing) => ({ tags, middleware: [optionalUser, cachedReply(sharing)] as const });
