// The limits of the real server (platform/server-limits.ts, platform/hardening.ts) seen from a client on a socket:
// a long address, an oversized head, a slow head, a slow body, a huge body with and without its length,
// and an idle keep-alive connection. Short timeouts stand in for the shop's (the rule, not the clock, is
// what these tests check: each waits for the server to act, never for a time). The 50 MB bodies go to a
// server with the shop's own timeouts, so only the body limits can stop them.
import { FILE_TOO_LARGE, HEADERS_TOO_LARGE, REQUEST_MALFORMED, REQUEST_TIMEOUT, REQUEST_TOO_LARGE, URL_TOO_LONG } from '@garden/domain';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { MAX_BODY_BYTES, MAX_URL_CHARS, PICTURE_BODY_LIMITS } from './hardening';
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
    server = listen(ctx.app, { port: 0, hostname: '127.0.0.1', limits: TEST_LIMITS }, (info) => {
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
function open(to = port): { socket: Socket; received: () => string; closed: Promise<void>; isClosed: () => boolean } {
  const socket = connect(to, '127.0.0.1');
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

/** The connection was answered `status` with the envelope of `status` and `msg`. */
function expectRefusal(connection: ReturnType<typeof open>, status: number, msg: string) {
  const answer = parseAnswer(connection.received());
  expect(answer.status).toBe(status);
  expect(answer.envelope).toEqual({ code: status, msg, data: null });
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
    const plain = listen(ctx.app, { port: 0, hostname: '127.0.0.1' });
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

  it('answers a request the adapter cannot read (no Host, OPTIONS *, a bad path or Host) with the envelope and the security headers', async () => {
    const heads = [
      'GET /v3/category/father_list HTTP/1.1\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /\\evil.example HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET evil.example HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET http://[::1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: evil.example/x?y\r\n\r\n',
    ];
    for (const head of heads) {
      const connection = open();
      connection.socket.end(head);
      await connection.closed;
      const answer = parseAnswer(connection.received());
      expect({ head, status: answer.status, envelope: answer.envelope }).toEqual({
        head,
        status: 400,
        envelope: { code: 400, msg: REQUEST_MALFORMED, data: null },
      });
      expect(answer.headers).toContain("\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers).toContain('\r\nx-content-type-options: nosniff');
      expect(answer.headers).toContain('\r\nx-frame-options: deny');
    }
  });

  it('answers 431 with the envelope for a head past 16 kB, and closes the connection', async () => {
    const connection = open();
    connection.socket.write(`GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(SERVER_LIMITS.maxHeaderSize)}\r\n\r\n`);
    await connection.closed;
    expectRefusal(connection, 431, HEADERS_TOO_LARGE);
  });

  it('cuts off a client that sends its head byte by byte (slowloris) with 408 before it finishes', async () => {
    const connection = open();
    const head = `GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\n${'X-Slow: a\r\n'.repeat(1000)}\r\n`;
    const sent = await drip(connection, head);
    await connection.closed;
    expect(sent).toBeLessThan(head.length);
    expectRefusal(connection, 408, REQUEST_TIMEOUT);
  });

  it('cuts off a client that sends its body byte by byte with 408 before it finishes', async () => {
    const connection = open();
    const body = JSON.stringify({ login_type: 1, mobile: '13800138000', password: 'x'.repeat(2000) });
    connection.socket.write(`POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const sent = await drip(connection, body);
    await connection.closed;
    expect(sent).toBeLessThan(body.length);
    expectRefusal(connection, 408, REQUEST_TIMEOUT);
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

  it('closes an idle keep-alive connection after an answer', async () => {
    const connection = open();
    connection.socket.write('GET /v3/category/father_list HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

const FIFTY_MB = 50 * 1024 * 1024;
/**
 * What a server may read past the point where it refuses a body: what was already in its socket and
 * stream buffers (Node reads a socket 64 kB at a time), eight reads' worth. Past that it reads nothing.
 */
const READ_AHEAD = 512 * 1024;

describe('a 50 MB body sent for real', () => {
  let shop: Server;
  let shopPort: number;
  /** The server's side of each connection, by the client's port: how many bytes the server took in. */
  const accepted = new Map<number, Socket>();
  beforeAll(async () => {
    shop = listen(ctx.app, { port: 0, hostname: '127.0.0.1' });
    shop.on('connection', (socket: Socket) => accepted.set(socket.remotePort as number, socket));
    await new Promise((resolve) => shop.once('listening', resolve));
    shopPort = (shop.address() as AddressInfo).port;
  });
  afterAll(async () => {
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  });

  /**
   * Sends `head`, then `prefix` and filler up to 50 MB (in 64 kB pieces, each a chunk of its own when
   * `chunked`), as one write the socket takes in as fast as the server reads, whatever the server answers
   * meanwhile. One write, not a loop: the client then reads what the server sent before it learns that
   * the server closed, as an HTTP client does, instead of failing on a write and losing the answer.
   * Answers the answer, how much of the request the client still held when it came, and how many bytes
   * the server read from its own socket.
   */
  async function pour(head: string, prefix: string, chunked: boolean) {
    const connection = open(shopPort);
    const { socket } = connection;
    await new Promise((resolve) => socket.once('connect', resolve));
    const clientPort = socket.localPort as number;
    let unsentWhenAnswered: number | undefined;
    socket.once('data', () => (unsentWhenAnswered = socket.writableLength));
    const filler = Buffer.alloc(64 * 1024, 0x61);
    socket.cork();
    socket.write(head);
    for (let sent = 0; sent < FIFTY_MB; ) {
      const piece = sent === 0 ? Buffer.from(prefix) : filler.subarray(0, Math.min(filler.length, FIFTY_MB - sent));
      if (chunked) socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      if (chunked) socket.write('\r\n');
      sent += piece.length;
    }
    if (chunked) socket.write('0\r\n\r\n');
    socket.uncork();
    await connection.closed;
    return { answer: parseAnswer(connection.received()), unsentWhenAnswered, serverRead: accepted.get(clientPort)?.bytesRead ?? Number.NaN };
  }

  const headOf = (url: string, contentType: string, chunked: boolean) =>
    `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${FIFTY_MB}`}\r\n\r\n`;
  const json = '{"login_type":1,"mobile":"13800138000","password":"';
  const picture = '--b\r\nContent-Disposition: form-data; name="img[]"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

  for (const [how, chunked] of [
    ['with its length', false],
    ['without a length (chunked)', true],
  ] as const) {
    it(`refuses JSON ${how} with the envelope before the client has sent it, reading no more than its 64 kB limit of it`, async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { answer, unsentWhenAnswered, serverRead } = await pour(headOf('/v1/auth/signin', 'application/json', chunked), json, chunked);
        expect(answer.status).toBe(413);
        expect(answer.headers).toContain('connection: close');
        expect(answer.envelope).toEqual({ code: 413, msg: REQUEST_TOO_LARGE, data: null });
        // The answer came while the client still had body to send, and the server had read little of it.
        expect(unsentWhenAnswered).toBeGreaterThan(0);
        expect(serverRead).toBeLessThan(MAX_BODY_BYTES + READ_AHEAD);
      }
    });

    it(`refuses an upload ${how} with the envelope before the client has sent it, reading no more than 9 pictures' worth of it`, async () => {
      const limit = PICTURE_BODY_LIMITS['/v1/upload'] as number;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { answer, unsentWhenAnswered, serverRead } = await pour(
          headOf('/v1/upload', 'multipart/form-data; boundary=b', chunked),
          picture,
          chunked,
        );
        expect(answer.status).toBe(413);
        expect(answer.headers).toContain('connection: close');
        expect(answer.envelope).toEqual({ code: 413, msg: FILE_TOO_LARGE, data: null });
        expect(unsentWhenAnswered).toBeGreaterThan(0);
        expect(serverRead).toBeLessThan(limit + READ_AHEAD);
        // By its declared length it is refused unread; without one it is counted up to its limit first.
        if (chunked) expect(serverRead).toBeGreaterThan(limit);
        else expect(serverRead).toBeLessThan(MAX_BODY_BYTES + READ_AHEAD);
      }
    });
  }
});
