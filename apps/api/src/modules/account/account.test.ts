import type { BalancePage, MyCouponPage, OperatorWithdrawal, UserInfo, WithdrawalPage, WithdrawalRequested } from '@garden/contract';
import {
  ACCOUNT_NAME_INVALID,
  ALIPAY_ACCOUNT_INVALID,
  AMOUNT_INVALID,
  CURRENT_PASSWORD_WRONG,
  FILE_TOO_LARGE,
  NICK_INVALID,
  SEX_REQUIRED,
  WITHDRAWAL_CLOSED,
  WITHDRAWAL_OVER_BALANCE,
  PAYEE_MISMATCH,
  chinaDayStart,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceLogs, categories, couponTypes, userCoupons, users, withdrawals } from '../../db/schema/index';
import { createBuyer, giveCoupon } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, type CallOptions, refused } from '../../test/http';
import { requestSmsCode } from '../../test/sms';

const ctx = useSeededContext();

const operate = <T>(method: string, path: string, options: CallOptions = {}) =>
  call<T>(ctx.app, method, path, { ...options, headers: { authorization: `Bearer ${ctx.operatorKey}` } });
const balanceOf = async (userId: number) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.userMoneyFen;
const ledgerOf = async (userId: number) =>
  (await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, userId))).reduce((sum, row) => sum + row.changeFen, 0);
/** The demo shopper's Alipay account the sandbox payout knows (integrations/payouts.ts). */
const KNOWN_PAYEE = { zfb: '13800138000', zfb_name: '花园演示' };

describe('my coupons', () => {
  it('lists unused coupons on tab 0 and used or expired ones on tab 1, only the shopper’s own', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const other = await createBuyer(ctx.db, ctx.config);
    const now = ctx.config.now();
    const fresh = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1000, minGoodsAmountFen: 10000 }, now);
    const used = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, now);
    await ctx.db.update(userCoupons).set({ orderId: 999, usedTime: now }).where(eq(userCoupons.bonusId, used));
    await giveCoupon(ctx.db, other.user.id, { typeMoneyFen: 800 }, now);

    const unused = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key, query: { type: 0 } });
    expect(unused.body.data.list.map((coupon) => [coupon.bonus_id, coupon.status, coupon.type_money, coupon.min_goods_amount])).toEqual([
      [fresh, 'unused', '10.00', '100.00'],
    ]);
    const spent = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key, query: { type: 1 } });
    expect(spent.body.data.list.map((coupon) => [coupon.bonus_id, coupon.status])).toEqual([[used, 'used']]);
    expect(spent.body.data.limit).toBe(9);

    // Valid through the whole China day of its end date (checkout's rule): ending an hour ago today is still
    // usable; ending before today's Beijing midnight is expired.
    const endsToday = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 400 }, now);
    const expired = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 300 }, now);
    const endOn = async (bonusId: number, useEndDate: Date) => {
      const [held] = await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonusId));
      await ctx.db
        .update(couponTypes)
        .set({ useEndDate })
        .where(eq(couponTypes.typeId, held?.typeId as number));
    };
    await endOn(endsToday, new Date(now.getTime() - 60 * 60 * 1000));
    await endOn(expired, new Date(chinaDayStart(now).getTime() - 1000));
    const later = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key, query: { type: 1 } });
    expect(Object.fromEntries(later.body.data.list.map((coupon) => [coupon.bonus_id, coupon.status]))).toEqual({
      [expired]: 'expired',
      [used]: 'used',
    });
    const stillUnused = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key, query: { type: 0 } });
    expect(Object.fromEntries(stillUnused.body.data.list.map((coupon) => [coupon.bonus_id, coupon.status]))).toEqual({
      [endsToday]: 'unused',
      [fresh]: 'unused',
    });
  });

  it('names the categories a category coupon is for, and leads 去使用 there', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 700 }, ctx.config.now());
    const [held] = await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonus));
    const [category] = await ctx.db.select().from(categories).limit(1);
    await ctx.db
      .update(couponTypes)
      .set({ actRange: 1, actRangeExt: [category?.catId as number] })
      .where(eq(couponTypes.typeId, held?.typeId as number));
    const page = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key });
    expect(page.body.data.list[0]).toMatchObject({ act_range: 1, act_range_ext: [category?.catId], act_range_ext_name: category?.catName });
  });

  it('says a supplier coupon is for the named suppliers, not the whole shop', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 700 }, ctx.config.now());
    const [held] = await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonus));
    await ctx.db
      .update(couponTypes)
      .set({ actRange: 3, actRangeExt: [1] })
      .where(eq(couponTypes.typeId, held?.typeId as number));
    const page = await call<MyCouponPage>(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key });
    expect(page.body.data.list[0]).toMatchObject({ act_range: 3, act_range_ext_name: '指定供应商' });
  });

  it('needs a login and a known tab', async () => {
    expect((await call(ctx.app, 'GET', '/v1/user/bonus_lists')).status).toBe(401);
    const buyer = await createBuyer(ctx.db, ctx.config);
    expect((await call(ctx.app, 'GET', '/v1/user/bonus_lists', { key: buyer.key, query: { type: 5 } })).body.code).toBe(400);
  });
});

describe('withdrawals', () => {
  it('refuses a bad form with the spec’s messages and changes nothing', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000 });
    const cases: [Record<string, string>, string][] = [
      [{ amount: '10', zfb: 'not-an-account', zfb_name: '花园演示' }, ALIPAY_ACCOUNT_INVALID],
      [{ amount: '10', zfb: '13800138000', zfb_name: ' ' }, ACCOUNT_NAME_INVALID],
      [{ amount: '10.001', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      [{ amount: '0', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      [{ amount: '-5', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      // Past what an amount column keeps (PostgreSQL integer fen, 21 474 836.47 yuan), and past a safe fen count.
      [{ amount: '21474836.48', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      [{ amount: '100000000000000', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      [{ amount: '99999999999999999999.99', ...KNOWN_PAYEE }, AMOUNT_INVALID],
      [{ amount: '100.01', ...KNOWN_PAYEE }, WITHDRAWAL_OVER_BALANCE],
    ];
    for (const [form, message] of cases) {
      expect((await call(ctx.app, 'POST', '/v1/user/cash', { key: buyer.key, json: form })).body).toEqual(refused(message));
    }
    expect(await balanceOf(buyer.user.id)).toBe(10_000);
    expect(await ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, buyer.user.id))).toEqual([]);
  });

  it('reserves the amount with its ledger row, shows 申请中, and the operator pays it: 已完成', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000 });
    const asked = await call<WithdrawalRequested>(ctx.app, 'POST', '/v1/user/cash', { key: buyer.key, json: { amount: '30.50', ...KNOWN_PAYEE } });
    expect(asked.body.data).toMatchObject({
      user_money: '69.50',
      withdrawal: { amount: '30.50', is_paid: 0, status_label: '申请中', zfb: '138****8000' },
    });
    expect(await ledgerOf(buyer.user.id)).toBe(6_950);

    const history = await call<WithdrawalPage>(ctx.app, 'GET', '/v1/user/cash_log', { key: buyer.key });
    expect(history.body.data.list.map((row) => row.status_label)).toEqual(['申请中']);
    const other = await createBuyer(ctx.db, ctx.config);
    expect((await call<WithdrawalPage>(ctx.app, 'GET', '/v1/user/cash_log', { key: other.key })).body.data.list).toEqual([]);

    const paid = await operate<OperatorWithdrawal>('POST', '/v1/operator/withdrawals/pay', { json: { id: asked.body.data.withdrawal.id } });
    expect(paid.body.data).toMatchObject({ is_paid: 1, amount: 3_050 });
    expect(paid.body.data.payout_no).not.toBe('');
    const after = await call<WithdrawalPage>(ctx.app, 'GET', '/v1/user/cash_log', { key: buyer.key });
    expect(after.body.data.list.map((row) => row.status_label)).toEqual(['已完成']);
    expect((await operate('POST', '/v1/operator/withdrawals/pay', { json: { id: asked.body.data.withdrawal.id } })).body).toEqual(
      refused(WITHDRAWAL_CLOSED),
    );
    expect(await balanceOf(buyer.user.id)).toBe(6_950);
  });

  it('a payout the provider refuses, or a refusal, returns the money exactly once', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000 });
    const wrongName = await call<WithdrawalRequested>(ctx.app, 'POST', '/v1/user/cash', {
      key: buyer.key,
      json: { amount: '20', zfb: '13800138000', zfb_name: '别人' },
    });
    const first = await operate('POST', '/v1/operator/withdrawals/pay', { json: { id: wrongName.body.data.withdrawal.id } });
    expect(first.body.msg).toContain(PAYEE_MISMATCH);
    const again = await operate('POST', '/v1/operator/withdrawals/pay', { json: { id: wrongName.body.data.withdrawal.id } });
    expect(again.body).toEqual(refused(WITHDRAWAL_CLOSED));
    expect(await balanceOf(buyer.user.id)).toBe(10_000);

    const refusedOne = await call<WithdrawalRequested>(ctx.app, 'POST', '/v1/user/cash', { key: buyer.key, json: { amount: '15', ...KNOWN_PAYEE } });
    await Promise.all([1, 2, 3].map(() => operate('POST', '/v1/operator/withdrawals/refuse', { json: { id: refusedOne.body.data.withdrawal.id } })));
    expect(await balanceOf(buyer.user.id)).toBe(10_000);
    expect(await ledgerOf(buyer.user.id)).toBe(10_000);
    const balance = await call<BalancePage>(ctx.app, 'GET', '/v1/user/balance_log', { key: buyer.key });
    expect(balance.body.data.user_money).toBe('100.00');
    expect(balance.body.data.list.map((row) => row.short_change_desc).sort()).toEqual(
      ['提现申请', '提现申请', '提现退回', '提现退回', '测试充值'].sort(),
    );
    const audit = await operate<{ drift: unknown[] }>('GET', '/v1/operator/audit/balances');
    expect(audit.body).toMatchObject({ code: 200 });
    expect(audit.body.data.drift).toEqual([]);
  });

  it('50 concurrent withdrawals of ¥10 from ¥100 over two instances never spend twice: exactly 10 pass', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000 });
    const other = await ctx.secondInstance();
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          call(index % 2 === 0 ? ctx.app : other.app, 'POST', '/v1/user/cash', { key: buyer.key, json: { amount: '10', ...KNOWN_PAYEE } }),
        ),
      );
      expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.body.code !== 200).map((answer) => answer.body.msg)).toEqual(Array(40).fill(WITHDRAWAL_OVER_BALANCE));
    } finally {
      await other.close();
    }
    expect(await balanceOf(buyer.user.id)).toBe(0);
    expect(await ledgerOf(buyer.user.id)).toBe(0);
  });
});

describe('profile', () => {
  const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' });

  it('saves nickname, sex and an avatar told by its bytes', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const saved = await call<UserInfo>(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { nick: ' 花友小林 ', sex: '2', avatar: png() } });
    expect(saved.body.data).toMatchObject({ nick: '花友小林', sex: 2 });
    expect(saved.body.data.avatar).toMatch(/^\/uploads\/avatar\/.+\.png$/);
  });

  it('removes the avatar a new one replaced, so no picture is left that nothing shows', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const edit = () => call<UserInfo>(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { avatar: png() } });
    const first = (await edit()).body.data.avatar;
    expect((await ctx.app.request(first)).status).toBe(200);
    const second = (await edit()).body.data.avatar;
    expect([(await ctx.app.request(first)).status, (await ctx.app.request(second)).status]).toEqual([404, 200]);
  });

  it('refuses a picture that is not one whatever its name, a big one, no sex and a bad nickname', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const fake = new File([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'me.png', { type: 'image/png' });
    expect((await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { avatar: fake } })).body.code).toBe(400);
    const big = new Uint8Array(1_048_577);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { avatar: new Blob([big]) } })).body.msg).toBe(FILE_TOO_LARGE);
    expect((await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { sex: '3' } })).body).toEqual(refused(SEX_REQUIRED));
    expect((await call(ctx.app, 'POST', '/v1/user/edit', { key: buyer.key, form: { nick: '   ' } })).body).toEqual(refused(NICK_INVALID));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect([row?.nick, row?.avatar]).toEqual([buyer.user.nick, buyer.user.avatar]);
  });

  it('changes the password with the current one and ends the other sessions, keeping this one', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const elsewhere = await call<{ key: string }>(ctx.app, 'POST', '/v1/auth/signin', {
      json: { login_type: 1, mobile: buyer.user.mobile, password: 'buyer-pass' },
    });
    const wrong = await call(ctx.app, 'POST', '/v1/user/password', {
      key: buyer.key,
      json: { old_password: 'nope-nope', password: 'new-pass-1', repassword: 'new-pass-1' },
    });
    expect(wrong.body).toEqual(refused(CURRENT_PASSWORD_WRONG));
    const changed = await call(ctx.app, 'POST', '/v1/user/password', {
      key: buyer.key,
      json: { old_password: 'buyer-pass', password: 'new-pass-1', repassword: 'new-pass-1' },
    });
    expect(changed.body.code).toBe(200);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key: elsewhere.body.data.key })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key: buyer.key })).body.code).toBe(200);
    const signIn = await call(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 1, mobile: buyer.user.mobile, password: 'new-pass-1' } });
    expect(signIn.body.code).toBe(200);
  });

  it('changes the password with an SMS code to the own mobile, and the mobile with a code to the new one', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const code = await requestSmsCode(ctx.app, buyer.user.mobile as string, 3);
    const byCode = await call(ctx.app, 'POST', '/v1/user/password', {
      key: buyer.key,
      json: { sms_code: code, password: 'via-sms-1', repassword: 'via-sms-1' },
    });
    expect(byCode.body.code).toBe(200);
    const fresh = `139${String(Date.now()).slice(-8)}`;
    const mobileCode = await requestSmsCode(ctx.app, fresh, 4);
    const moved = await call<UserInfo>(ctx.app, 'POST', '/v1/user/mobile', { key: buyer.key, json: { mobile: fresh, sms_code: mobileCode } });
    expect(moved.body.data.mobile).toBe(fresh);
  });
});
