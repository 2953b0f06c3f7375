import { REQUEST_FAILED } from '@garden/domain';
import ky from 'ky';
import { ApiError } from './api-error';
import { appStore } from './app-store';
import { defaultCityAtom, loginKeyAtom } from './storage';

/** A query or body value the API accepts. */
export type Field = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The query or body of a call. */
export type Fields = Record<string, Field>;

/** A reply of the API (storefront §7): code 200 is success, anything else carries `msg`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

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

function toSearchParams(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else params.set(name, String(value));
  }
  return params;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope<T>(body)) {
    if (body.code === SUCCESS) return body;
    throw new ApiError(body.code, body.msg || REQUEST_FAILED);
  }
  throw new ApiError(response.status, REQUEST_FAILED);
}

async function unwrap<T>(response: Response): Promise<T> {
  return (await readEnvelope<T>(response)).data;
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/** GET a call's `data`; the city fields go in the query. */
export async function getData<T>(path: string, query: Fields = {}): Promise<T> {
  return unwrap<T>(await http.get(path, { searchParams: toSearchParams(withCity(query)) }));
}

/** POST a JSON body and return the reply's `data`; the city fields go in the body. */
export async function postData<T>(path: string, body: Fields = {}): Promise<T> {
  return unwrap<T>(await http.post(path, { json: withCity(body) }));
}

/** POST a JSON body and return the whole envelope, for calls whose success `msg` the page shows. */
export async function postEnvelope<T>(path: string, body: Fields = {}): Promise<Envelope<T>> {
  return readEnvelope<T>(await http.post(path, { json: withCity(body) }));
}

/** PUT a JSON body (order changes) and return the reply's `data`. */
export async function putData<T>(path: string, body: Fields = {}): Promise<T> {
  return unwrap<T>(await http.put(path, { json: withCity(body) }));
}

/** DELETE with a JSON body (logout, favourites, orders) and return the reply's `data`. */
export async function deleteData<T>(path: string, body: Fields = {}): Promise<T> {
  return unwrap<T>(await http.delete(path, { json: withCity(body) }));
}

/** POST multipart form data (uploads) and return the reply's `data`. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  return unwrap<T>(await http.post(path, { body: form }));
}
