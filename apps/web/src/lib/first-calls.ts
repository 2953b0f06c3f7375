import { HOME_THEMES_PER_PAGE } from '@garden/domain';

/** A query or body value the API accepts. */
export type Field = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The query or body of a call. */
export type Fields = Record<string, Field>;

/** A call's query string as the API reads it (arrays as `name[]`). */
export function toSearchParams(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, String(item));
    else params.set(name, String(value));
  }
  return params;
}

/** The address of a GET call: the key the server's inlined replies are found by. */
export function callUrl(path: string, query: Fields): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The GET calls a signed-out visitor without a chosen city makes before a page can paint, by page
 * path ('*': every page, the header's). The build writes them to `.vite/first-calls.json`; the server
 * answers them inside the page it serves, so the first paint waits on no round trip of its own.
 */
const FIRST_CALLS: Record<string, readonly (readonly [path: string, query: Fields])[]> = {
  '*': [['/v3/category/father_list', {}]],
  '/index': [['/v3/home/index', { page: 1, limit: HOME_THEMES_PER_PAGE, type: 1 }]],
};

/** The visitor's fields every call carries (no city chosen, so city_name is empty: storefront §7). */
export const GUEST_FIELDS: Fields = { city_name: '' };

/** FIRST_CALLS as the addresses the web app will ask for. */
export function firstCallUrls(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(FIRST_CALLS).map(([page, calls]) => [page, calls.map(([path, query]) => callUrl(path, { ...GUEST_FIELDS, ...query }))]),
  );
}
