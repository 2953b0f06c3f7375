import type { RateEvent, RateLimit, RateRequest } from './rate-limit';

/** Seconds from `now` until `limit` has room for `next` after `past`; 0 when it has room now. */
function waitForLimit(past: readonly RateEvent[], next: RateRequest, limit: RateLimit, now: Date): number {
  const since = now.getTime() - limit.windowMs;
  // An action exactly one window old has left it.
  const inWindow = past.filter((event) => event.at.getTime() > since).sort((a, b) => a.at.getTime() - b.at.getTime());
  const maxSize = limit.maxSize ?? Number.POSITIVE_INFINITY;
  let count = inWindow.length + next.count;
  let size = inWindow.reduce((sum, event) => sum + event.size, 0) + next.size;
  let leaves = now.getTime();
  // The oldest actions leave the window first; wait until enough have left for the request to fit.
  for (const event of inWindow) {
    if (count <= limit.maxCount && size <= maxSize) break;
    count -= 1;
    size -= event.size;
    leaves = event.at.getTime() + limit.windowMs;
  }
  return Math.max(0, Math.ceil((leaves - now.getTime()) / 1000));
}

/**
 * Whole seconds the caller must wait before `next` is allowed under every one of `limits` (sliding windows
 * over `past`), or 0 when it is allowed now. A request larger than a limit itself waits until that window
 * is empty. The shop's per-account and per-IP limits on uploads, suggestions, comments and wrong passwords
 * (README "Limits") all ask this one rule.
 */
export function rateLimitWaitSeconds(past: readonly RateEvent[], next: RateRequest, limits: readonly RateLimit[], now: Date): number {
  return limits.reduce((wait, limit) => Math.max(wait, waitForLimit(past, next, limit, now)), 0);
}
