import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is the same caller as `127.0.0.1`. */
const plainAddress = (address: string): string => {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
};

/**
 * The caller's IP for the per-IP limits (SMS sending, wrong passwords; sign-in security). The socket
 * address counts, unless it is one of `trustedProxies` (`GARDEN_TRUSTED_PROXIES`, the load balancers in
 * front): then `X-Forwarded-For` is read from the right, each trusted proxy's hop skipped, and the first
 * address no trusted proxy vouches for is the client. Its left part is the client's own word (anyone can
 * send the header), so it is never believed past an untrusted hop. `app.request()` in tests has no socket.
 */
export function readClientIp(c: Context, trustedProxies: readonly string[]): string {
  const socket = socketAddress(c);
  if (!socket) return 'unknown';
  let client = socket;
  if (!trustedProxies.includes(client)) return client;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(plainAddress).filter(Boolean);
  while (trustedProxies.includes(client)) {
    const previous = hops.pop();
    if (previous === undefined || isIP(previous) === 0) return client;
    client = previous;
  }
  return client;
}

/** The socket's peer, or undefined without a socket (`app.request()` in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a socket's peer is one of `trustedProxies`, whose headers (X-Forwarded-For, X-Request-Id) are believed. */
export const isTrustedPeer = (address: string | undefined, trustedProxies: readonly string[]): boolean =>
  address !== undefined && trustedProxies.includes(plainAddress(address));

/** Whether the request came straight from one of `trustedProxies`. */
export const fromTrustedProxy = (c: Context, trustedProxies: readonly string[]): boolean => isTrustedPeer(socketAddress(c), trustedProxies);
