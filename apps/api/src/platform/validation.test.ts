import { MOBILE_INVALID, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { choice, integer, mobile, newPassword } from '@garden/contract';
import { describeZodError, readInput } from './validation';

const schema = z.object({ n: integer({ min: 1, max: 5 }), m: mobile().optional(), tags: z.array(z.string()).optional() });

/** A tiny app that answers what `readInput` made of the request, or the ApiError's msg. */
const echo = new Hono().all('/echo', async (c) => {
  try {
    return c.json({ ok: await readInput(c, schema) });
  } catch (error) {
    if (error instanceof ApiError) return c.json({ msg: error.msg }, error.httpStatus);
    throw error;
  }
});

describe('readInput', () => {
  it('reads JSON, urlencoded and multipart bodies alike, with query fields under them', async () => {
    const json = await echo.request('/echo?n=2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 3 }),
    });
    expect(await json.json()).toEqual({ ok: { n: 3 } });
    const form = await echo.request('/echo', { method: 'POST', body: new URLSearchParams({ n: '4', m: '13800138000' }) });
    expect(await form.json()).toEqual({ ok: { n: 4, m: '13800138000' } });
    const multipart = new FormData();
    multipart.append('n', '5');
    multipart.append('tags[]', 'a');
    multipart.append('tags[]', 'b');
    expect(await (await echo.request('/echo', { method: 'POST', body: multipart })).json()).toEqual({
      ok: { n: 5, tags: ['a', 'b'] },
    });
    expect(await (await echo.request('/echo?n=1', { method: 'DELETE' })).json()).toEqual({ ok: { n: 1 } });
    const emptyJson = await echo.request('/echo?n=1', { method: 'DELETE', headers: { 'content-type': 'application/json' } });
    expect(await emptyJson.json()).toEqual({ ok: { n: 1 } });
  });

  it('answers 400 with a Chinese message for bad bodies and fields', async () => {
    const broken = await echo.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ msg: '请求体不是有效的 JSON' });
    const array = await echo.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1]' });
    expect(await array.json()).toEqual({ msg: '请求体必须是 JSON 对象' });
    expect(await (await echo.request('/echo', { method: 'POST' })).json()).toEqual({ msg: '缺少参数 n' });
    const big = await echo.request('/echo', { method: 'POST', body: new URLSearchParams({ n: '9' }) });
    expect(await big.json()).toEqual({ msg: '参数 n 不正确：不能大于5' });
    const badMobile = await echo.request('/echo', { method: 'POST', body: new URLSearchParams({ n: '1', m: '1' }) });
    expect(await badMobile.json()).toEqual({ msg: MOBILE_INVALID });
  });
});

describe('field schemas', () => {
  it('newPassword gives the domain messages', () => {
    expect(describeZodError(newPassword().safeParse('12345').error!)).toBe(PASSWORD_TOO_SHORT);
    expect(describeZodError(newPassword().safeParse('x'.repeat(21)).error!)).toBe(PASSWORD_TOO_LONG);
    expect(newPassword().parse(' secret1 ')).toBe('secret1');
  });

  it('choice takes numbers or their strings, and nothing else', () => {
    const type = choice([1, 2], 'type 不正确');
    expect(type.parse('2')).toBe(2);
    expect(type.safeParse(3).success).toBe(false);
    expect(type.safeParse('x').success).toBe(false);
  });

  describe('properties', () => {
    it('integer() reads back every safe integer in range, from a number or its decimal string', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (value, asString) => {
          expect(integer({ min: -1000, max: 1000 }).parse(asString ? String(value) : value)).toBe(value);
        }),
      );
    });

    it('integer() refuses whatever a database integer cannot hold', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
            fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -2_147_483_649 }),
          ),
          (value) => [value, String(value)].every((input) => !integer().safeParse(input).success),
        ),
      );
    });

    it('integer() refuses every non-integer text', () => {
      fc.assert(
        fc.property(
          fc.string().filter((text) => !/^\s*-?\d{1,15}\s*$/.test(text)),
          (text) => !integer().safeParse(text).success,
        ),
      );
    });
  });
});
