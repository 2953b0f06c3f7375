// The Node server around the app, held to limits no request of the shop comes near, so a slow or hostile
// client cannot hold connections or memory: the size of a request's head, how long it may take to send
// its head and the whole request, and how long an idle keep-alive connection is kept.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { HEADERS_TOO_LARGE, REQUEST_MALFORMED, REQUEST_TIMEOUT, SERVER_BUSY } from '@garden/domain';
import { getRequestListener, RequestError } from '@hono/node-server';
import { DATA_HEADERS } from './hardening';
import { logError } from './logger';

export interface ServerLimits {
  /** Bytes of the request line and headers together; past it, 431. */
  maxHeaderSize: number;
  /** Milliseconds a client has to send the whole head of a request; past it, 408 and the connection closed. */
  headersTimeout: number;
  /** Milliseconds a client has to send the whole request, body included; past it, 408. */
  requestTimeout: number;
  /** Milliseconds an idle keep-alive connection is kept open for the next request. */
  keepAliveTimeout: number;
  /** How often the two timeouts above are checked (Node's default is 30 s, which would stretch them). */
  connectionsCheckingInterval: number;
}

/**
 * The shop's limits. 16 kB of head (Node's default, said out loud) holds a session key, cookies and the
 * longest query (8 kB, platform/hardening.ts). 20 s for the head is long for any real client. 120 s for a
 * whole request lets 9 pictures of 1 MB through a slow mobile uplink. 65 s of keep-alive outlasts the
 * 60 s idle timeout of common load balancers (nginx, cloud ones), so they never reuse a connection this
 * server has just closed.
 */
export const SERVER_LIMITS: ServerLimits = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
};

const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The envelope (README "Conventions") of an answer given below the app, and its head: JSON with the data security headers. */
function envelopeOf(status: number, msg: string): { body: string; headers: ReadonlyArray<readonly [string, string]> } {
  const body = JSON.stringify({ code: status, msg, data: null });
  return {
    body,
    headers: [['Content-Type', 'application/json; charset=UTF-8'], ['Content-Length', String(Buffer.byteLength(body))], ...DATA_HEADERS],
  };
}

/** The status and Chinese text of a request the HTTP parser or the timeouts refused before the app saw it. */
function refusalOf(code: string | undefined): { status: number; msg: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: HEADERS_TOO_LARGE };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, msg: REQUEST_TIMEOUT };
  return { status: 400, msg: REQUEST_MALFORMED };
}

/**
 * Answers a request refused below the app with the shop's envelope (README "Conventions") instead of
 * Node's bare status line, then closes the connection: what else the client sends cannot be trusted.
 * As Node itself does, nothing is written once an answer has started on that connection.
 */
function answerClientError(error: Error & { code?: string }, stream: Duplex): void {
  const socket = stream as Socket & { _httpMessage?: { headersSent?: boolean } };
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, msg } = refusalOf(error.code);
  const { body, headers } = envelopeOf(status, msg);
  const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.write(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines}Connection: close\r\n\r\n${body}`);
  socket.destroySoon();
}

/**
 * What the adapter answers a request it cannot make a web Request of (an address that is not a path, as
 * `OPTIONS *`, `GET \\host` or a bad absolute form; a Host that is no host), or a request the app's fetch threw
 * on before it had an answer: the envelope with the data security headers, not node-server's bare status.
 */
function answerAdapterError(error: unknown): Response {
  const refused = error instanceof RequestError;
  if (!refused) logError(error);
  const { body, headers } = refused ? envelopeOf(400, REQUEST_MALFORMED) : envelopeOf(500, SERVER_BUSY);
  return new Response(body, { status: refused ? 400 : 500, headers: headers.map(([name, value]) => [name, value]) });
}

/** A request without a Host names no site of ours (HTTP/1.1 requires one; Node's own refusal is a bare 400). */
function answerWithoutHost(response: ServerResponse): void {
  const { body, headers } = envelopeOf(400, REQUEST_MALFORMED);
  response.writeHead(400, [...headers.flat(), 'Connection', 'close']);
  response.end(body);
}

/** What `listen` serves: the app's `fetch`, and what it answers from Node's own request (`createApp`'s). */
export interface Servable {
  fetch: (request: Request) => Response | Promise<Response>;
  /** Answers a request without the adapter and says so, or returns false (platform/reply-cache.ts). */
  answerAtOnce?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Serves `app` on `port` with `limits`; `onListening` gets the bound address (port 0 picks a free one,
 * as the tests do).
 */
export function listen(
  { fetch, answerAtOnce }: Servable,
  options: { port: number; hostname?: string; limits?: ServerLimits },
  onListening?: (info: AddressInfo) => void,
): Server {
  const limits = options.limits ?? SERVER_LIMITS;
  const adapter = getRequestListener(fetch, { hostname: options.hostname, errorHandler: answerAdapterError });
  const server = createServer(
    {
      maxHeaderSize: limits.maxHeaderSize,
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
      requireHostHeader: false,
    },
    (request, response) => {
      if (request.headers.host === undefined) return answerWithoutHost(response);
      if (answerAtOnce?.(request, response)) return;
      return adapter(request, response);
    },
  );
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.on('clientError', answerClientError);
  return server;
}
