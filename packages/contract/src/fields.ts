// The field schemas requests are written with (storefront §7): values arrive as JSON numbers or form
// strings alike, and a refusal speaks the domain's Chinese messages.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';

/** The range of a PostgreSQL `integer` column: every id, count and fen amount of the schema. */
export const PG_INTEGER_MAX = 2_147_483_647;
export const PG_INTEGER_MIN = -2_147_483_648;

/** The largest id a PostgreSQL `integer` column holds: larger ids are refused, not sent to the database. */
export const MAX_ID = PG_INTEGER_MAX;

/**
 * One schema per range, shared by every field that takes it (a schema never changes; `.optional()` and the
 * like make new ones): the requests name a few ranges in over two hundred fields, and building each anew cost
 * every start of the API about 50 ms.
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

/** A moment as Unix seconds that may be left out or null (a window's open side). */
export const optionalSeconds = (description: string) =>
  integer({ min: 0 }).nullable().optional().default(null).openapi({ type: 'integer', description });

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

/**
 * The image captcha a password login sends once answered code 2005 (api README "Limits"): the device the picture
 * was drawn for (`POST /v2/sms/captcha`) and the characters read from it. Both optional until then.
 */
export const captchaAnswerFields = z.object({
  device_id: deviceId().optional().openapi({ type: 'string', description: '答复 code 2005 之后：图形验证码的设备标识（同 /v2/sms/captcha）' }),
  captcha: textField(domain.CAPTCHA_REQUIRED)
    .pipe(z.string().max(8, domain.CAPTCHA_INVALID))
    .optional()
    .openapi({ type: 'string', description: '答复 code 2005 之后：图形验证码' }),
});

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

/** A file of a multipart body, as the platform's `File` shows it (the contract names no DOM or Node type). */
export interface FilePart {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A file of a multipart body: an instance of the platform's `File`; `error` is the message for anything else. */
export const filePart = (error?: string) =>
  z.custom<FilePart>(
    (value) => {
      const File = (globalThis as { File?: abstract new (...args: never[]) => FilePart }).File;
      return File !== undefined && value instanceof File;
    },
    error === undefined ? undefined : { error },
  );

/** One of a few small integers, given as a number or a string ("1"). */
export function choice<const T extends readonly [number, ...number[]]>(values: T, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(Number)
    .pipe(z.custom<T[number]>((value) => values.includes(value as number), { error: message }));
}

/** `page`, 1 or more (default 1). */
export const pageParam = () => integer({ min: 1, max: 100_000 }).optional().default(1).openapi({ type: 'integer', description: '页码，从 1 开始' });

/** `limit`, 1 to `max` (default `size`). */
export const limitParam = (size: number, max = 100) =>
  integer({ min: 1, max })
    .optional()
    .default(size)
    .openapi({ type: 'integer', description: `每页条数，默认 ${size}` });

/** An optional integer query field. */
export const optionalInteger = (description: string, min = 0) => integer({ min, max: MAX_ID }).optional().openapi({ type: 'integer', description });

/** Ids separated by commas (or dashes): "12,15". Empty means none. */
export const idListParam = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,9}([,-]\d{1,9})*)?$/, '应为以逗号分隔的编号')
    .transform((value) => (value === '' ? [] : value.split(/[,-]/).map(Number)))
    .optional()
    .openapi({ type: 'string', description, example: '3,8' });

/** `city_id` and `city_name`, sent with every call when a default city is stored (storefront §7). */
export const cityParams = {
  city_id: integer({ min: 0, max: MAX_ID }).optional().openapi({ type: 'integer', description: '默认城市的地区编号（GB/T 2260）' }),
  city_name: z.string().max(50).optional().openapi({ description: '默认城市名称' }),
};

/** What a page may send as its `idempotency_key` (shopping §7 "Place order", "Pay"); the API answers a repeat of it. */
export const IDEMPOTENCY_KEY_FORMAT = /^[\w-]{8,64}$/;

/** The `idempotency_key` field of a call that takes one. */
export const idempotencyKeyField = () =>
  z
    .string()
    .regex(IDEMPOTENCY_KEY_FORMAT, '应为 8–64 位字母、数字、- 或 _')
    .optional()
    .openapi({ description: '页面每次提交生成的编号：同一编号、同样内容再次提交，返回第一次的回复' });

/**
 * An operator's amount in yuan text ("12.50", or a JSON number), with at most two decimals, read as fen; more than
 * 0 unless `min` allows 0 (a coupon's threshold).
 */
export function yuanFen({ min = 1 }: { min?: 0 | 1 } = {}) {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const fen = domain.parseFen(String(value));
      if (fen !== null && fen >= min) return fen;
      ctx.addIssue({ code: 'custom', message: min === 0 ? domain.FIELD_REASONS.amount : domain.FIELD_REASONS.price });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: '金额（元），如 12.50' });
}
