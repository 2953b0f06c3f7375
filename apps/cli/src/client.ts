// The operator API seen from the CLI: one call per request, the envelope unwrapped, a failure as the
// server's Chinese msg.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint, ReplyOf, RequestOf } from '@garden/contract/endpoints';
import { findForbiddenCharacters } from '@garden/domain';
import { readSession } from './session';

/** The server `garden` talks to when `GARDEN_URL` is not set: the shop's `pnpm start` default. */
export const DEFAULT_URL = 'http://127.0.0.1:8080';

/** The server's own data folder when `DATA_DIR` is not set (apps/api/data, as the server reads it). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../api/data', import.meta.url));

/** Where the server writes its operator token (apps/api/src/modules/auth/operator-token.ts). */
const TOKEN_FILE = 'operator-token';

/** A failure to show the operator as it is (the server's msg, or why the server was not reached). */
export class CliError extends Error {
  override name = 'CliError';
  /** Lines printed under the message: each bad row of a refused file (`data.reports`). */
  readonly details: readonly string[];

  constructor(message: string, details: readonly string[] = []) {
    super(message);
    this.details = details;
  }
}

/** The environment variables `garden` reads. */
export interface CliEnv {
  GARDEN_URL?: string;
  /** An operator's login key, instead of the one `garden login` saved. */
  GARDEN_TOKEN?: string;
  /** The data-folder token, for `garden operators add` (else read from DATA_DIR's operator-token). */
  GARDEN_OPERATOR_TOKEN?: string;
  /** The password `garden login` and `garden operators add` use instead of asking. */
  GARDEN_PASSWORD?: string;
  DATA_DIR?: string;
  /** Where `garden login` keeps its key: `$XDG_CONFIG_HOME/garden`, else `$HOME/.config/garden`. */
  XDG_CONFIG_HOME?: string;
  HOME?: string;
  /** Set by pnpm: the folder the command was typed in. */
  INIT_CWD?: string;
}

/** A call's fields, left out when it needs none. */
type CallFields<E extends Endpoint> = Record<never, never> extends RequestOf<E> ? [fields?: RequestOf<E>] : [fields: RequestOf<E>];

export interface OperatorClient {
  /**
   * Makes a call of the contract's endpoint table (`endpoints.x`) and answers the envelope's `data`, typed by the
   * table, its texts escaped (`escapeControls`); a non-200 envelope throws its msg.
   */
  call<E extends Endpoint>(endpoint: E, ...[fields]: CallFields<E>): Promise<ReplyOf<E>>;
  /**
   * Makes a GET call that answers a file (`exportGoodsSheet`, `printPackingSlips` with its query): its bytes; an
   * envelope (a refusal) throws its msg.
   */
  download<E extends Endpoint>(endpoint: E, ...[fields]: CallFields<E>): Promise<Uint8Array>;
  /**
   * Makes a multipart call (`importGoodsSheet`) with `form`'s fields and files and answers the envelope's `data`
   * as `call` does; a refusal's `data.reports`, each bad row, travel with the thrown msg.
   */
  upload<E extends Endpoint>(endpoint: E, form: RequestOf<E>): Promise<ReplyOf<E>>;
}

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Text a shopper may have typed, made safe for the operator's terminal: every control character (ESC starts a
 * terminal command: clear the screen, set the window title; a tab or line break would fake a column or a row),
 * lone surrogate, zero-width and text-direction character (the domain's `findForbiddenCharacters` for a name) is
 * shown as an escape, `\x1b`, `\t`, `\u202e`, and the rest as it is.
 */
export function escapeControls(text: string): string {
  const found = findForbiddenCharacters(text, 'name');
  if (found.length === 0) return text;
  let shown = '';
  let from = 0;
  for (const { index, character } of found) {
    const code = character.charCodeAt(0);
    const hex = code.toString(16).padStart(code < 0x100 ? 2 : 4, '0');
    shown += text.slice(from, index) + (NAMED_ESCAPES[character] ?? (code < 0x100 ? `\\x${hex}` : `\\u${hex}`));
    from = index + character.length;
  }
  return shown + text.slice(from);
}

/** A reply's data with `escapeControls` applied to every text in it, at any depth: whatever a command prints is safe. */
function escapeReply(value: unknown): unknown {
  if (typeof value === 'string') return escapeControls(value);
  if (Array.isArray(value)) return value.map(escapeReply);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeReply(item)]));
  }
  return value;
}

/** The data-folder token (it only adds operators): `GARDEN_OPERATOR_TOKEN`, else the file the server wrote in its data folder. */
export async function readToken(env: CliEnv): Promise<string> {
  if (env.GARDEN_OPERATOR_TOKEN?.trim()) return env.GARDEN_OPERATOR_TOKEN.trim();
  // A relative DATA_DIR is read from where the operator typed the command (pnpm runs scripts elsewhere).
  const file = path.join(env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : DEFAULT_DATA_DIR, TOKEN_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new CliError(`找不到运营令牌：请设置 GARDEN_OPERATOR_TOKEN，或让服务器先启动一次以写入 ${file}`);
  }
}

/** How a command proves who it is: the operator's sign-in (most), the data-folder token (adding operators), or nothing (signing in). */
export type CliAuth = 'operator' | 'bootstrap' | 'none';

/** The server's address: `GARDEN_URL`, default http://127.0.0.1:8080. */
export function serverOf(env: CliEnv): string {
  return (env.GARDEN_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
}

/** The operator's login key: `GARDEN_TOKEN`, else what `garden login` saved for this server. */
async function readOperatorKey(env: CliEnv, base: string): Promise<string> {
  if (env.GARDEN_TOKEN?.trim()) return env.GARDEN_TOKEN.trim();
  const saved = await readSession(env, base);
  if (!saved) throw new CliError(`还没有登录 ${base}：请先运行 garden login`);
  return saved.key;
}

/** A client of the server at `GARDEN_URL`, signed in as `auth` says. */
export async function connect(env: CliEnv, auth: CliAuth = 'operator'): Promise<OperatorClient> {
  const base = serverOf(env);
  const token = auth === 'none' ? undefined : auth === 'bootstrap' ? await readToken(env) : await readOperatorKey(env, base);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  async function send(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init);
    } catch (error) {
      throw new CliError(
        `无法连接服务器 ${base}：${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
      );
    }
  }

  /** The envelope's data, or its msg (and any `data.reports`) thrown. */
  async function unwrap(response: Response): Promise<unknown> {
    let envelope: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new CliError(`服务器 ${base} 的回复不是 JSON（HTTP ${response.status}），GARDEN_URL 是否指向花园商城？`);
    }
    // The terminal is not a shopper's canvas: texts from the server are printed escaped, the msg too.
    if (envelope.code !== 200) {
      const reports = (envelope.data as { reports?: unknown } | null | undefined)?.reports;
      throw new CliError(
        typeof envelope.msg === 'string' && envelope.msg ? escapeControls(envelope.msg) : `请求失败（HTTP ${response.status}）`,
        Array.isArray(reports) ? reports.map((report) => escapeControls(String(report))) : [],
      );
    }
    // The server answers the table's reply shape (its routes are built from the same table).
    return escapeReply(envelope.data);
  }

  /** The call's address, a GET's fields as its query. */
  function urlOf(endpoint: Endpoint, fields: Record<string, unknown>): URL {
    const url = new URL(`${base}${endpoint.path}`);
    if (endpoint.method === 'get') {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...[request]: CallFields<E>): Promise<ReplyOf<E>> {
      const fields = (request ?? {}) as Record<string, unknown>;
      const url = urlOf(endpoint, fields);
      const init: RequestInit = { method: endpoint.method.toUpperCase(), headers };
      if (endpoint.method !== 'get') {
        init.headers = { ...headers, 'content-type': 'application/json' };
        init.body = JSON.stringify(fields);
      }
      return (await unwrap(await send(url, init))) as ReplyOf<E>;
    },
    async download<E extends Endpoint>(endpoint: E, ...[request]: CallFields<E>): Promise<Uint8Array> {
      const response = await send(urlOf(endpoint, (request ?? {}) as Record<string, unknown>), { method: 'GET', headers });
      // A refusal (no permission, a wrong key) is an envelope; the file itself is anything else.
      if (response.status !== 200 || response.headers.get('content-type')?.startsWith('application/json')) {
        await unwrap(response);
        throw new CliError(`请求失败（HTTP ${response.status}）`);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async upload<E extends Endpoint>(endpoint: E, form: RequestOf<E>): Promise<ReplyOf<E>> {
      const body = new FormData();
      for (const [name, value] of Object.entries(form as Record<string, unknown>)) {
        if (value !== undefined) body.set(name, value instanceof File ? value : String(value));
      }
      return (await unwrap(await send(new URL(`${base}${endpoint.path}`), { method: endpoint.method.toUpperCase(), headers, body }))) as ReplyOf<E>;
    },
  };
}
