import { REQUEST_FAILED } from '@garden/domain';
import ky, { type Options } from 'ky';
import type { Envelope } from '@garden/contract';
import type { Endpoint, Method, ReplyOf, RequestOf } from '@garden/contract/endpoints';
import { ApiError } from './api-error';
import { operatorKey } from './session';

const SUCCESS = 200;

/** A field as a call sends it. */
type Field = string | number | boolean | null | undefined | readonly (string | number)[];
type Fields = Record<string, Field>;

/**
 * What every call carries: the operator's key as `authorization: Bearer <key>`, the header the API's operator
 * guard reads (api modules/operators/guard.ts), as `garden` and the tests send it. A refusal is an envelope to
 * read, not a thrown HTTP error, and nothing is retried: a write is made once.
 */
export function requestOptions(): Options {
  const key = operatorKey();
  return { retry: 0, throwHttpErrors: false, timeout: 20_000, headers: key ? { authorization: `Bearer ${key}` } : {} };
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/** The reply's envelope when its code is 200; otherwise the server's message (and what it lists) as an ApiError. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope<T>(body)) {
    if (body.code === SUCCESS) return body;
    throw new ApiError(body.code, body.msg || REQUEST_FAILED, body.data);
  }
  throw new ApiError(response.status, REQUEST_FAILED);
}

/** A call's fields, left out when it needs none. */
export type CallFields<E extends Endpoint> = Record<never, never> extends RequestOf<E> ? [fields?: RequestOf<E>] : [fields: RequestOf<E>];

/** The query of a GET: blank and absent fields are left out, so a filter not set is not sent. */
function queryOf(fields: Fields): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') query.append(name, String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A path without its leading slash: ky resolves it against the page's origin, as the API serves this app beside it. */
export const urlOf = (path: string) => `${window.location.origin}${path}`;

/** Makes a call of the contract's table and answers its whole envelope (for a write whose success `msg` the page shows). */
export async function callEnvelope<E extends Endpoint>(endpoint: E, ...[fields]: CallFields<E>): Promise<Envelope<ReplyOf<E>>> {
  // The table's request types are the schemas' inputs: texts, numbers and lists of them, as Fields are.
  const sent = (fields ?? {}) as Fields;
  const method: Method = endpoint.method;
  const response =
    method === 'get'
      ? await ky.get(urlOf(endpoint.path + queryOf(sent)), requestOptions())
      : await ky(urlOf(endpoint.path), { ...requestOptions(), method, json: sent });
  return readEnvelope<ReplyOf<E>>(response);
}

/**
 * Makes a call of the contract's endpoint table (`endpoints.x`) and answers its reply's `data`, typed by the
 * table: a GET sends its fields in the query, the others as a JSON body.
 */
export async function call<E extends Endpoint>(endpoint: E, ...fields: CallFields<E>): Promise<ReplyOf<E>> {
  return (await callEnvelope(endpoint, ...fields)).data;
}
