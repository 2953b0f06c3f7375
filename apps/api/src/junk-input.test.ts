// Throws generated junk at every route the OpenAPI document lists (so routes added later are
// covered without a change here) and checks the promise of README "Conventions": bad input gets an envelope with a
// non-200 code, never an HTTP 500, and changes nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf, seedIfEmpty } from './seed/index';
import { createTestContext, type TestContext } from './test/context';
import { createUser, signIn } from './test/factories';
import { countRows, listTableNames } from './test/row-counts';

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
// on a real account is counted. Neither is data the junk created on purpose.
const TOLERATED_TABLES = new Set(['captchas', 'login_attempts']);

const junkText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1', '2', '1.5', '1e309', 'NaN', 'null', 'true', '[]', '{}', '99999999999999999999'),
  // Just past a PostgreSQL integer: the database would refuse these, so the edge must.
  fc.constantFrom('2147483648', '-2147483649', '3000000000'),
  fc.constantFrom("' or 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>', '月季', '13800138000', 'a'.repeat(5000)),
);
const junkScalar = fc.oneof(junkText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String));
const junkValue = fc.oneof(junkScalar, fc.array(junkScalar, { maxLength: 4 }), fc.dictionary(fc.string(), junkScalar, { maxKeys: 3 }));
const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text);

function junkFields(names: string[]) {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  return fc.dictionary(name, junkValue, { maxKeys: 6 });
}

/** A form value as text: forms carry strings only. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * Sends `numRuns` generated requests and checks each: an envelope, no HTTP 500, no row changed.
 * `validKey` lets some requests through the login check, so the bodies of signed-in routes meet junk too.
 */
async function sendJunk(ctx: TestContext, operations: Operation[], validKey: string | undefined, numRuns: number) {
  const tables = listTableNames().filter((name) => !TOLERATED_TABLES.has(name));
  const before = await countRows(ctx.db, tables);
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
      const filledPath = base.operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(base.segment));
      const path = base.strayPath === null ? filledPath : `/v1/${encodeURIComponent(base.strayPath)}`;
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

      const response = await ctx.app.request(`${path}?${search}`, { method, headers, body: payload });
      const label = `${method} ${path}`;
      expect(response.status, label).toBeLessThan(500);
      // The PDF downloads (the catalogue edition, a generated quotation) answer the file itself when they succeed.
      if (response.status === 200 && response.headers.get('content-type') === 'application/pdf') {
        expect((await response.arrayBuffer()).byteLength, label).toBeGreaterThan(0);
        expect(await countRows(ctx.db, tables), label).toEqual(before);
        return;
      }
      const envelope = (await response.json()) as { code: unknown; msg: unknown; data: unknown };
      expect(typeof envelope.code, label).toBe('number');
      expect(typeof envelope.msg, label).toBe('string');
      expect('data' in envelope, label).toBe(true);
      if (envelope.code !== 200) expect(envelope.msg, label).not.toBe('');
      expect(await countRows(ctx.db, tables), label).toEqual(before);
    }),
    { numRuns },
  );
}

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
