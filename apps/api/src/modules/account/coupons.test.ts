import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponTypes, userCoupons } from '../../db/schema/index';
import { useSeededContext, findDemoShopper } from '../../test/catalogue-factories';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

interface Coupon {
  type_id: number;
  type_name: string;
  has_receive: number;
  bonus_id: number;
  is_shipping: number;
  is_usable: number;
  act_range: number;
}

const ctx = useSeededContext();
let shopper: string;
beforeAll(async () => {
  shopper = await signIn(ctx.app, await findDemoShopper(ctx.db));
});

const coupons = (query: Record<string, number>, key?: string) =>
  call<{ list: Coupon[] }>(ctx.app, 'GET', '/v1/home/bonus_lists', { query: { type: 1, ...query }, key });
const receive = (typeId: unknown, key?: string) =>
  call<{ bonus_id: number }>(ctx.app, 'POST', '/v1/user/receive_bonus', { json: { type_id: typeId }, key });

describe('GET /v1/home/bonus_lists', () => {
  it('lists the coupons of every kind that apply to a rose, with the demo shopper’s claims', async () => {
    const { body } = await coupons({ gshp_id: 1 }, shopper);
    expect(body.code).toBe(200);
    const names = body.data.list.map((c) => c.type_name);
    expect(names).toEqual(expect.arrayContaining(['全场满199减20', '月季专享满99减10', '运费券10元']));
    expect(names).not.toContain('过期券满50减5');
    expect(names).not.toContain('新人礼包无门槛5元');
    expect(body.data.list.find((c) => c.type_id === 1)).toMatchObject({ has_receive: 1 });
    expect(body.data.list.find((c) => c.type_id === 2)).toMatchObject({ has_receive: 0, bonus_id: 0 });
    expect(body.data.list.find((c) => c.type_id === 8)).toMatchObject({ is_usable: 0 });
  });

  it('leaves category coupons off goods of other categories', async () => {
    const { body } = await coupons({ gshp_id: 100 });
    expect(body.data.list.map((c) => c.type_id)).not.toContain(2);
    expect(body.data.list.every((c) => c.has_receive === 0)).toBe(true);
  });

  it('answers 404 for unknown goods', async () => {
    expect((await coupons({ gsup_id: 1 })).body.code).toBe(404);
  });
});

describe('POST /v1/user/receive_bonus', () => {
  it('claims once; claiming again answers the same coupon', async () => {
    const user = await signIn(ctx.app, await createUser(ctx.db));
    const first = await receive(2, user);
    expect(first.body).toMatchObject({ code: 200, msg: '领取成功' });
    const again = await receive('2', user);
    expect(again.body).toMatchObject({ code: 200, msg: '您已领取过该优惠券', data: { bonus_id: first.body.data.bonus_id } });
    const [type] = await ctx.db.select().from(couponTypes).where(eq(couponTypes.typeId, 2));
    expect(type?.claimed).toBe(1);
    expect((await coupons({ gshp_id: 1 }, user)).body.data.list.find((c) => c.type_id === 2)?.has_receive).toBe(1);
  });

  it('keeps one shopper’s coupons off another’s list', async () => {
    const a = await signIn(ctx.app, await createUser(ctx.db));
    const b = await signIn(ctx.app, await createUser(ctx.db));
    await receive(3, a);
    expect((await coupons({}, b)).body.data.list.find((c) => c.type_id === 3)?.has_receive).toBe(0);
  });

  it('refuses expired, exhausted, unclaimable and unknown coupons, changing nothing', async () => {
    const user = await signIn(ctx.app, await createUser(ctx.db));
    const before = await ctx.db.$count(userCoupons);
    expect((await receive(7, user)).body).toMatchObject({ code: 400, msg: '优惠券已过期' });
    expect((await receive(8, user)).body).toMatchObject({ code: 400, msg: '优惠券已领完' });
    expect((await receive(9, user)).body).toMatchObject({ code: 400, msg: '该优惠券不可领取' });
    expect((await receive(999, user)).body).toMatchObject({ code: 404, msg: '优惠券不存在' });
    expect((await receive('abc', user)).body.code).toBe(400);
    expect(await ctx.db.$count(userCoupons)).toBe(before);
  });

  it('never hands out more than the total when claims race', async () => {
    await ctx.db.update(couponTypes).set({ total: 3, claimed: 0 }).where(eq(couponTypes.typeId, 4));
    const keys = await Promise.all(Array.from({ length: 6 }, async () => signIn(ctx.app, await createUser(ctx.db))));
    const results = await Promise.all(keys.map((key) => receive(4, key)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.msg === '优惠券已领完')).toHaveLength(3);
  });

  it('needs a login', async () => {
    expect((await receive(1)).body.code).toBe(2001);
  });
});
