import { ErrorEnvelope } from '@garden/contract';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { mediaOf } from './public-media';

/** Every reply of the API (storefront §7): `code` 200 is success, anything else carries a Chinese `msg`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The OpenAPI schema of a successful envelope around `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}

/**
 * The `responses` of a route: a 200 envelope around `data`, plus the error envelope that any route
 * may answer with (validation 400, login 401, limits 429; see README.md).
 */
export function envelopeResponses<T extends z.ZodType>(data: T, description = '成功') {
  const error = { description: '失败（code 非 200）', content: { 'application/json': { schema: ErrorEnvelope } } };
  return {
    200: { description, content: { 'application/json': { schema: envelopeSchema(data) } } },
    400: error,
    401: error,
    404: error,
    409: error,
    429: error,
  } as const;
}

/**
 * The JSON text of each reply `respond` made, for the middleware that keep replies (platform/idempotency.ts,
 * platform/reply-cache.ts): reading the reply itself would copy it into a web stream, which is then what gets
 * sent, and serialising the envelope again would do the work twice.
 */
const sentJson = new WeakMap<Response, string>();

/** The JSON text `respond` answered `reply` with; undefined for a reply made otherwise. */
export function sentJsonOf(reply: Response): string | undefined {
  return sentJson.get(reply);
}

/** An envelope's JSON text, naming uploads where browsers fetch them (platform/public-media.ts). */
export function envelopeJson(c: Context, envelope: Envelope<unknown>): string {
  const json = JSON.stringify(envelope);
  const media = mediaOf(c);
  return media ? media.publish(json) : json;
}

/** Answers a success envelope: `return respond(c, data)` from a route handler. */
export function respond<T>(c: Context, data: T, msg = 'ok') {
  const envelope = { code: 200 as const, msg, data };
  const json = envelopeJson(c, envelope);
  // What c.json sends, with the text kept; typed as c.json types it, so routes stay checked against their schema.
  const reply = c.body(json, 200, { 'Content-Type': 'application/json' }) as unknown as ReturnType<typeof c.json<typeof envelope, 200>>;
  sentJson.set(reply, json);
  return reply;
}
