import { REQUEST_FAILED } from '@garden/domain';
import ky from 'ky';
import { ApiError } from './api-error';
import { callUrl, type Fields } from './first-calls';
import { takeInlinedReply } from './inlined-replies';
import { appStore } from './app-store';
import { defaultCityAtom, loginKeyAtom } from './storage';
import type { Envelope } from '@garden/contract';
import type { Endpoint, Method, ReplyOf, RequestOf } from '@garden/contract/endpoints';

export type { Field, Fields } from './first-calls';

const SUCCESS = 200;

/** The one ky instance: every call names the shop and carries the login key (storefront §7). */
export const http = ky.create({
  retry: 0,
  throwHttpErrors: false,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const key = appStore.get(loginKeyAtom);
        if (key) request.headers.set('key', key);
        request.headers.set('system', 'PC');
        request.headers.set('source', 'PC');
      },
    ],
  },
});

/** city_name always; city_id only when a default city and a login key are both stored (storefront §7). */
function withCity(fields: Fields): Fields {
  const city = appStore.get(defaultCityAtom);
  const key = appStore.get(loginKeyAtom);
  return {
    city_name: city?.city_name ?? '',
    ...(city && key ? { city_id: city.city_id } : {}),
    ...fields,
  };
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  return checkEnvelope<T>(await response.json().catch(() => null), response.status);
}

function checkEnvelope<T>(body: unknown, status: number): Envelope<T> {
  if (isEnvelope<T>(body)) {
    if (body.code === SUCCESS) return body;
    throw new ApiError(body.code, body.msg || REQUEST_FAILED);
  }
  throw new ApiError(status, REQUEST_FAILED);
}

async function unwrap<T>(response: Response): Promise<T> {
  return (await readEnvelope<T>(response)).data;
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/**
 * GET a call's `data`; the city fields go in the query. The login key never does: it travels in the
 * `key` header only, since a query lands in access logs and the browser's history.
 */
async function getData<T>(path: string, query: Fields & { key?: never } = {}): Promise<T> {
  const url = callUrl(path, withCity(query));
  // A signed-out first visit finds the page's first replies inside the page (server lib/web-page.ts).
  const inlined = appStore.get(loginKeyAtom) ? undefined : takeInlinedReply(url);
  if (inlined !== undefined) return checkEnvelope<T>(inlined, SUCCESS).data;
  return unwrap<T>(await http.get(url));
}

/** A call's fields, left out when it needs none; never the login key (the header carries it). */
export type CallFields<E extends Endpoint> =
  Record<never, never> extends RequestOf<E> ? [fields?: RequestOf<E> & { key?: never }] : [fields: RequestOf<E> & { key?: never }];

/** A path's `{name}` parameters (`/v1/ap/{id}`) filled from the fields, and the fields they leave. */
function fillPath(path: string, fields: Fields): [path: string, rest: Fields] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  if (names.length === 0) return [path, fields];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(fields[name])));
  return [filled, Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)))];
}

/**
 * Makes a call of the contract's endpoint table (`endpoints.x`) and answers its reply's `data`, typed by the
 * table: a path's `{name}` parameters from their fields, then a GET sends its fields in the query, the others
 * as a JSON body, the city fields with them.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[fields]: CallFields<E>): Promise<ReplyOf<E>> {
  // The table's request types are the schemas' inputs: texts, numbers and lists of them, as Fields are.
  const sent = (fields ?? {}) as Fields;
  if (endpoint.method === 'get') return getData<ReplyOf<E>>(...fillPath(endpoint.path, sent));
  return unwrap<ReplyOf<E>>(await send(endpoint, sent));
}

/** A POST, PUT or DELETE call of the table. */
type BodyEndpoint = Endpoint & { readonly method: Exclude<Method, 'get'> };

/** Makes a POST, PUT or DELETE call of the table and answers the whole envelope, for a call whose success `msg` the page shows. */
export async function callEnvelope<E extends BodyEndpoint>(endpoint: E, ...[fields]: CallFields<E>): Promise<Envelope<ReplyOf<E>>> {
  return readEnvelope<ReplyOf<E>>(await send(endpoint, (fields ?? {}) as Fields));
}

/** Sends a call's fields as a JSON body (a path's `{name}` filled from its field), the city fields with them. */
function send(endpoint: Endpoint, fields: Fields): Promise<Response> {
  const [path, sent] = fillPath(endpoint.path, fields);
  return http(path, { method: endpoint.method, json: withCity(sent) });
}

/**
 * Makes a call of the table as a multipart form (a picture with its fields) and answers its reply's `data`: a
 * list's items go under `name[]`, a file as the file, every other value as text; no city fields.
 */
export async function callForm<E extends Endpoint>(endpoint: E, fields: RequestOf<E> & { key?: never }): Promise<ReplyOf<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const field = Array.isArray(value) ? `${name}[]` : name;
      if (item instanceof File) form.append(field, item);
      else form.append(field, String(item));
    }
  }
  return unwrap<ReplyOf<E>>(await http(endpoint.path, { method: endpoint.method, body: form }));
}
