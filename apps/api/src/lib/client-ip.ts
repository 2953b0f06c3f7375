import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP for the per-IP limits (SMS sending, wrong passwords). Only the socket address
 * counts: a forwarded-for header is the client's own word. `app.request()` in tests has no socket.
 */
export function readClientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
