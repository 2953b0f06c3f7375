import type { EndpointName } from '@garden/contract';
// The back office's coupon types: saved with the domain's rules, shown to shoppers on the terms saved, and issued
// to a list of mobiles all or none, each write in the audit trail.
import {
  COUPON_ISSUED,
  COUPON_NOT_FOUND,
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
import { couponTypes, operatorAudit, userCoupons } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { createUser } from '../../test/factories';
import { refused } from '../../test/http';
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
