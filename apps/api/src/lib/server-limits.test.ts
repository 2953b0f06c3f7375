// The limits of the real server (lib/server-limits.ts, lib/hardening.ts) seen from a client on a socket:
// a long address, an oversized head, a slow head, a slow body, a huge body with and without its length,
// and an idle keep-alive connection. Short timeouts stand in for the shop's (the rule, not the clock, is
// what these tests check: each waits for the server to act, never for a time).
import { FILE_TOO_LARGE, HEADERS_TOO_LARGE, REQUEST_TIMEOUT, REQUEST_TOO_LARGE, URL_TOO_LONG } from '@garden/domain';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { MAX_URL_CHARS, PICTURE_BODY_LIMITS } from './hardening';
import { listen, SERVER_LIMITS, type ServerLimits } from './server-limits';

const ctx = useTestContext();
const TEST_LIMITS: ServerLimits = {
  maxHeaderSize: SERVER_LIMITS.maxHeaderSize,
  headersTimeout: 300,
  requestTimeout: 600,
  keepAliveTimeout: 200,
  connectionsCheckingInterval: 50,
};

let server: Server;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = listen(ctx.app.fetch, { port: 0, hostname: '127.0.0.1', limits: TEST_LIMITS }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw connection that keeps what the server sent and tells when the server closed it. */
function open(): { socket: Socket; received: () => string; closed: Promise<void>; isClosed: () => boolean } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let done = false;
  socket.on('data', (chunk) => (text += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      done = true;
      resolve();
    }),
  );
  return { socket, received: () => text, closed, isClosed: () => done };
}

/** The status and the JSON envelope of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string): { status: number; headers: string; envelope: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), envelope: JSON.parse(body) };
}

/** Writes `bytes` one at a time, each after the previous left, until the server closes the connection. */
async function drip(connection: ReturnType<typeof open>, bytes: string): Promise<number> {
  let sent = 0;
  for (const byte of bytes) {
    if (connection.isClosed()) break;
    await new Promise<void>((resolve) => connection.socket.write(byte, () => resolve()));
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return sent;
}

describe('the server', () => {
  it('runs with the shop limits when none are given', async () => {
    const plain = listen(ctx.app.fetch, { port: 0, hostname: '127.0.0.1' });
    try {
      expect(plain.headersTimeout).toBe(SERVER_LIMITS.headersTimeout);
      expect(plain.requestTimeout).toBe(SERVER_LIMITS.requestTimeout);
      expect(plain.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeout);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('answers 414 with the envelope for an address past 8 kB, and serves one just under it', async () => {
    const base = `http://127.0.0.1:${port}/v3/category/father_list?q=`;
    const long = await fetch(`${base}${'a'.repeat(MAX_URL_CHARS)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ code: 414, msg: URL_TOO_LONG, data: null });
    const fits = await fetch(`${base}${'a'.repeat(MAX_URL_CHARS - 200)}`);
    expect(fits.status).toBe(200);
  });

  it('answers 431 with the envelope for a head past 16 kB, and closes the connection', async () => {
    const connection = open();
    connection.socket.write(`GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(SERVER_LIMITS.maxHeaderSize)}\r\n\r\n`);
    await connection.closed;
    const answer = parseAnswer(connection.received());
    expect(answer.status).toBe(431);
    expect(answer.envelope).toEqual({ code: 431, msg: HEADERS_TOO_LARGE, data: null });
  });

  it('cuts off a client that sends its head byte by byte (slowloris) with 408 before it finishes', async () => {
    const connection = open();
    const head = `GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\n${'X-Slow: a\r\n'.repeat(1000)}\r\n`;
    const sent = await drip(connection, head);
    await connection.closed;
    expect(sent).toBeLessThan(head.length);
    const answer = parseAnswer(connection.received());
    expect(answer.status).toBe(408);
    expect(answer.envelope).toEqual({ code: 408, msg: REQUEST_TIMEOUT, data: null });
  });

  it('cuts off a client that sends its body byte by byte with 408 before it finishes', async () => {
    const connection = open();
    const body = JSON.stringify({ login_type: 1, mobile: '13800138000', password: 'x'.repeat(2000) });
    connection.socket.write(`POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const sent = await drip(connection, body);
    await connection.closed;
    expect(sent).toBeLessThan(body.length);
    const answer = parseAnswer(connection.received());
    expect(answer.status).toBe(408);
    expect(answer.envelope).toEqual({ code: 408, msg: REQUEST_TIMEOUT, data: null });
  });

  it('refuses a 50 MB multipart body by its length before reading it, and closes the connection', async () => {
    for (const [url, msg] of [
      ['/v1/upload', FILE_TOO_LARGE],
      ['/v1/user/edit', FILE_TOO_LARGE],
      ['/v1/order/refund', FILE_TOO_LARGE],
      ['/v1/auth/signin', REQUEST_TOO_LARGE],
    ] as const) {
      const connection = open();
      connection.socket.write(
        `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n--b\r\n`,
      );
      // Only the head and a few bytes were sent: the answer cannot have waited for the body.
      await connection.closed;
      const answer = parseAnswer(connection.received());
      expect(answer.status, url).toBe(413);
      expect(answer.headers, url).toContain('connection: close');
      expect(answer.envelope, url).toEqual({ code: 413, msg, data: null });
    }
  });

  it('cuts off a 50 MB multipart body sent without a length once it passes the limit', async () => {
    const connection = open();
    connection.socket.write(
      'POST /v1/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const total = 50 * 1024 * 1024;
    let sent = 0;
    while (sent < total && connection.received() === '' && !connection.isClosed()) {
      connection.socket.write(`${chunk.length.toString(16)}\r\n`);
      connection.socket.write(chunk);
      const flushed = connection.socket.write('\r\n');
      sent += chunk.length;
      if (!flushed) await new Promise((resolve) => connection.socket.once('drain', resolve).once('close', resolve));
    }
    await connection.closed;
    const answer = parseAnswer(connection.received());
    expect(answer.status).toBe(413);
    expect(answer.envelope).toEqual({ code: 413, msg: FILE_TOO_LARGE, data: null });
    // The server stopped at its limit; what was sent beyond it is at most what the sockets' buffers held.
    expect(sent).toBeLessThan(total);
    expect(sent).toBeGreaterThan(PICTURE_BODY_LIMITS['/v1/upload'] as number);
  });

  it('closes an idle keep-alive connection after an answer', async () => {
    const connection = open();
    connection.socket.write('GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
