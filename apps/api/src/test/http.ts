import { ErrorEnvelope, envelopeOf, type Envelope } from '@garden/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';

/** Anything with Hono's `request` (the app or a sub-app). */
export interface RequestTarget {
  request: (input: string, init?: RequestInit, env?: object) => Response | Promise<Response>;
}

export interface CallOptions {
  /** Sent as the `key` header (storefront §7). */
  key?: string;
  /** A JSON body. */
  json?: Record<string, unknown>;
  /** A form body: urlencoded, or multipart when a value is a Blob or an array. */
  form?: Record<string, string | Blob | (string | Blob)[]>;
  /** Query fields; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** The caller's address, as the Node server would give it (platform/client-ip.ts); without it the app reads `unknown`. */
  ip?: string;
}

/** The HTTP status and parsed envelope of one call. */
export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

/** Calls the app as the web does (headers system/source PC) and parses the envelope. */
export async function call<T = unknown>(app: RequestTarget, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { system: 'PC', source: 'PC', ...options.headers };
  if (options.key) headers.key = options.key;
  let body: string | FormData | URLSearchParams | undefined;
  if (options.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const entries = Object.entries(options.form);
    if (entries.some(([, value]) => typeof value !== 'string')) {
      const data = new FormData();
      for (const [name, value] of entries) for (const item of [value].flat()) data.append(name, item);
      body = data;
    } else {
      body = new URLSearchParams(entries as [string, string][]);
    }
  }
  const fields = Object.entries(options.query ?? {}).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]));
  const search = fields.length > 0 ? `?${new URLSearchParams(fields)}` : '';
  const env = options.ip === undefined ? undefined : { incoming: { socket: { remoteAddress: options.ip } } };
  const response = await app.request(`${path}${search}`, { method, headers, body }, env);
  const reply = (await response.json()) as Envelope<T>;
  checkReply(app, method, path, reply);
  return { status: response.status, body: reply };
}

interface ContractRoute {
  method: string;
  pattern: RegExp;
  reply: z.ZodType | undefined;
}

const routesOf = new WeakMap<object, ContractRoute[]>();

/** The documented routes of an app (or sub-app), with the reply schema of each one's 200. */
function contractRoutes(app: RequestTarget): ContractRoute[] {
  let routes = routesOf.get(app);
  if (!routes) {
    const registry = (app as Partial<OpenAPIHono>).openAPIRegistry;
    routes = (registry?.definitions ?? []).flatMap((definition) => {
      if (definition.type !== 'route') return [];
      const { method, path, responses } = definition.route;
      const ok = responses[200];
      const content = ok && 'content' in ok ? ok.content?.['application/json'] : undefined;
      const envelope = content && 'schema' in content ? (content.schema as z.ZodObject) : undefined;
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return [{ method: method.toUpperCase(), pattern, reply: envelope?.shape.data as z.ZodType | undefined }];
    });
    routesOf.set(app, routes);
  }
  return routes;
}

/**
 * The contract check every test gets: a success reply must match its call's schema in
 * `@garden/contract` exactly (no field missing, of another type, or extra), and a failure must be the
 * error envelope. A reply that drifts from the contract fails the test that made it.
 */
export function checkReply(app: RequestTarget, method: string, path: string, reply: unknown): void {
  if ((reply as { code?: unknown } | null)?.code !== 200) {
    const parsed = ErrorEnvelope.safeParse(reply);
    if (!parsed.success) throw new ContractError(`${method} ${path}: not the error envelope: ${parsed.error.message}`);
    return;
  }
  const route = contractRoutes(app).find((known) => known.method === method.toUpperCase() && known.pattern.test(path));
  if (!route?.reply) throw new ContractError(`${method} ${path}: no reply schema in the contract`);
  const parsed = envelopeOf(route.reply).safeParse(reply);
  if (!parsed.success) throw new ContractError(`${method} ${path}: reply does not match the contract: ${parsed.error.message}`);
  const stray = strayFields(reply, parsed.data, '');
  if (stray.length > 0) throw new ContractError(`${method} ${path}: fields not in the contract: ${stray.join(', ')}`);
}

/** A reply that does not match its schema. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** Paths present in `sent` but not in what the schema kept of it (zod drops unknown keys). */
function strayFields(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, index) => strayFields(item, kept[index], `${at}[${index}]`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.keys(sent).flatMap((key) => (key in kept ? strayFields(sent[key], kept[key], `${at}.${key}`) : [`${at}.${key}`]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The envelope of a refused call: its code (400 unless said) and Chinese message, and no data. */
export const refused = (msg: string, code = 400) => ({ code, msg, data: null });

/** Calls the operator API as the shop manager of `ctx` (or with another operator's key). */
export function callAsOperator<T = unknown>(
  ctx: { app: RequestTarget; operatorKey: string },
  method: string,
  path: string,
  options: CallOptions = {},
) {
  return call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorKey}`, ...options.headers } });
}
