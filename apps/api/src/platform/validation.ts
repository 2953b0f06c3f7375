import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { badRequest } from './api-error';
import { mediaOf } from './public-media';

// Default zod texts in Chinese: a shopper reads every msg ("clear Chinese msg").
z.config(z.locales.zhCN());

/** Every text of the message catalogue: such a message is shown as it is, without a field name. */
const catalogueMessages: ReadonlySet<string> = new Set(
  Object.values(domain as Record<string, unknown>).filter((value): value is string => typeof value === 'string'),
);

/** The value at `path` inside `input`, or undefined when any step is missing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[step];
  }
  return current;
}

/** For a field that may come in several shapes, the reason of the shape it came closest to. */
function explainIssue(issue: ZodError['issues'][number]): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const reasons = issue.errors.flat().filter((inner) => inner.code !== 'invalid_type');
  return reasons[0]?.message ?? issue.message;
}

/**
 * One Chinese sentence for a failed validation of `input`: a catalogue message as it is (e.g.
 * 手机号码格式不正确！), `缺少参数 <field>` for an absent field, otherwise the reason prefixed with the field.
 */
export function describeZodError(error: ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return '参数不正确';
  if (catalogueMessages.has(issue.message)) return issue.message;
  const field = issue.path.map(String).join('.');
  if (!field) return `参数不正确：${explainIssue(issue)}`;
  if (input !== undefined && valueAt(input, issue.path) === undefined) return `缺少参数 ${field}`;
  return domain.fieldInvalid(field, explainIssue(issue));
}

/** What a route's query, path or header schema was given, to tell an absent field from a wrong one. */
function readTarget(c: Context, target: string): unknown {
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  if (target === 'header') return c.req.header();
  return undefined;
}

/**
 * Fields written in a box of several lines (the address, a review or a comment on one, an after-sales description,
 * a suggestion; shopping §5, storefront §5; the operator's reply, the hardiness csv and a goods description): tab and line breaks are
 * part of such text.
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['address', 'comment', 'content', 'csv', 'descpt', 'refund_info']);
/** Fields naming a person (nickname, consignee, account holder, staff, operator): zero-width and text-direction characters refused too. */
const NAME_FIELDS: ReadonlySet<string> = new Set(['consignee', 'display_name', 'nick', 'user', 'user_name', 'zfb_name']);

function textKindOf(field: string | undefined): domain.TextKind {
  if (field !== undefined && MULTI_LINE_FIELDS.has(field)) return 'lines';
  if (field !== undefined && NAME_FIELDS.has(field)) return 'name';
  return 'line';
}

/**
 * Refuses (code 400, the domain's message) validated input holding a text that is not plain text for its field: a
 * control character or lone surrogate anywhere (PostgreSQL refuses NUL, a terminal obeys ESC), a tab or line
 * break outside text of several lines, an invisible format character in a name. It walks every string the
 * handler would get, at any depth, so every text field of every route gets the rule, JSON read from inside a
 * field too (a review's `order_comment`); a nested text takes the kind of its nearest named field.
 */
export function refuseForbiddenText(value: unknown, field?: string): void {
  if (typeof value === 'string') {
    const message = domain.checkPlainText(value, textKindOf(field));
    if (message) throw badRequest(message);
  } else if (Array.isArray(value)) {
    for (const item of value) refuseForbiddenText(item, field);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      refuseForbiddenText(key);
      refuseForbiddenText(item, /^\d+$/.test(key) ? field : key);
    }
  }
}

/**
 * The OpenAPIHono `defaultHook`: any failed query, path or header validation becomes code 400, and so does a
 * valid one holding a text that is not plain text (`refuseForbiddenText`).
 */
export function rejectInvalid(
  result: { target: string } & ({ success: true; data: unknown } | { success: false; error: ZodError }),
  c: Context,
): void {
  if (!result.success) throw badRequest(describeZodError(result.error, readTarget(c, result.target)));
  refuseForbiddenText(result.data);
}

type BodyValue = string | File | (string | File)[];

/**
 * The fields of a request body, whatever its form: JSON, form-urlencoded or multipart (the spec's
 * web posts forms, storefront §7). `attr_id[]` arrives as `attr_id`. A missing body reads as `{}`.
 */
export async function readBodyFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (/^application\/([\w.-]+\+)?json/.test(type)) {
    // An empty JSON body (some clients send one with DELETE) reads as no fields.
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('请求体不是有效的 JSON');
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw badRequest('请求体必须是 JSON 对象');
    return json as Record<string, unknown>;
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: Record<string, BodyValue>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('请求体不是有效的表单');
    }
    return Object.fromEntries(Object.entries(form).map(([key, value]) => [key.replace(/\[\]$/, ''), value]));
  }
  return {};
}

/**
 * Validates the input of a POST or DELETE route: query fields and body fields merged (body wins),
 * because the spec sends `city_name`, `key` and friends in either place (storefront §7).
 * Failure throws code 400 with a Chinese msg naming the field; so does a text that is not plain text.
 */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const given = { ...c.req.query(), ...(await readBodyFields(c)) };
  // A picture a reply named on the CDN is read as the path the shop keeps it under (platform/public-media.ts).
  const media = mediaOf(c);
  const fields = media ? media.receive(given) : given;
  const result = await schema.safeParseAsync(fields);
  if (!result.success) throw badRequest(describeZodError(result.error, fields));
  refuseForbiddenText(result.data);
  return result.data;
}

/**
 * The `request.body` of a route for the OpenAPI document: the same fields as JSON, urlencoded
 * and multipart. Documentation only; the handler validates with `readInput`, which accepts all three.
 */
export function documentBody(schema: z.ZodType) {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  // zod emits a JSON Schema object; the OpenAPI generator takes it as a plain schema object.
  const body = { schema: jsonSchema as Record<string, unknown> };
  return {
    content: {
      'application/json': body,
      'application/x-www-form-urlencoded': body,
      'multipart/form-data': body,
    },
  };
}

/** Refuses (400 with `message`) a call given none of the fields that may name what it acts on (a shopper by id or by mobile…). */
export function requireOneOf(values: readonly unknown[], message: string): void {
  if (values.every((value) => value === undefined)) throw badRequest(message);
}

/**
 * The fields an update call was given, those it left out dropped; a call that gives none is refused (400 with
 * `nothingToChange`) rather than answered as if it changed something.
 */
export function givenChange<Fields extends Record<string, unknown>>(fields: Fields, nothingToChange: string): Partial<Fields> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) throw badRequest(nothingToChange);
  return given as Partial<Fields>;
}

/** A 0/1 flag of the wire (`disabled`, `hidden`) as a boolean; left out, it stays undefined. */
export const flagGiven = (flag: number | undefined): boolean | undefined => (flag === undefined ? undefined : flag === 1);
