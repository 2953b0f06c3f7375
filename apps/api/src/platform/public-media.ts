// Where browsers fetch uploaded pictures. The database keeps each upload as its path on the shop
// (`/uploads/<name>`) and never names a CDN, so moving to another CDN is a setting. With one before the bucket
// (`GARDEN_S3_PUBLIC_URL`), replies name `<base>/<name>` instead, so no picture costs a redirect through the shop;
// a request naming `<base>/<name>` (the back office saving the goods it read, a review sending the addresses the
// upload answered) is read as the stored path again, so what a reply gave is accepted back.
import type { Context } from 'hono';
import { UPLOAD_NAME_PATTERN } from './upload-storage';

export interface PublicMedia {
  /** The CDN's origin, which the pages' Content-Security-Policy lets pictures come from. */
  origin: string;
  /** The address browsers fetch the upload `name` (`pc/<32 hex>.png`) at. */
  urlOf(name: string): string;
  /** A reply's JSON text with every upload path it names on the CDN: a field's value, or an attribute in a description's HTML. */
  publish(json: string): string;
  /** A request's fields with every CDN address of an upload, alone or in an attribute or JSON text, back to its stored path. */
  receive<T>(fields: T): T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The addresses under `baseUrl`. A path is rewritten only where it is a whole value: right after a quote (a JSON
 * string, or `src="…"` inside one) and up to the next, so a path written inside a shopper's text stays as written.
 */
export function publicMedia(baseUrl: string): PublicMedia {
  // As the URL parser writes it: no quote or angle bracket can end the JSON string or attribute it lands in.
  const base = new URL(baseUrl).href.replace(/\/$/, '');
  const urlOf = (name: string) => `${base}/${name}`;
  const stored = new RegExp(`(?<=")/uploads/(${UPLOAD_NAME_PATTERN})(?=\\\\?")`, 'g');
  const published = new RegExp(`(^|")${escapeRegExp(base)}/(${UPLOAD_NAME_PATTERN})(?=$|")`, 'g');
  const receive = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(published, '$1/uploads/$2');
    if (Array.isArray(value)) return value.map(receive);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, receive(item)]));
    return value;
  };
  return {
    origin: new URL(base).origin,
    urlOf,
    publish: (json) => json.replace(stored, (_path, name: string) => JSON.stringify(urlOf(name)).slice(1, -1)),
    receive: <T>(fields: T) => receive(fields) as T,
  };
}

/** The request's CDN (`c.var.media`, set by the app); undefined without one, or before the app's variables are set (a body over its limit). */
export const mediaOf = (c: Context): PublicMedia | undefined => (c.var as { media?: PublicMedia }).media;
