import {
  BIND_MOBILE_FIRST,
  loginLockedMessage,
  loginSlowDownMessage,
  MOBILE_INVALID,
  MOBILE_NOT_REGISTERED,
  MOBILE_REGISTERED,
  NOT_LOGGED_IN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  SESSION_EXPIRED,
  SMS_CODE_INVALID,
  SMS_CODE_WRONG,
  USERNAME_REQUIRED,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { hashKey } from '../../platform/sessions';
import { useTestContext } from '../../test/context';
import { createMobile, createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';
import { requestSmsCode } from '../../test/sms';

const ctx = useTestContext();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('POST /v1/auth/signin by password', () => {
  it('signs in by mobile and answers the key with the user info', async () => {
    const user = await createUser(ctx.db, { nick: '园丁小王' });
    const { status, body } = await call<Record<string, unknown>>(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: user.mobile, password: user.password },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ user_id: user.id, nick: '园丁小王', mobile: user.mobile, is_trader: 0 });
    expect(body.data.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in by user name from a form body, and stores only the hash of the key', async () => {
    const user = await createUser(ctx.db, { userName: 'rosefan' });
    const { body } = await call<{ key: string }>(ctx.app, 'POST', '/v1/auth/signin', {
      form: { login_type: '1', mobile: 'rosefan', password: user.password },
    });
    expect(body.code).toBe(200);
    const stored = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.keyHash)).toEqual([hashKey(body.data.key)]);
    expect(JSON.stringify(stored)).not.toContain(body.data.key);
  });

  it('asks an account without a mobile to bind one (storefront §8)', async () => {
    const user = await createUser(ctx.db, { mobile: null, userName: 'nomobile' });
    const { body } = await call(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: 'nomobile', password: user.password },
    });
    expect(body).toMatchObject({ code: 200, msg: BIND_MOBILE_FIRST, data: { mobile: '' } });
  });

  it.each([
    [{ login_type: 1, mobile: '', password: 'garden123' }, USERNAME_REQUIRED],
    [{ login_type: 1, password: 'garden123' }, USERNAME_REQUIRED],
    [{ login_type: 1, mobile: '13800000000', password: '12345' }, PASSWORD_TOO_SHORT],
    [{ login_type: 1, mobile: '13800000000' }, PASSWORD_TOO_SHORT],
    [{ login_type: 1, mobile: '13800000000', password: '🌹🌹🌹' }, PASSWORD_TOO_SHORT],
    [{ login_type: 2, mobile: '1380000000', sms_code: '123456' }, MOBILE_INVALID],
    [{ login_type: 2, mobile: '12800000000', sms_code: '123456' }, MOBILE_INVALID],
    [{ login_type: 2, mobile: '13800000000', sms_code: '12a456' }, SMS_CODE_INVALID],
  ])('refuses %j with %s', async (json, msg) => {
    const { status, body } = await call(ctx.app, 'POST', '/v1/auth/signin', { json });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('names the field when login_type is missing', async () => {
    const { body } = await call(ctx.app, 'POST', '/v1/auth/signin', { json: { mobile: '13800000000' } });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('login_type');
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const user = await createUser(ctx.db);
    const unknown = await call(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: createMobile(), password: 'whatever1' },
    });
    const wrong = await call(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: user.mobile, password: 'whatever1' },
    });
    expect(unknown.body).toEqual({ code: 400, msg: WRONG_CREDENTIALS, data: null });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('slows down after 3 wrong passwords and locks for 15 minutes after 5', async () => {
    const user = await createUser(ctx.db);
    const attempt = (password: string) => call(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 1, mobile: user.mobile, password } });
    for (let failure = 1; failure <= 3; failure += 1) expect((await attempt('wrong-pass')).body.msg).toBe(WRONG_CREDENTIALS);
    const slowed = await attempt(user.password);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 429, msg: loginSlowDownMessage(5) });
    ctx.clock.advance(5_000);
    expect((await attempt('wrong-pass')).body.msg).toBe(WRONG_CREDENTIALS);
    ctx.clock.advance(10_000);
    expect((await attempt('wrong-pass')).body.msg).toBe(WRONG_CREDENTIALS);
    const locked = await attempt(user.password);
    expect(locked.body).toMatchObject({ code: 429, msg: loginLockedMessage(15) });
    ctx.clock.advance(15 * MINUTE);
    expect((await attempt(user.password)).body.code).toBe(200);
  });
});

describe('POST /v1/auth/signin by SMS', () => {
  it('signs in with a code really sent, once', async () => {
    const user = await createUser(ctx.db);
    const code = await requestSmsCode(ctx.app, user.mobile!, 1);
    const json = { login_type: 2, mobile: user.mobile, sms_code: code };
    const first = await call<{ user_id: number }>(ctx.app, 'POST', '/v1/auth/signin', { json });
    expect(first.body).toMatchObject({ code: 200, data: { user_id: user.id } });
    const again = await call(ctx.app, 'POST', '/v1/auth/signin', { json });
    expect(again.body).toEqual({ code: 400, msg: SMS_CODE_WRONG, data: null });
  });

  it('makes an account for a new mobile', async () => {
    const mobile = createMobile();
    const code = await requestSmsCode(ctx.app, mobile, 1);
    const { body } = await call(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 2, mobile, sms_code: code } });
    expect(body).toMatchObject({ code: 200, data: { mobile, nick: `${mobile.slice(0, 3)}****${mobile.slice(7)}` } });
  });

  it('refuses a wrong code, an expired code, and a code after 5 wrong tries', async () => {
    const user = await createUser(ctx.db);
    const signin = (sms_code: string) => call(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 2, mobile: user.mobile, sms_code } });
    const code = await requestSmsCode(ctx.app, user.mobile!, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await signin(wrong)).body.msg).toBe(SMS_CODE_WRONG);
    expect((await signin(code)).body.msg).toBe(SMS_CODE_WRONG);

    ctx.clock.advance(2 * MINUTE);
    const late = await requestSmsCode(ctx.app, user.mobile!, 1);
    ctx.clock.advance(5 * MINUTE);
    expect((await signin(late)).body.msg).toBe(SMS_CODE_WRONG);
  });

  it('does not accept a code sent for another purpose', async () => {
    const user = await createUser(ctx.db);
    const code = await requestSmsCode(ctx.app, user.mobile!, 3);
    const { body } = await call(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 2, mobile: user.mobile, sms_code: code },
    });
    expect(body.msg).toBe(SMS_CODE_WRONG);
  });
});

describe('POST /v1/auth/signup', () => {
  it('registers a mobile with a password and signs in', async () => {
    const mobile = createMobile();
    const code = await requestSmsCode(ctx.app, mobile, 2);
    const { body } = await call<{ key: string }>(ctx.app, 'POST', '/v1/auth/signup', {
      form: { mobile, password: 'secret12', sms_code: code },
    });
    expect(body).toMatchObject({ code: 200, data: { mobile } });
    const info = await call(ctx.app, 'GET', '/v1/user/info', { key: body.data.key });
    expect(info.body.code).toBe(200);
    const byPassword = await call(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile, password: 'secret12' },
    });
    expect(byPassword.body.code).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ mobile: '1380013800', password: 'secret12', sms_code: '123456' }, MOBILE_INVALID],
    [{ mobile: '13800138001', password: 'short', sms_code: '123456' }, PASSWORD_TOO_SHORT],
    [{ mobile: '13800138001', password: 'x'.repeat(21), sms_code: '123456' }, PASSWORD_TOO_LONG],
    [{ mobile: '13800138001', password: 'secret12' }, SMS_CODE_INVALID],
  ])('refuses %j with %s', async (json, msg) => {
    const { body } = await call(ctx.app, 'POST', '/v1/auth/signup', { json });
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a mobile that is registered already', async () => {
    const user = await createUser(ctx.db);
    const { status, body } = await call(ctx.app, 'POST', '/v1/auth/signup', {
      json: { mobile: user.mobile, password: 'secret12', sms_code: '123456' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, msg: MOBILE_REGISTERED, data: null });
  });
});

describe('POST /v1/auth/forget', () => {
  it('sets a new password and ends every session of the account', async () => {
    const user = await createUser(ctx.db);
    const oldKey = await signIn(ctx.app, user);
    const code = await requestSmsCode(ctx.app, user.mobile!, 3);
    const { body } = await call(ctx.app, 'POST', '/v1/auth/forget', {
      json: { mobile: user.mobile, sms_code: code, password: 'newpass1', repassword: 'newpass1' },
    });
    expect(body.code).toBe(200);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key: oldKey })).body.code).toBe(2001);
    expect(await signIn(ctx.app, { ...user, password: 'newpass1' })).toBeTruthy();
  });

  it('refuses passwords that differ, and a mobile without an account', async () => {
    const user = await createUser(ctx.db);
    const differ = await call(ctx.app, 'POST', '/v1/auth/forget', {
      json: { mobile: user.mobile, sms_code: '123456', password: 'newpass1', repassword: 'newpass2' },
    });
    expect(differ.body).toEqual({ code: 400, msg: PASSWORDS_DIFFER, data: null });
    const unknown = await call(ctx.app, 'POST', '/v1/auth/forget', {
      json: { mobile: createMobile(), sms_code: '123456', password: 'newpass1', repassword: 'newpass1' },
    });
    expect(unknown.body).toEqual({ code: 404, msg: MOBILE_NOT_REGISTERED, data: null });
  });
});

describe('login keys', () => {
  /** A call with `key` is refused as signed out, with `code` and `msg`. */
  async function expectSignedOut(key: string | undefined, code: number, msg: string) {
    const { status, body } = await call(ctx.app, 'GET', '/v1/user/info', { key });
    expect(status).toBe(401);
    expect(body).toEqual({ code, msg, data: null });
  }

  it('answer 2001 without a key and with an unknown one', async () => {
    for (const key of [undefined, 'not-a-real-key']) await expectSignedOut(key, 2001, NOT_LOGGED_IN);
  });

  it('answer 2004 after 7 idle days, and stay alive while used', async () => {
    const user = await createUser(ctx.db);
    const key = await signIn(ctx.app, user);
    ctx.clock.advance(6 * DAY);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body.code).toBe(200);
    ctx.clock.advance(6 * DAY);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body.code).toBe(200);
    ctx.clock.advance(7 * DAY + 1);
    await expectSignedOut(key, 2004, SESSION_EXPIRED);
  });

  it('answer 2004 after 30 days however active', async () => {
    const user = await createUser(ctx.db);
    const key = await signIn(ctx.app, user);
    for (let day = 0; day < 5; day += 1) {
      ctx.clock.advance(6 * DAY);
      await call(ctx.app, 'GET', '/v1/user/info', { key });
    }
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body.code).toBe(2004);
  });

  it('DELETE /v1/auth/logout ends the session; without a key it answers 2001', async () => {
    const user = await createUser(ctx.db);
    const key = await signIn(ctx.app, user);
    const other = await signIn(ctx.app, user);
    expect((await call(ctx.app, 'DELETE', '/v1/auth/logout', { key })).body.code).toBe(200);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body.code).toBe(2001);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key: other })).body.code).toBe(200);
    expect((await call(ctx.app, 'DELETE', '/v1/auth/logout')).body.code).toBe(2001);
  });
});
