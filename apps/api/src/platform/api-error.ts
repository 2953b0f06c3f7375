import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NOT_LOGGED_IN, NOT_LOGGED_IN_CODE, SESSION_EXPIRED, SESSION_EXPIRED_CODE } from '@garden/domain';

/**
 * An expected failure: the envelope's `code` and Chinese `msg`, with the HTTP status it travels
 * under (the mapping is documented in apps/api/README.md). Throw it anywhere in a request; the
 * app's one error handler turns it into `{ code, msg, data }`, `data` null unless the refusal lists its reasons.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly httpStatus: ContentfulStatusCode,
    /** For a limit (429): whole seconds until a try may succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** What the refusal says beyond `msg`, as the envelope's `data` (a spreadsheet's bad rows); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** Bad input the shopper can fix (code 400, HTTP 400). */
export const badRequest = (msg: string) => new ApiError(400, msg, 400);

/** Bad input refused with its reasons listed in `data` (a spreadsheet import's bad rows; code 400, HTTP 400). */
export const badRequestWith = (msg: string, data: unknown) => new ApiError(400, msg, 400, undefined, data);

/** No login key, or a key the server does not know (storefront §8: code 2001). */
export const notLoggedIn = () => new ApiError(NOT_LOGGED_IN_CODE, NOT_LOGGED_IN, 401);

/** A known login key past its idle or absolute expiry (storefront §8: code 2004). */
export const sessionExpired = () => new ApiError(SESSION_EXPIRED_CODE, SESSION_EXPIRED, 401);

/** A resource that does not exist, or belongs to another shopper (never say which). */
export const notFound = (msg: string) => new ApiError(404, msg, 404);

/** A request that clashes with the current state (e.g. a mobile already registered). */
export const conflict = (msg: string) => new ApiError(409, msg, 409);

/** A limit was hit: SMS sending, wrong passwords, uploads, suggestions, comments (README "Limits"); `msg` says how long to wait. */
export const tooManyRequests = (msg: string, retryAfterSeconds?: number) => new ApiError(429, msg, 429, retryAfterSeconds);

/** Whether the error or one it wraps (drizzle wraps the driver's errors in its own) passes `test`. */
export function someCause(error: unknown, test: (cause: Error & { code?: unknown; constraint?: unknown }) => boolean): boolean {
  for (let current = error; current instanceof Error; current = current.cause) if (test(current)) return true;
  return false;
}
