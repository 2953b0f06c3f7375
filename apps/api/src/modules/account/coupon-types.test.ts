import type { EndpointName } from '@garden/contract';
// The back office's coupon types: saved with the domain's rules, shown to shoppers on the terms saved, and issued
// to a list of mobiles all or none, each write in the audit trail.
import {
  COUPON_ISSUED,
  COUPON_NOT_FOUND,
  COUPON_TYPE_GOODS_MISSING,
  COUPON_TYPE_SHIPPING_RANGE,
  COUPON_TYPE_THRESHOLD_BELOW_FACE,
  couponMobilesUnknown,
  FIELD_REASONS,
  MOBILE_INVALID,
  OPERATOR_FORBIDDEN,
  SAVED,
} from '@garden/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponTypes, operatorAudit, orders, userCoupons } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { createUser } from '../../test/factories';
import { call, refused } from '../../test/http';
import { addToCart } from '../../test/order-factories';
import { callOperator, operatorOfRole, newestAudit } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();

const operator = <T>(name: EndpointName, fields?: Record<string, unknown>) => callOperator<T>(ctx, name, fields);

const day = 86_400;
const type = () => {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return { type_name: '满200减20', type_money: '20.00', min_goods_amount: '200', use_start_date: now - day, use_end_date: now + 30 * day };
};

describe('coupon types', () => {
  it('adds a type and changes it, listed first, audited before and after', async () => {
    const added = await operator<{ type_id: number }>('saveCouponType', { ...type(), claimable: 0 });
    expect(added.body).toMatchObject({
      code: 200,
      msg: SAVED,
      data: { type_name: '满200减20', type_money: '20.00', min_goods_amount: '200.00', claimable: 0, act_range: 0 },
    });
    const id = added.body.data.type_id;
    const changed = await operator('saveCouponType', { ...type(), type_id: id, type_money: '25', act_range: 1, act_range_ext: [3, 3, 4] });
    expect(changed.body).toMatchObject({ code: 200, data: { type_id: id, type_money: '25.00', act_range: 1, act_range_ext: [3, 4], claimable: 1 } });
    const listed = await operator<{ list: { type_id: number }[] }>('listCouponTypes');
    expect(listed.body.data.list[0]?.type_id).toBe(id);
    const audit = await newestAudit(ctx.db, eq(operatorAudit.targetId, String(id)));
    expect(audit).toMatchObject({
      action: 'saveCouponType',
      targetType: 'coupon-type',
      before: { type_money_fen: 2000 },
      after: { type_money_fen: 2500 },
    });
  });

  it('refuses what the domain refuses and an unknown type, writing nothing', async () => {
    const before = await countRows(ctx.db, ['coupon_types', 'operator_audit']);
    const cases: [Record<string, unknown>, ReturnType<typeof refused>][] = [
      [{ min_goods_amount: '10' }, refused(COUPON_TYPE_THRESHOLD_BELOW_FACE)],
      [{ is_shipping: 1, act_range: 2, act_range_ext: [1] }, refused(COUPON_TYPE_SHIPPING_RANGE)],
      [{ type_money: '0' }, refused(`参数 type_money 不正确：${FIELD_REASONS.price}`)],
      [{ type_money: '1.005' }, refused(`参数 type_money 不正确：${FIELD_REASONS.price}`)],
      [{ type_id: 999_999 }, refused(COUPON_NOT_FOUND, 404)],
    ];
    for (const [change, answer] of cases)
      expect({ change, body: (await operator('saveCouponType', { ...type(), ...change })).body }).toEqual({ change, body: answer });
    expect(await countRows(ctx.db, ['coupon_types', 'operator_audit'])).toEqual(before);
  });
});

describe('a goods coupon (act_range 4): goods picked one by one', () => {
  it('is saved with its goods named, audited, and refused without goods or for goods that do not exist, writing nothing', async () => {
    const [rose, pot] = [await createGoods(ctx.db, { name: '指定月季' }), await createGoods(ctx.db, { name: '指定花盆' })];
    const saved = await operator<{ type_id: number }>('saveCouponType', {
      ...type(),
      act_range: 4,
      act_range_ext: [pot.goodsId, rose.goodsId, pot.goodsId],
    });
    expect(saved.body).toMatchObject({
      code: 200,
      msg: SAVED,
      data: {
        act_range: 4,
        act_range_ext: [pot.goodsId, rose.goodsId],
        range_goods: [
          { goods_id: pot.goodsId, goods_name: '指定花盆' },
          { goods_id: rose.goodsId, goods_name: '指定月季' },
        ],
      },
    });
    const typeId = saved.body.data.type_id;
    const listed = await operator<{ list: { type_id: number; range_goods: unknown[] }[] }>('listCouponTypes');
    expect(listed.body.data.list.find((row) => row.type_id === typeId)?.range_goods).toHaveLength(2);
    expect(await newestAudit(ctx.db, eq(operatorAudit.action, 'saveCouponType'))).toMatchObject({
      targetId: 'new',
      after: { typeId, actRange: 4, actRangeExt: [pot.goodsId, rose.goodsId] },
    });

    const before = await countRows(ctx.db, ['coupon_types', 'operator_audit']);
    for (const change of [{ act_range_ext: [] }, { act_range_ext: [rose.goodsId, 999_999] }, { type_id: typeId, act_range_ext: [999_999] }])
      expect((await operator('saveCouponType', { ...type(), act_range: 4, ...change })).body).toEqual(refused(COUPON_TYPE_GOODS_MISSING));
    expect((await operator('saveCouponType', { ...type(), act_range: 5, act_range_ext: [rose.goodsId] })).body.code).toBe(400);
    expect(await countRows(ctx.db, ['coupon_types', 'operator_audit'])).toEqual(before);
    const [kept] = await ctx.db.select().from(couponTypes).where(eq(couponTypes.typeId, typeId));
    expect(kept?.actRangeExt).toEqual([pot.goodsId, rose.goodsId]);
  });

  it('takes off only the goods picked, at most their amount, at checkout and on placing; shown on their page only', async () => {
    const picked = await createGoods(ctx.db, { name: '券内月季', sendAddressId: 1, skus: [[3_000, 10]] });
    const other = await createGoods(ctx.db, { name: '券外花盆', sendAddressId: 1, skus: [[50_000, 10]] });
    const buyer = await createBuyer(ctx.db, ctx.config);
    const { body: saved } = await operator<{ type_id: number }>('saveCouponType', {
      ...type(),
      type_name: '月季立减80',
      type_money: '80',
      min_goods_amount: '0',
      act_range: 4,
      act_range_ext: [picked.goodsId],
    });
    const typeId = saved.data.type_id;
    expect((await operator('issueCouponList', { type_id: typeId, mobiles: [buyer.user.mobile] })).body.code).toBe(200);

    const pageCoupons = async (goodsId: number) =>
      (
        await call<{ list: { type_id: number }[] }>(ctx.app, 'GET', '/v1/home/bonus_lists', { query: { type: 1, gshp_id: goodsId } })
      ).body.data.list.map((coupon) => coupon.type_id);
    expect(await pageCoupons(picked.goodsId)).toContain(typeId);
    expect(await pageCoupons(other.goodsId)).not.toContain(typeId);

    const mine = await call<{ list: { type_id: number; bonus_id: number; act_range_ext_name: string; gshp_id: number | null }[] }>(
      ctx.app,
      'GET',
      '/v1/user/bonus_lists',
      { key: buyer.key, query: { type: 0 } },
    );
    const held = mine.body.data.list.find((coupon) => coupon.type_id === typeId);
    expect(held).toMatchObject({ act_range_ext_name: '券内月季', gshp_id: picked.goodsId });
    const bonusId = held?.bonus_id as number;

    // Alone, the goods not picked cannot take it.
    const alone = await call<{ order_list: { bonus_id: number }[]; bonus: { list: { bonus_id: number; is_usable: number }[] } }>(
      ctx.app,
      'POST',
      '/v2/order/checkout',
      { key: buyer.key, json: { gshp_id: other.goodsId, number: 1, once: 1 } },
    );
    expect(alone.body.data.order_list[0]?.bonus_id).toBe(0);

    await addToCart(ctx, buyer.key, picked.goodsId, 2);
    await addToCart(ctx, buyer.key, other.goodsId, 1);
    const checkout = await call<{ pay_money: string; order_list: { bonus_id: number; detail_discount_arr: { kind: string; amount: string }[] }[] }>(
      ctx.app,
      'POST',
      '/v2/order/cart_checkout',
      { key: buyer.key, form: { devide_items: '1', shipping_ids: '{"1":2}' } },
    );
    expect(checkout.body.data.order_list[0]).toMatchObject({ bonus_id: bonusId, detail_discount_arr: [{ kind: 'coupon', amount: '60.00' }] });
    // 2 × 30 + 500 goods, 5 shipping, 60 off: the ¥80 coupon deducts no more than the picked goods come to.
    expect(checkout.body.data.pay_money).toBe('505.00');
    const placed = await call<{ order_id: number }>(ctx.app, 'POST', '/v2/order/cart_done', {
      key: buyer.key,
      json: { devide_items: ['1'], shipping_ids: { 1: 2 }, bonus_ids: { 1: bonusId } },
    });
    expect(placed.body.code).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id));
    expect(order).toMatchObject({ bonusId, bonusFen: 6_000, orderAmountFen: 50_500 });
  });
});

describe('issuing a type to a list of mobiles', () => {
  it('gives each shopper one coupon, keeps the ones held, and counts the claims', async () => {
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    const { body: saved } = await operator<{ type_id: number }>('saveCouponType', type());
    const typeId = saved.data.type_id;
    const first = await operator('issueCouponList', { type_id: typeId, mobiles: [a.mobile] });
    expect(first.body).toEqual({
      code: 200,
      msg: COUPON_ISSUED,
      data: { type_id: typeId, issued: 1, already_held: 0, rows: [{ mobile: a.mobile, issued: 1 }] },
    });
    const second = await operator('issueCouponList', { type_id: typeId, mobiles: [a.mobile, b.mobile, b.mobile] });
    expect(second.body).toMatchObject({
      data: {
        issued: 1,
        already_held: 1,
        rows: [
          { mobile: a.mobile, issued: 0 },
          { mobile: b.mobile, issued: 1 },
        ],
      },
    });
    expect(await ctx.db.$count(userCoupons, eq(userCoupons.typeId, typeId))).toBe(2);
    const [row] = await ctx.db.select().from(couponTypes).where(eq(couponTypes.typeId, typeId));
    expect(row?.claimed).toBe(2);
  });

  it('issues nothing when a mobile has no account, naming it, or one is not a mobile', async () => {
    const shopper = await createUser(ctx.db);
    const { body: saved } = await operator<{ type_id: number }>('saveCouponType', type());
    const before = await countRows(ctx.db, ['user_coupons', 'coupon_types', 'operator_audit']);
    const unknown = '13000000009';
    expect((await operator('issueCouponList', { type_id: saved.data.type_id, mobiles: [shopper.mobile, unknown] })).body).toEqual(
      refused(couponMobilesUnknown([unknown])),
    );
    expect((await operator('issueCouponList', { type_id: saved.data.type_id, mobiles: ['123'] })).body).toEqual(refused(MOBILE_INVALID));
    expect((await operator('issueCouponList', { type_id: 999_999, mobiles: [shopper.mobile] })).body).toEqual(refused(COUPON_NOT_FOUND, 404));
    expect(await countRows(ctx.db, ['user_coupons', 'coupon_types', 'operator_audit'])).toEqual(before);
  });
});

describe('who may manage coupon types', () => {
  it('opens them to 运营 and 店长, each write audited with its operator, and refuses 客服 and 仓库 with 403, writing nothing', async () => {
    const shopper = await createUser(ctx.db);
    for (const role of ['客服', '仓库'] as const) {
      const refusedRole = await operatorOfRole(ctx, role);
      const before = await countRows(ctx.db, ['coupon_types', 'user_coupons', 'operator_audit']);
      for (const [name, fields] of [
        ['listCouponTypes', {}],
        ['saveCouponType', type()],
        ['issueCouponList', { type_id: 1, mobiles: [shopper.mobile] }],
      ] as const) {
        const answer = await callOperator(refusedRole, name, fields);
        expect([role, name, answer.status, answer.body]).toEqual([role, name, 403, refused(OPERATOR_FORBIDDEN, 403)]);
      }
      expect(await countRows(ctx.db, ['coupon_types', 'user_coupons', 'operator_audit'])).toEqual(before);
    }
    for (const role of ['运营', '店长'] as const) {
      const as = await operatorOfRole(ctx, role);
      expect((await callOperator(as, 'listCouponTypes')).body.code).toBe(200);
      const saved = await callOperator<{ type_id: number }>(as, 'saveCouponType', { ...type(), type_name: `${role}的券` });
      expect(saved.body).toMatchObject({ code: 200, msg: SAVED });
      const typeId = saved.body.data.type_id;
      expect((await callOperator(as, 'issueCouponList', { type_id: typeId, mobiles: [shopper.mobile] })).body).toMatchObject({
        code: 200,
        msg: COUPON_ISSUED,
      });
      const trail = await ctx.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.targetId, String(typeId)))
        .orderBy(desc(operatorAudit.id));
      expect(trail.map((row) => [row.action, row.operatorId])).toEqual([['issueCouponList', as.id]]);
      expect(trail[0]).toMatchObject({ targetType: 'coupon-type', before: { claimed: 0 }, after: { claimed: 1 } });
      const created = await newestAudit(ctx.db, eq(operatorAudit.action, 'saveCouponType'));
      expect(created).toMatchObject({ operatorId: as.id, targetId: 'new', after: { typeId, typeName: `${role}的券` } });
    }
  });
});
