// Whose IP the per-IP limits count (sign-in security, SMS sending): the socket's, unless the socket is a
// trusted load balancer, which names the client in X-Forwarded-For. Served over a real socket, as
// `app.request()` has none.
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClientIp } from './client-ip';
import { listen } from './server-limits';

describe('readClientIp over a real socket', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const app = new Hono().get('/ip', (c) => c.text(readClientIp(c, (c.req.query('trusted') ?? '').split(',').filter(Boolean))));
    await new Promise<void>((resolve) => {
      const server = listen(app, { port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(() => close());

  const ipSeen = async (trusted: string, forwardedFor?: string) =>
    (await fetch(`${base}/ip?trusted=${trusted}`, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })).text();

  it('counts the socket address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await ipSeen('', '203.0.113.9')).toBe('127.0.0.1');
    expect(await ipSeen('10.0.0.5', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the client the trusted proxy appended, never an address the client wrote before it', async () => {
    expect(await ipSeen('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen('127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    // Two trusted hops (a CDN in front of nginx): the first address neither vouches for.
    expect(await ipSeen('127.0.0.1,10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
  });

  it('stays with the last trusted hop when the header is missing or is not an address', async () => {
    expect(await ipSeen('127.0.0.1')).toBe('127.0.0.1');
    expect(await ipSeen('127.0.0.1', 'evil')).toBe('127.0.0.1');
    expect(await ipSeen('127.0.0.1', '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});
