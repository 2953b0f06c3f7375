import { MOBILE_BOUND, MOBILE_INVALID, MOBILE_TAKEN, NOT_LOGGED_IN, SESSION_EXPIRED, SMS_CODE_WRONG } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, users } from '../../db/schema/index';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { createMobile, createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';
import { requestSmsCode } from '../../test/sms';

const ctx = useSeededContext();

const DAY = 24 * 60 * 60_000;

describe('GET /v1/user/info', () => {
  it("answers the signed-in shopper's own info, money in yuan", async () => {
    const user = await createUser(ctx.db, { nick: '多肉控', sex: 2, uGrade: 2, isTrader: true, userMoneyFen: 12345 });
    await createUser(ctx.db, { nick: '别人' });
    const { body } = await call(ctx.app, 'GET', '/v1/user/info', { key: await signIn(ctx.app, user) });
    expect(body).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        info: {
          user_id: user.id,
          user_name: '',
          nick: '多肉控',
          mobile: user.mobile,
          is_trader: 1,
          sex: 2,
          avatar: '',
          u_grade: 2,
          grade_name: '金卡会员',
          user_money: '123.45',
          normal_balance: '123.45',
        },
        cart_v3_sum: 0,
      },
    });
  });

  it("counts the pieces in the cart, and only the shopper's own", async () => {
    const user = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const goods = await createGoods(ctx.db);
    const line = { goodsId: goods.goodsId, attrKey: '', type: 'normal' as const, addTime: new Date() };
    await ctx.db.insert(cartItems).values([
      { ...line, userId: user.id, number: 2 },
      { ...line, userId: user.id, number: 3, deliveryId: 1 },
      { ...line, userId: other.id, number: 7 },
    ]);
    const { body } = await call<{ cart_v3_sum: number }>(ctx.app, 'GET', '/v1/user/info', { key: await signIn(ctx.app, user) });
    expect(body.data.cart_v3_sum).toBe(5);
  });

  it('answers 2001 without a key and 2004 with an expired one', async () => {
    expect((await call(ctx.app, 'GET', '/v1/user/info')).body).toEqual({ code: 2001, msg: NOT_LOGGED_IN, data: null });
    const key = await signIn(ctx.app, await createUser(ctx.db));
    ctx.clock.advance(8 * DAY);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key })).body).toEqual({ code: 2004, msg: SESSION_EXPIRED, data: null });
  });
});

describe('POST /v1/user/binding', () => {
  it('binds a mobile to an account that has none', async () => {
    const user = await createUser(ctx.db, { mobile: null, userName: 'binder' });
    const key = await signIn(ctx.app, user);
    const mobile = createMobile();
    const code = await requestSmsCode(ctx.app, mobile, 4);
    const { body } = await call(ctx.app, 'POST', '/v1/user/binding', { key, form: { mobile, sms_code: code } });
    expect(body).toMatchObject({ code: 200, msg: MOBILE_BOUND, data: { user_id: user.id, mobile } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mobile).toBe(mobile);
  });

  it("cannot take another shopper's mobile", async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db, { mobile: null, userName: 'thief' });
    const { status, body } = await call(ctx.app, 'POST', '/v1/user/binding', {
      key: await signIn(ctx.app, other),
      json: { mobile: owner.mobile, sms_code: '123456' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, msg: MOBILE_TAKEN, data: null });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.mobile).toBeNull();
  });

  it('refuses a bad mobile and a code never sent', async () => {
    const key = await signIn(ctx.app, await createUser(ctx.db, { mobile: null, userName: 'nocode' }));
    const bad = await call(ctx.app, 'POST', '/v1/user/binding', { key, json: { mobile: '123', sms_code: '123456' } });
    expect(bad.body).toEqual({ code: 400, msg: MOBILE_INVALID, data: null });
    const unsent = await call(ctx.app, 'POST', '/v1/user/binding', { key, json: { mobile: createMobile(), sms_code: '123456' } });
    expect(unsent.body).toEqual({ code: 400, msg: SMS_CODE_WRONG, data: null });
  });

  it('answers 2001 without a key and 2004 with an expired one', async () => {
    const json = { mobile: createMobile(), sms_code: '123456' };
    expect((await call(ctx.app, 'POST', '/v1/user/binding', { json })).body.code).toBe(2001);
    const key = await signIn(ctx.app, await createUser(ctx.db));
    ctx.clock.advance(8 * DAY);
    expect((await call(ctx.app, 'POST', '/v1/user/binding', { key, json })).body.code).toBe(2004);
  });
});
