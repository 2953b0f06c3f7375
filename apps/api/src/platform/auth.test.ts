import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { createUser, signIn, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { optionalUser } from './auth';
import type { AppEnv } from './openapi';

const ctx = useTestContext();
let user: TestUser;

beforeAll(async () => {
  user = await createUser(ctx.db);
});

const DAY = 24 * 60 * 60_000;

describe('requireUser', () => {
  it('reads the key from the header or a body field', async () => {
    const key = await signIn(ctx.app, user);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body.code).toBe(200);
    // Binding refuses the bad mobile, which shows the key in the form body was accepted.
    const fromBody = await call(ctx.app, 'POST', '/v1/user/binding', { form: { key, mobile: '1', sms_code: '123456' } });
    expect(fromBody.body.code).toBe(400);
  });

  it('never reads it from the address: a query lands in access logs and the browser history', async () => {
    const key = await signIn(ctx.app, user);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { query: { key } })).body.code).toBe(2001);
    expect((await call(ctx.app, 'POST', '/v1/user/binding', { query: { key }, json: { mobile: '1', sms_code: '123456' } })).body.code).toBe(2001);
    expect((await call(ctx.app, 'DELETE', '/v1/collection/del', { query: { key }, json: { sup_id: 1 } })).body.code).toBe(2001);
  });
});

describe('optionalUser', () => {
  const probe = () =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('db', ctx.db);
        c.set('config', ctx.config);
        await next();
      })
      .get('/probe', optionalUser, (c) => c.json({ user: c.var.user?.id ?? null }));

  it('knows the shopper with a live key, and browses as a visitor without one or with a stale one', async () => {
    const key = await signIn(ctx.app, user);
    const ask = async (headers: Record<string, string>) => (await (await probe().request('/probe', { headers })).json()) as { user: number | null };
    expect(await ask({ key })).toEqual({ user: user.id });
    expect(await ask({})).toEqual({ user: null });
    expect(await ask({ key: 'unknown' })).toEqual({ user: null });
    ctx.clock.advance(8 * DAY);
    expect(await ask({ key })).toEqual({ user: null });
  });
});
