// The account area (shopping §2 coupon, myBalance, turnCash, userCenter; §4 "Withdrawal"; §5 profile
// and withdrawal rules): the shopper's coupons, balance ledger and withdrawals, and their profile.
// Every call is the signed-in shopper's own: it reads and writes rows of `userId` only.
import type { BalancePage, MyCoupon, MyCouponPage, WithdrawalPage, WithdrawalRecord, WithdrawalRequested } from '@garden/contract';
import {
  AMOUNT_INVALID,
  WITHDRAWAL_OVER_BALANCE,
  formatYuan,
  fromFen,
  parseFen,
  validateWithdrawal,
  withdrawalStatusLabel,
  WITHDRAWAL_DESC,
  checkUseDates,
  chinaDayStart,
} from '@garden/domain';
import { and, desc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { balanceLogs, couponTypes, sessions, userCoupons, users, withdrawals } from '../../db/schema/index';
import { badRequest } from '../../platform/api-error';
import type { SessionUser } from '../../platform/sessions';
import { seconds, secondsOrZero } from '../../platform/unix-time';
import { GOODS_RANGE, rangeNames, rangeText } from './coupon-range-names';

/**
 * One page (9) of the shopper's coupons (shopping §2 "Coupons"): tab 0 the unused ones still valid,
 * tab 1 the used and the expired; each with the text of its range and where 去使用 leads. A coupon is valid
 * through the whole China day of its end date, as checkout's `checkUseDates` has it.
 */
export async function listMyCoupons(db: Database, userId: number, tab: 0 | 1, page: number, limit: number, now: Date): Promise<MyCouponPage> {
  const today = chinaDayStart(now);
  const unused = and(isNull(userCoupons.orderId), gte(couponTypes.useEndDate, today));
  const where = and(eq(userCoupons.userId, userId), tab === 0 ? unused : or(isNotNull(userCoupons.orderId), lt(couponTypes.useEndDate, today)));
  const { rows, total } = await readPage(
    db,
    db
      .select({ held: userCoupons, type: couponTypes })
      .from(userCoupons)
      .innerJoin(couponTypes, eq(couponTypes.typeId, userCoupons.typeId))
      .where(where),
    {
      orderBy: [tab === 0 ? couponTypes.useEndDate : desc(userCoupons.addTime), desc(userCoupons.bonusId)],
      page,
      limit,
    },
  );
  const names = await rangeNames(
    db,
    rows.map(({ type }) => type),
  );
  const list = rows.map(({ held, type }): MyCoupon => {
    const ext = [...type.actRangeExt];
    return {
      bonus_id: held.bonusId,
      type_id: type.typeId,
      type_name: type.typeName,
      type_money: formatYuan(fromFen(type.typeMoneyFen)),
      type_money_deal: type.typeMoneyDealFen === null ? null : formatYuan(fromFen(type.typeMoneyDealFen)),
      min_goods_amount: formatYuan(fromFen(type.minGoodsAmountFen)),
      is_shipping: type.isShipping ? 1 : 0,
      act_range: type.actRange,
      act_range_ext: ext,
      act_range_ext_name: rangeText(type, names),
      // 去使用 leads to the goods when a goods coupon is for one goods only.
      gshp_id: type.actRange === GOODS_RANGE && ext.length === 1 ? (ext[0] ?? null) : null,
      use_start_date: seconds(type.useStartDate),
      use_end_date: seconds(type.useEndDate),
      used_time: secondsOrZero(held.usedTime),
      status: held.orderId !== null ? 'used' : checkUseDates(type, now) === 'expired' ? 'expired' : 'unused',
    };
  });
  return { list, total, page, limit };
}

/** The shopper's balance and one page (10) of its ledger, newest first (shopping §2 "Balance"). */
export async function readBalance(db: Database, userId: number, page: number, limit: number): Promise<BalancePage> {
  const mine = eq(balanceLogs.userId, userId);
  const [[user], { rows, total }] = await Promise.all([
    db.select({ money: users.userMoneyFen }).from(users).where(eq(users.id, userId)),
    readPage(db, db.select().from(balanceLogs).where(mine), {
      orderBy: [desc(balanceLogs.changeTime), desc(balanceLogs.logId)],
      page,
      limit,
    }),
  ]);
  const money = formatYuan(fromFen(user?.money ?? 0));
  return {
    user_money: money,
    normal_balance: money,
    list: rows.map((row) => ({
      log_id: row.logId,
      change_time: seconds(row.changeTime),
      amount: formatYuan(fromFen(row.changeFen)),
      user_money: formatYuan(fromFen(row.balanceAfterFen)),
      short_change_desc: row.shortChangeDesc,
    })),
    total,
    page,
    limit,
  };
}

/** An Alipay account as the history shows it: the middle hidden. */
function maskAccount(account: string): string {
  if (account.includes('@')) {
    const [name = '', domain = ''] = account.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  return account.length > 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : account;
}

function describeWithdrawal(row: typeof withdrawals.$inferSelect): WithdrawalRecord {
  return {
    id: row.withdrawalId,
    add_time: seconds(row.addTime),
    amount: formatYuan(fromFen(row.amountFen)),
    payment: row.payment,
    zfb: maskAccount(row.zfb),
    zfb_name: row.zfbName,
    is_paid: row.isPaid,
    status_label: withdrawalStatusLabel(row.isPaid),
  };
}

/** One page (10) of the shopper's withdrawals, newest first. */
export async function listWithdrawals(db: Database, userId: number, page: number, limit: number): Promise<WithdrawalPage> {
  const mine = eq(withdrawals.userId, userId);
  const { rows, total } = await readPage(db, db.select().from(withdrawals).where(mine), {
    orderBy: [desc(withdrawals.addTime), desc(withdrawals.withdrawalId)],
    page,
    limit,
  });
  return { list: rows.map(describeWithdrawal), total, page, limit };
}

export interface WithdrawalForm {
  amount: string;
  payment: string;
  zfb: string;
  zfbName: string;
}

/**
 * Asks for a withdrawal (shopping §4 "Withdrawal"): the domain's form rules, then, in one transaction,
 * the amount leaves the balance only if the balance covers it (one conditional update, so concurrent
 * requests can never spend it twice), with its ledger row and the request 申请中.
 */
export async function requestWithdrawal(db: Database, userId: number, form: WithdrawalForm, now: Date): Promise<WithdrawalRequested> {
  const refusal = validateWithdrawal({ amount: form.amount.trim(), account: form.zfb, name: form.zfbName });
  // The rule has read the amount already: a refused one is never null here, an accepted one fits the column.
  const amountFen = parseFen(form.amount);
  if (refusal || amountFen === null) throw badRequest(refusal ?? AMOUNT_INVALID);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(users)
      .set({ userMoneyFen: sql`${users.userMoneyFen} - ${amountFen}` })
      .where(and(eq(users.id, userId), gte(users.userMoneyFen, amountFen)))
      .returning({ money: users.userMoneyFen });
    if (!after) throw badRequest(WITHDRAWAL_OVER_BALANCE);
    const [row] = await tx
      .insert(withdrawals)
      .values({ userId, amountFen, payment: form.payment || 'alipay', zfb: form.zfb.trim(), zfbName: form.zfbName.trim(), addTime: now })
      .returning();
    const withdrawal = row as typeof withdrawals.$inferSelect;
    await tx.insert(balanceLogs).values({
      userId,
      changeFen: -amountFen,
      balanceAfterFen: after.money,
      shortChangeDesc: WITHDRAWAL_DESC,
      withdrawalId: withdrawal.withdrawalId,
      changeTime: now,
    });
    return { withdrawal: describeWithdrawal(withdrawal), user_money: formatYuan(fromFen(after.money)) };
  });
}

/** Saves what the profile form changed (shopping §5 "Profile"): nickname, sex (1 or 2), avatar path. */
export async function editProfile(db: Database, userId: number, change: { nick?: string; sex?: number; avatar?: string }): Promise<SessionUser> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.nick !== undefined) set.nick = change.nick;
  if (change.sex !== undefined) set.sex = change.sex;
  if (change.avatar !== undefined) set.avatar = change.avatar;
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(users).set(set).where(eq(users.id, userId)).returning()
      : await db.select().from(users).where(eq(users.id, userId));
  return row as SessionUser;
}

/** Sets a new password and ends every other session of the account, keeping the one that asked. */
export async function changePassword(db: Database, userId: number, passwordHash: string, keepKeyHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.keyHash, keepKeyHash)));
  });
}
