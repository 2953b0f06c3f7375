// The back office's 顾客 (issue 32 "People"): customer service finds and reads shoppers, the shop manager disables
// or enables an account (its sessions end, sign-in by password or SMS code is refused with a clear message) and marks
// trade buyers; every write in the audit trail, nothing written on a refusal.
import {
  ACCOUNT_DISABLED,
  ACCOUNT_DISABLED_CODE,
  NOT_LOGGED_IN_CODE,
  OPERATOR_FORBIDDEN,
  type OperatorRole,
  SHOPPER_DISABLED,
  SHOPPER_ENABLED,
  USER_NOT_FOUND,
  WRONG_CREDENTIALS,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favourites, operatorAudit, users } from '../../db/schema/index';
import { openSession } from '../../platform/sessions';
import { giveCard, giveCoupon } from '../../test/buying-factories';
import { createGoods, findDemoShopper, useSeededContext } from '../../test/catalogue-factories';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { call, refused } from '../../test/http';
import { callOperator, newestAudit, operatorOfRole } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';
import { requestSmsCode } from '../../test/sms';

const ctx = useSeededContext();

const signInByPassword = (mobile: string, password = TEST_PASSWORD) =>
  call(ctx.app, 'POST', '/v1/auth/signin', { json: { mobile, login_type: 1, password } });
const userInfo = (key: string) => call(ctx.app, 'GET', '/v1/user/info', { key });

describe('shoppers in the back office', () => {
  it('lets customer service find a shopper by mobile, nickname or id and read the account', async () => {
    const service = await operatorOfRole(ctx, '客服');
    const shopper = await createUser(ctx.db, { nick: '兰花爱好者小周', userMoneyFen: 12_345 });
    await giveCard(ctx.db, shopper.id, { fCardNumber: 1, balanceFen: 50_000, fDiscount: '0.9500', fName: '金卡' });
    await giveCoupon(ctx.db, shopper.id, { typeMoneyFen: 2_000, minGoodsAmountFen: 10_000 }, ctx.clock.now());
    const item = await createGoods(ctx.db);
    await ctx.db.insert(favourites).values({ userId: shopper.id, goodsId: item.goodsId, addTime: ctx.clock.now() });

    for (const q of [shopper.mobile as string, '兰花爱好者', String(shopper.id)]) {
      const found = await callOperator<{ list: { user_id: number }[]; total: number }>(service, 'listShoppers', { q });
      expect(found.body.code).toBe(200);
      expect(found.body.data.list.map((row) => row.user_id)).toContain(shopper.id);
    }
    const none = await callOperator<{ total: number }>(service, 'listShoppers', { q: '没有这个人%_' });
    expect(none.body.data.total).toBe(0);

    const detail = await callOperator(service, 'readShopper', { user_id: shopper.id });
    expect(detail.body).toMatchObject({
      code: 200,
      data: {
        shopper: { user_id: shopper.id, mobile: shopper.mobile, nick: '兰花爱好者小周', user_money: '123.45', disabled: 0, is_trader: 0 },
        orders: { total: 0, list: [] },
        cards: [{ f_card_number: 1, f_name: '金卡', balance: '500.00' }],
        coupons: [{ type_money: '20.00', min_goods_amount: '100.00', state: 'unused' }],
        favourites_count: 1,
      },
    });
    // The demo shopper's seeded orders are listed newest first, each with its tab's name.
    const demo = await findDemoShopper(ctx.db);
    const demoDetail = await callOperator<{ orders: { total: number; list: { status_name: string }[] } }>(service, 'readShopper', {
      user_id: demo.id,
    });
    expect(demoDetail.body.data.orders.total).toBeGreaterThan(0);
    expect(demoDetail.body.data.orders.list.length).toBe(Math.min(10, demoDetail.body.data.orders.total));
    expect((await callOperator(service, 'readShopper', { user_id: 999_999 })).body).toEqual(refused(USER_NOT_FOUND, 404));
  });

  it('keeps the shoppers to customer service, finance (whose cards and balance it works) and the shop manager', async () => {
    const shopper = await createUser(ctx.db);
    for (const role of ['运营', '仓库'] as OperatorRole[]) {
      const other = await operatorOfRole(ctx, role);
      for (const [name, fields] of [
        ['listShoppers', {}],
        ['readShopper', { user_id: shopper.id }],
      ] as const) {
        const answer = await callOperator(other, name, fields);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
      }
    }
    expect((await callOperator(ctx, 'listShoppers', { q: shopper.mobile })).body.code).toBe(200);
    const finance = await operatorOfRole(ctx, '财务');
    expect((await callOperator(finance, 'readShopper', { user_id: shopper.id })).body.code).toBe(200);
  });

  it('disables an account: its sessions end and sign-in by password or SMS code is refused with the message, until enabled', async () => {
    const shopper = await createUser(ctx.db);
    const mobile = shopper.mobile as string;
    const key = await openSession(ctx.db, ctx.config, shopper.id);
    expect((await userInfo(key)).body.code).toBe(200);

    const disabled = await callOperator(ctx, 'setShopperDisabled', { user_id: shopper.id, disabled: 1 });
    expect(disabled.body).toEqual({ code: 200, msg: SHOPPER_DISABLED, data: { user_id: shopper.id, disabled: 1 } });
    expect((await userInfo(key)).body.code).toBe(NOT_LOGGED_IN_CODE);
    const byPassword = await signInByPassword(mobile);
    expect(byPassword.status).toBe(403);
    expect(byPassword.body).toEqual(refused(ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE));
    // Only whoever proves the account theirs learns it is disabled.
    expect((await signInByPassword(mobile, 'wrong-password')).body).toEqual(refused(WRONG_CREDENTIALS));
    const code = await requestSmsCode(ctx.app, mobile, 1);
    const bySms = await call(ctx.app, 'POST', '/v1/auth/signin', { json: { mobile, login_type: 2, sms_code: code } });
    expect(bySms.body).toEqual(refused(ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE));

    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'setShopperDisabled'), eq(operatorAudit.targetId, String(shopper.id))));
    expect(audit).toMatchObject({ targetType: 'user', before: { disabled: false }, after: { disabled: true } });
    expect(audit?.after).not.toHaveProperty('password_hash');

    // A session a sign-in opened while the disabling committed (after it deleted the sessions) opens nothing.
    expect((await userInfo(await openSession(ctx.db, ctx.config, shopper.id))).body.code).toBe(NOT_LOGGED_IN_CODE);

    const enabled = await callOperator(ctx, 'setShopperDisabled', { user_id: shopper.id, disabled: 0 });
    expect(enabled.body).toMatchObject({ code: 200, msg: SHOPPER_ENABLED, data: { disabled: 0 } });
    expect((await signInByPassword(mobile)).body.code).toBe(200);
  });

  it('lets only the shop manager disable or mark a trade buyer, and writes nothing on a refusal', async () => {
    const shopper = await createUser(ctx.db);
    const key = await openSession(ctx.db, ctx.config, shopper.id);
    const service = await operatorOfRole(ctx, '客服');
    const before = await countRows(ctx.db, ['operator_audit', 'sessions']);
    for (const [name, fields] of [
      ['setShopperDisabled', { user_id: shopper.id, disabled: 1 }],
      ['setTrader', { user_id: shopper.id, is_trader: 1 }],
    ] as const) {
      const answer = await callOperator(service, name, fields);
      expect(answer.body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
    }
    // Fields the contract refuses, and a shopper the shop does not have.
    expect((await callOperator(ctx, 'setShopperDisabled', { user_id: shopper.id, disabled: 2 })).body.code).toBe(400);
    expect((await callOperator(ctx, 'setShopperDisabled', { user_id: shopper.id })).body.code).toBe(400);
    expect((await callOperator(ctx, 'setShopperDisabled', { user_id: 999_999, disabled: 1 })).body).toEqual(refused(USER_NOT_FOUND, 404));
    expect(await countRows(ctx.db, ['operator_audit', 'sessions'])).toEqual(before);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ disabled: false, isTrader: false });
    expect((await userInfo(key)).body.code).toBe(200);

    // The shop manager marks the trade buyer, recorded in the trail.
    expect((await callOperator(ctx, 'setTrader', { user_id: shopper.id, is_trader: 1 })).body.code).toBe(200);
    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'setTrader'), eq(operatorAudit.targetId, String(shopper.id))));
    expect(audit).toMatchObject({ before: { is_trader: false }, after: { is_trader: true } });
  });
});
