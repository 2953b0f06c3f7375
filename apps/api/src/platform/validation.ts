import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { badRequest } from './api-error';

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
  return `参数 ${field} 不正确：${explainIssue(issue)}`;
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
 * a suggestion; shopping §5, storefront §5; the operator's reply and the hardiness csv): tab and line breaks are
 * part of such text.
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['address', 'comment', 'content', 'csv', 'refund_info']);
/** Fields naming a person (nickname, consignee, account holder, staff): zero-width and text-direction characters refused too. */
const NAME_FIELDS: ReadonlySet<string> = new Set(['consignee', 'nick', 'user', 'user_name', 'zfb_name']);

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
  const fields = { ...c.req.query(), ...(await readBodyFields(c)) };
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

// ── Field schemas shared by routes: values arrive as JSON numbers or form strings alike ──

/** The range of a PostgreSQL `integer` column: every id, count and fen amount of the schema. */
export const PG_INTEGER_MAX = 2_147_483_647;
export const PG_INTEGER_MIN = -2_147_483_648;

/**
 * One schema per range, shared by every field that takes it (a schema never changes; `.optional()` and the
 * like make new ones): the routes name a few ranges in over two hundred fields, and building each anew cost
 * every start about 50 ms.
 */
const integers = new Map<string, ReturnType<typeof integerBetween>>();

/**
 * An integer given as a number or a decimal string ("3"), as JSON and form bodies send it. By
 * default it must fit a PostgreSQL `integer`, so a huge id is refused here, never by the database.
 */
export function integer(options: { min?: number; max?: number } = {}) {
  const { min = PG_INTEGER_MIN, max = PG_INTEGER_MAX } = options;
  const key = `${min}..${max}`;
  let schema = integers.get(key);
  if (!schema) {
    schema = integerBetween(min, max);
    integers.set(key, schema);
  }
  return schema;
}

function integerBetween(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/, '应为整数'),
    ])
    .transform(Number)
    .pipe(z.number().int('应为整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`));
}

/**
 * A field read as a trimmed string, whether it came as a string or a JSON number; `missing` is
 * the message when it is absent or of another type.
 */
export function textField(missing: string) {
  return z.union([z.string(), z.number()], { error: missing }).transform((value) => String(value).trim());
}

/** A mainland mobile (storefront §5: 11 digits, 1 then 3–9), else 手机号码格式不正确！. */
export function mobile() {
  return textField(domain.MOBILE_INVALID).pipe(z.string().refine(domain.isMainlandMobile, { error: domain.MOBILE_INVALID }));
}

/** A password being set: 6–20 characters and the domain's messages (storefront §5). */
export function newPassword() {
  return textField(domain.PASSWORD_TOO_SHORT).check((ctx) => {
    const message = domain.validateNewPassword(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });
}

/** The SMS code (storefront §5): the domain's six digits. */
export function smsCode() {
  return textField(domain.SMS_CODE_INVALID).pipe(z.string().refine(domain.isSmsCode, { error: domain.SMS_CODE_INVALID }));
}

/** The SMS device_id: 6–32 letters and digits (storefront §7). */
export function deviceId() {
  return textField(domain.DEVICE_ID_INVALID).pipe(z.string().refine(domain.isSmsDeviceId, { error: domain.DEVICE_ID_INVALID }));
}

/** Ids as a comma list ("3,8"), a JSON array or repeated `name[]` form fields; empty means none. */
export const idList = (description: string) =>
  z
    .union([z.number(), z.string(), z.array(z.union([z.number(), z.string()])).max(200)])
    .optional()
    .transform((value) =>
      [value ?? []]
        .flat()
        .flatMap((part) => String(part).split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, '应为以逗号分隔的编号')
          .transform(Number),
      ),
    )
    .openapi({ type: 'string', description, example: '3,8' });

/** One of a few small integers, given as a number or a string ("1"). */
export function choice<const T extends readonly [number, ...number[]]>(values: T, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(Number)
    .pipe(z.custom<T[number]>((value) => values.includes(value as number), { error: message }));
}
