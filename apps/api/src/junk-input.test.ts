// Throws generated junk at every route the OpenAPI document lists (so routes added later are
// covered without a change here) and checks the promise of README "Conventions": bad input gets an envelope with a
// non-200 code, never an HTTP 500, and a refused request changes nothing. The calls that take pictures also get
// hostile multipart bodies, raw and damaged, with the uploads in the database and in the data folder.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileTextArb } from '@garden/domain/testing';
import { PICTURE_BODY_LIMITS, SHEET_BODY_LIMITS } from './platform/hardening';
import { mediaDirOf, seedIfEmpty } from './seed/index';
import { createBuyer } from './test/buying-factories';
import { createSeededContext } from './test/catalogue-factories';
import { createTestContext, type TestContext } from './test/context';
import { createUser, signIn } from './test/factories';
import { placeTestOrder } from './test/order-factories';
import { PROBE_OPERATIONS } from './test/no-envelope';
import { countRows, listTableNames } from './test/row-counts';
import type { StorageKind } from './platform/upload-storage';

interface Operation {
  method: string;
  path: string;
  /** Parameter names the document gives, so junk often hits real fields. */
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
}

/** Field names of a documented request body (JSON Schema `properties`). */
function bodyFieldNames(requestBody: unknown): string[] {
  const content = (requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)?.content;
  return Object.values(content ?? {}).flatMap((media) => Object.keys(media.schema?.properties ?? {}));
}

function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: [...new Set([...(operation.parameters ?? []).map((p) => p.name), ...bodyFieldNames(operation.requestBody)])],
    })),
  );
}

// Tables junk may legitimately touch: a well-formed device_id gets a captcha, and a wrong password
// on a real account is counted (per IP in login_attempts; per account, or per name typed, in limit_events).
// Neither is data the junk created on purpose.
const TOLERATED_TABLES = new Set(['captchas', 'login_attempts', 'limit_events']);

/** Numbers at and past the ends of smallint, integer, a safe integer and bigint. */
const PAST_COLUMN_RANGES = [
  32_767,
  32_768,
  -32_769,
  65_536,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  3_000_000_000,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
];

/** What the downloads answer in place of the envelope: the PDFs and the goods sheet. */
const FILE_TYPES = new Set(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

/** The load balancer's probes answer their own JSON; `/metrics` asks for an operator and refuses junk with an envelope. */
const PROBES = new Set(PROBE_OPERATIONS);

const junkText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1', '2', '1.5', '1e309', 'NaN', 'null', 'true', '[]', '{}', '99999999999999999999'),
  // At and just past each column's range (smallint, integer, integer fen of an amount, bigint, a safe integer): the
  // database would refuse these, so the edge must.
  fc.constantFrom(...PAST_COLUMN_RANGES.map(String)),
  fc.constantFrom('21474836.47', '21474836.48', '100000000000000', '99999999999999999999.99', '0.001', '1e21'),
  fc.constantFrom("' or 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>', '月季', '13800138000', 'a'.repeat(5000)),
  // NUL (PostgreSQL refuses it), other C0 and C1 controls, terminal escapes, bidi and zero-width characters, lone surrogates.
  hostileTextArb,
);
const junkScalar = fc.oneof(
  junkText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map(String),
  fc.constantFrom(...PAST_COLUMN_RANGES),
);
const junkValue = fc.oneof(junkScalar, fc.array(junkScalar, { maxLength: 4 }), fc.dictionary(fc.string(), junkScalar, { maxKeys: 3 }));
const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text);

function junkFields(names: string[]) {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  return fc.dictionary(name, junkValue, { maxKeys: 6 });
}

/** A form value as text: forms carry strings only. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * A path segment as a client writes it: a lone surrogate, which no URL can carry, becomes U+FFFD as the WHATWG URL
 * encoder makes it (encodeURIComponent would throw before any request).
 */
const encodeSegment = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/**
 * Sends `numRuns` generated requests and checks each: an envelope, no HTTP 500, no row changed.
 * `validKey` lets some requests through the login check, so the bodies of signed-in routes meet junk too.
 */
async function sendJunk(ctx: TestContext, operations: Operation[], validKey: string | undefined, numRuns: number) {
  const tables = listTableNames().filter((name) => !TOLERATED_TABLES.has(name));
  const keys = [fc.constant('x'.repeat(43)), fc.string().filter(headerSafe), ...(validKey ? [fc.constant(validKey)] : [])];
  const request = fc
    .record({
      operation: fc.constantFrom(...operations),
      otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 5 }),
      strayPath: fc.option(fc.string({ maxLength: 20 }), { freq: 8 }),
      segment: junkText,
      key: fc.option(fc.oneof(...keys), { freq: 3 }),
      contentType: fc.option(fc.string().filter(headerSafe), { freq: 6 }),
      bodyKind: fc.constantFrom('none', 'json', 'json-raw', 'form', 'multipart'),
      raw: fc.oneof(fc.string(), fc.json()),
    })
    .chain((base) => fc.record({ base: fc.constant(base), query: junkFields(base.operation.fields), body: junkFields(base.operation.fields) }));

  await fc.assert(
    fc.asyncProperty(request, async ({ base, query, body }) => {
      const method = base.otherMethod ?? base.operation.method;
      const filledPath = base.operation.path.replace(/\{[^}]+\}/g, () => encodeSegment(base.segment));
      const path = base.strayPath === null ? filledPath : `/v1/${encodeSegment(base.strayPath)}`;
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, asText(v)]));
      const headers = new Headers({ system: 'PC', source: 'PC' });
      if (base.key !== null) headers.set('key', base.key);
      let payload: string | FormData | URLSearchParams | undefined;
      if (method !== 'GET' && base.bodyKind !== 'none') {
        if (base.bodyKind === 'json') {
          headers.set('content-type', 'application/json');
          payload = JSON.stringify(body);
        } else if (base.bodyKind === 'json-raw') {
          headers.set('content-type', 'application/json');
          payload = base.raw;
        } else if (base.bodyKind === 'form') {
          payload = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]));
        } else {
          const form = new FormData();
          for (const [k, v] of Object.entries(body)) {
            form.append(k, typeof v === 'string' && v.length % 2 === 0 ? new File([v], 'junk.png') : asText(v));
          }
          payload = form;
        }
      }
      if (base.contentType !== null && payload !== undefined) headers.set('content-type', base.contentType);
      const before = await countRows(ctx.db, tables);

      const response = await ctx.app.request(`${path}?${search}`, { method, headers, body: payload });
      const label = `${method} ${path}`;
      expect(response.status, label).toBeLessThan(500);
      // The downloads (the catalogue edition, a generated quotation, the goods sheet) answer the file itself when they succeed.
      const isFile = response.status === 200 && FILE_TYPES.has(response.headers.get('content-type') ?? '');
      if (isFile || PROBES.has(label)) {
        if (isFile) expect((await response.arrayBuffer()).byteLength, label).toBeGreaterThan(0);
        expect(await countRows(ctx.db, tables), label).toEqual(before);
        return;
      }
      const envelope = (await response.json()) as { code: unknown; msg: unknown; data: unknown };
      expect(typeof envelope.code, label).toBe('number');
      expect(typeof envelope.msg, label).toBe('string');
      expect('data' in envelope, label).toBe(true);
      // Junk that happens to be a valid request (any text is a suggestion for the suggestion box) may write.
      if (envelope.code === 200) return;
      expect(envelope.msg, label).not.toBe('');
      expect(await countRows(ctx.db, tables), label).toEqual(before);
    }),
    { numRuns },
  );
  // Junk a call took (code 200) is plain text too: no text column holds a control character afterwards.
  expect(await storedControlTexts(ctx)).toEqual([]);
}

/**
 * Hostile texts and numbers past each column's range, one documented field of one route at a time (signed in, and
 * with the operator token on the operator's routes), so each reaches the field it names: NUL in every field, the
 * other values in turn. Checked as `sendJunk` checks.
 */
async function sendEachField(ctx: TestContext, operations: Operation[], key: string) {
  const tables = listTableNames().filter((name) => !TOLERATED_TABLES.has(name));
  const values: readonly unknown[] = [
    '\u001b[2J\u001b]0;owned\u0007',
    '\u009b31m',
    '\ud800',
    '林\u202e傅',
    '林\u200b傅',
    '一\n二\t三',
    ...PAST_COLUMN_RANGES,
    ...PAST_COLUMN_RANGES.map(String),
    '21474836.48',
    '100000000000000',
  ];
  let turn = 0;
  for (const operation of operations) {
    for (const field of operation.fields) {
      for (const value of ['a\u0000b', values[turn++ % values.length]]) {
        const headers = new Headers({ system: 'PC', source: 'PC', key });
        if (operation.path.startsWith('/v1/operator/')) headers.set('authorization', `Bearer ${ctx.operatorKey}`);
        let url = operation.path.replace(/\{[^}]+\}/g, '1');
        let body: string | undefined;
        if (operation.method === 'GET') {
          url += `?${new URLSearchParams([[field, String(value)]])}`;
        } else {
          headers.set('content-type', 'application/json');
          body = JSON.stringify({ [field]: value });
        }
        const before = await countRows(ctx.db, tables);
        const response = await ctx.app.request(url, { method: operation.method, headers, body });
        const label = `${operation.method} ${operation.path} ${field}=${JSON.stringify(value)}`;
        expect(response.status, label).toBeLessThan(500);
        if (FILE_TYPES.has(response.headers.get('content-type') ?? '')) continue;
        const envelope = (await response.json()) as { code: unknown; msg: unknown; data: unknown };
        expect(typeof envelope.msg, label).toBe('string');
        if (envelope.code === 200) continue;
        expect(envelope.msg, label).toMatch(/[\u4e00-\u9fff]/);
        expect(await countRows(ctx.db, tables), label).toEqual(before);
      }
    }
  }
  expect(await storedControlTexts(ctx)).toEqual([]);
}

/** `table.column` of every text column where some row holds a control character (tab and line breaks aside). */
async function storedControlTexts(ctx: TestContext): Promise<string[]> {
  const columns = await ctx.db.execute<{ table_name: string; column_name: string }>(
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hits = await ctx.db.execute(
      sql`SELECT 1 FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} ~ ${CONTROL_PATTERN} LIMIT 1`,
    );
    if (hits.rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** A PostgreSQL regular expression (its own \x escapes) for the controls `findForbiddenCharacters` refuses everywhere. */
const CONTROL_PATTERN = '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]';

async function readOperations(ctx: TestContext): Promise<Operation[]> {
  const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  return listOperations(doc);
}

describe('junk input at every route, on an empty shop with a signed-in shopper', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('finds the routes in the OpenAPI document', async () => {
    expect((await readOperations(ctx)).map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /v1/auth/signin', 'GET /v1/user/info', 'POST /v1/upload', 'POST /v2/sms/send']),
    );
  });

  it('answers an envelope, never HTTP 500, and changes no rows', async () => {
    const validKey = await signIn(ctx.app, await createUser(ctx.db));
    await createUser(ctx.db, { mobile: null, userName: 'junk_target' });
    // Logging out needs nothing but the key, so with the valid key it is a real request, not junk.
    const operations = (await readOperations(ctx)).filter((op) => !(op.method === 'DELETE' && op.path === '/v1/auth/logout'));
    await sendJunk(ctx, operations, validKey, 300);
  });

  it('answers hostile text and numbers past a column in each documented field without HTTP 500, storing no control', async () => {
    const validKey = await signIn(ctx.app, await createUser(ctx.db));
    const operations = (await readOperations(ctx)).filter((op) => !(op.method === 'DELETE' && op.path === '/v1/auth/logout'));
    await sendEachField(ctx, operations, validKey);
    // The operators' sign-in, password and account calls each hash or check a password (argon2id) per field tried.
  }, 180_000);
});

describe('junk input at every route, on the seeded demo shop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedIfEmpty(ctx.db, { mediaDir: mediaDirOf(ctx.config.dataDir) });
  });
  afterAll(() => ctx.close());

  // No valid key here: with real ids, a signed-in "junk" request can be a valid one.
  it('answers an envelope, never HTTP 500, and changes no rows', async () => {
    await sendJunk(ctx, await readOperations(ctx), undefined, 300);
  });
});

// ── Hostile multipart bodies at the calls that take pictures (README "Limits") ──

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);
const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEAD = bytesOf('GIF89a');
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PICTURE_HEADS = [PNG_HEAD, GIF_HEAD, JPEG_HEAD];

/** File contents: random bytes, real picture heads with junk after them (some a page behind the head), pages, and sizes at the 1 MB edge. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.tuple(fc.constantFrom(...PICTURE_HEADS), fc.uint8Array({ maxLength: 64 })).map(([head, tail]) => concat(head, tail)),
  fc
    .tuple(fc.constantFrom(...PICTURE_HEADS), fc.constantFrom('<html><script>alert(1)</script>', '<svg onload="alert(1)"/>'))
    .map(([head, page]) => concat(head, bytesOf(page))),
  fc.constantFrom('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<!doctype html><script>alert(1)</script>').map(bytesOf),
  fc.constantFrom(1_048_575, 1_048_576).map((size) => concat(PNG_HEAD, new Uint8Array(size - PNG_HEAD.length))),
);
const fileName = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'photo.png',
    '../../operator-token',
    'a\u0000.png',
    'x.svg',
    'evil.html',
    '"q".png',
    'a\r\nX-Injected: 1.png',
    '月季.jpg',
    'x'.repeat(300),
  ),
);
const fileType = fc.oneof(fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''), fc.string({ maxLength: 20 }));
const FILE_FIELDS = ['img', 'img[]', 'avatar', 'file'];
const TEXT_FIELDS = [
  'prefix',
  'nick',
  'sex',
  'order_id',
  'goods_json',
  'refund_type',
  'reason_type',
  'goods_status',
  'shipping_id',
  'refund_invoince_no',
  'refund_info',
  'key',
];

type Part = { name: string; fileName?: string; type?: string; value: Uint8Array };

/** One multipart body as raw bytes, well formed or damaged on purpose. */
function encodeMultipart(parts: readonly Part[], boundary: string, damage: string, cut: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  if (damage === 'preamble') chunks.push(bytesOf('garbage before the first boundary\r\n'));
  for (const part of parts) {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    const disposition = damage === 'no-disposition' ? 'X-Nothing: 1' : `Content-Disposition: form-data; name="${part.name}"${file}`;
    chunks.push(bytesOf(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), part.value, bytesOf('\r\n'));
  }
  if (damage !== 'no-closing') chunks.push(bytesOf(`--${boundary}--\r\n`));
  const body = concat(...chunks);
  return damage === 'truncated' ? body.subarray(0, Math.floor(body.length * cut)) : body;
}

/** The files (or rows) uploads have left: row counts cover the database storage, this the folder. */
async function countUploadFiles(dataDir: string): Promise<number> {
  const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe.each<StorageKind>(['database', 'folder'])('hostile multipart bodies at the picture and spreadsheet calls, uploads in the %s', (storage) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Seeded for the regions and ship-from places a real paid order needs, so junk meets a real order too.
    ctx = await createSeededContext({ storage });
  });
  afterAll(() => ctx.close());

  it('answers an envelope with a Chinese msg, never HTTP 500, and writes nothing for a refused request', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const order = await placeTestOrder(ctx, buyer.key, { paid: true });
    const realFields = [String(order.orderId), JSON.stringify([{ rec_id: order.recIds[0], number: 1 }]), '1', '2', '0', 'pc', 'avatar', '花匠'];
    const textValue = fc.oneof(junkText, fc.constantFrom(...realFields));
    const part = fc.oneof(
      fc.record({
        name: fc.oneof(fc.constantFrom(...FILE_FIELDS), fc.string({ maxLength: 8 })),
        fileName,
        type: fc.option(fileType, { nil: undefined }),
        value: fileBytes,
      }),
      fc.record({ name: fc.constantFrom(...TEXT_FIELDS, ...FILE_FIELDS), value: textValue.map(bytesOf) }),
    );
    const request = fc.record({
      path: fc.constantFrom(...Object.keys(PICTURE_BODY_LIMITS), ...Object.keys(SHEET_BODY_LIMITS)),
      parts: fc.array(part, { maxLength: 12 }),
      boundary: fc.constantFrom('----garden', 'x', 'a'.repeat(80), 'sp ace', '--'),
      declared: fc.constantFrom('same', 'other', 'none', 'quoted'),
      damage: fc.constantFrom('none', 'none', 'none', 'truncated', 'no-closing', 'preamble', 'no-disposition', 'random-bytes'),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      randomBytes: fc.uint8Array({ maxLength: 200 }),
      withKey: fc.boolean(),
      length: fc.option(fc.constantFrom('0', '12', String(50 * 1024 * 1024), '-1', 'many'), { freq: 8 }),
    });
    const tables = listTableNames().filter((name) => !TOLERATED_TABLES.has(name));

    await fc.assert(
      fc.asyncProperty(request, async (junk) => {
        const body = junk.damage === 'random-bytes' ? junk.randomBytes : encodeMultipart(junk.parts, junk.boundary, junk.damage, junk.cut);
        const boundary = { same: `; boundary=${junk.boundary}`, other: '; boundary=elsewhere', none: '', quoted: `; boundary="${junk.boundary}"` }[
          junk.declared
        ];
        const headers = new Headers({ 'content-type': `multipart/form-data${boundary}` });
        // The back office's upload takes an operator's key; the shoppers' calls a shopper's.
        if (junk.withKey && junk.path.startsWith('/v1/operator/')) headers.set('authorization', `Bearer ${ctx.operatorKey}`);
        else if (junk.withKey) headers.set('key', buyer.key);
        if (junk.length !== null) headers.set('content-length', junk.length);
        const rowsBefore = await countRows(ctx.db, tables);
        const filesBefore = await countUploadFiles(ctx.config.dataDir);

        const response = await ctx.app.request(junk.path, { method: 'POST', headers, body });
        const label = `POST ${junk.path} (${junk.damage}, ${junk.parts.length} parts)`;
        expect(response.status, label).toBeLessThan(500);
        const envelope = (await response.json()) as { code: unknown; msg: unknown; data: unknown };
        expect(typeof envelope.code, label).toBe('number');
        expect(typeof envelope.msg, label).toBe('string');
        expect('data' in envelope, label).toBe(true);
        if (envelope.code === 200) return;
        expect(envelope.msg, label).toMatch(/[\u4e00-\u9fff]/);
        expect(envelope.data, label).toBeNull();
        expect(await countRows(ctx.db, tables), label).toEqual(rowsBefore);
        expect(await countUploadFiles(ctx.config.dataDir), label).toBe(filesBefore);
      }),
      { numRuns: 150 },
    );
  });
});
