import { COUPON_NOT_FOUND, USER_NOT_FOUND } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponTypes, userCoupons } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator, refused } from '../../test/http';

const ctx = useSeededContext();

describe('POST /v1/operator/coupons/issue', () => {
  it('gives a shopper one coupon of a type shoppers cannot claim, by mobile or id, once', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const now = ctx.clock.now();
    const [type] = await ctx.db
      .insert(couponTypes)
      .values({ typeName: '运营赠券', typeMoneyFen: 500, claimable: false, useStartDate: now, useEndDate: new Date(now.getTime() + 86_400_000) })
      .returning();
    const typeId = (type as { typeId: number }).typeId;
    const issued = await callAsOperator(ctx, 'POST', '/v1/operator/coupons/issue', { json: { type_id: typeId, mobile: buyer.user.mobile } });
    expect(issued.body).toMatchObject({ code: 200, msg: '已发放', data: { type_id: typeId, user_id: buyer.user.id, created: 1 } });
    const again = await callAsOperator(ctx, 'POST', '/v1/operator/coupons/issue', { json: { type_id: typeId, user_id: buyer.user.id } });
    expect(again.body).toMatchObject({ code: 200, data: { created: 0 } });
    expect(
      await ctx.db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, buyer.user.id), eq(userCoupons.typeId, typeId))),
    ).toHaveLength(1);
  });

  it('refuses an unknown shopper or type', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    expect((await callAsOperator(ctx, 'POST', '/v1/operator/coupons/issue', { json: { type_id: 1, mobile: '13000000001' } })).body).toEqual(
      refused(USER_NOT_FOUND, 404),
    );
    expect((await callAsOperator(ctx, 'POST', '/v1/operator/coupons/issue', { json: { type_id: 999_999, user_id: buyer.user.id } })).body).toEqual(
      refused(COUPON_NOT_FOUND, 404),
    );
  });
});
