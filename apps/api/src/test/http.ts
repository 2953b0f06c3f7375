import type { Envelope } from '../lib/envelope';

/** Anything with Hono's `request` (the app or a sub-app). */
export interface RequestTarget {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
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
}

/** The HTTP status and parsed envelope of one call. */
export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

/** Calls the app as the web does (headers system/source PC) and parses the envelope. */
export async function call<T = unknown>(
  app: RequestTarget,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
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
  const fields = Object.entries(options.query ?? {}).flatMap(([k, v]): [string, string][] =>
    v === undefined ? [] : [[k, String(v)]],
  );
  const search = fields.length > 0 ? `?${new URLSearchParams(fields)}` : '';
  const response = await app.request(`${path}${search}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
