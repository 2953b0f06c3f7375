// The operator's side of withdrawals (shopping §4 "Withdrawal"; `garden withdrawals`): list the open
// ones, pay one out through the payout provider, or refuse it. A refused or failed payout puts the money
// back on the balance exactly once: closing the request is a conditional update from 申请中, in the same
// transaction as the credit and its ledger row.
import type { BalanceAudit, OperatorWithdrawal } from '@garden/contract';
import { PAYOUTS_NOT_CONFIGURED, WITHDRAWAL_CLOSED, WITHDRAWAL_NOT_FOUND, WITHDRAWAL_RETURN_DESC } from '@garden/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceLogs, users, withdrawals } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import type { PayoutProvider } from '../../integrations/payouts';
import { seconds, secondsOrZero } from '../../platform/unix-time';

/** `is_paid` of a withdrawal: 0 申请中, 1 paid, 2 refused or failed and returned. */
const PENDING = 0;
const PAID = 1;
const RETURNED = 2;

/** How many withdrawals are 申请中: the queue's list as it opens (the dashboard's work waiting). */
export function countOpenWithdrawals(db: Database): Promise<number> {
  return db.$count(withdrawals, eq(withdrawals.isPaid, PENDING));
}

/** Withdrawals, oldest first: the open ones, every one with `all`, or the one with `id`. */
export async function listWithdrawalsForOperator(db: Database, all: boolean, id?: number): Promise<OperatorWithdrawal[]> {
  const rows = await db
    .select({ row: withdrawals, mobile: users.mobile })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(id !== undefined ? eq(withdrawals.withdrawalId, id) : all ? undefined : eq(withdrawals.isPaid, PENDING))
    .orderBy(asc(withdrawals.addTime), asc(withdrawals.withdrawalId));
  return rows.map(({ row, mobile }) => ({
    id: row.withdrawalId,
    user_id: row.userId,
    mobile: mobile ?? '',
    amount: row.amountFen,
    zfb: row.zfb,
    zfb_name: row.zfbName,
    is_paid: row.isPaid,
    add_time: seconds(row.addTime),
    paid_time: secondsOrZero(row.paidTime),
    payout_no: row.payoutNo ?? '',
  }));
}

async function findWithdrawal(db: Database, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.withdrawalId, id));
  if (!row) throw notFound(WITHDRAWAL_NOT_FOUND);
  if (row.isPaid !== PENDING) throw badRequest(WITHDRAWAL_CLOSED);
  return row;
}

/** Puts a pending withdrawal's money back on the balance, once: false when it was closed meanwhile. */
async function returnWithdrawal(db: Database, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(withdrawals)
      .set({ isPaid: RETURNED, paidTime: now })
      .where(and(eq(withdrawals.withdrawalId, id), eq(withdrawals.isPaid, PENDING)))
      .returning();
    if (!closed) return false;
    const [after] = await tx
      .update(users)
      .set({ userMoneyFen: sql`${users.userMoneyFen} + ${closed.amountFen}` })
      .where(eq(users.id, closed.userId))
      .returning({ money: users.userMoneyFen });
    await tx.insert(balanceLogs).values({
      userId: closed.userId,
      changeFen: closed.amountFen,
      balanceAfterFen: after?.money ?? 0,
      shortChangeDesc: WITHDRAWAL_RETURN_DESC,
      withdrawalId: id,
      changeTime: now,
    });
    return true;
  });
}

/** Refuses a pending withdrawal: its money goes back to the balance. */
export async function refuseWithdrawal(db: Database, id: number, now: Date): Promise<OperatorWithdrawal> {
  await findWithdrawal(db, id);
  if (!(await returnWithdrawal(db, id, now))) throw badRequest(WITHDRAWAL_CLOSED);
  return describeOne(db, id);
}

/**
 * Pays a pending withdrawal through the payout provider (one transfer per request: `W<id>`, which the
 * provider treats as the same transfer when retried). Paid: 已完成 with the transfer number. Refused by
 * the provider (a name that does not match the account): the money goes back, and the reason is the error.
 */
export async function payWithdrawal(db: Database, payouts: PayoutProvider | null, id: number, now: Date): Promise<OperatorWithdrawal> {
  if (!payouts) throw badRequest(PAYOUTS_NOT_CONFIGURED);
  const row = await findWithdrawal(db, id);
  const result = await payouts.transfer({ outBizNo: `W${row.withdrawalId}`, account: row.zfb, name: row.zfbName, amountFen: row.amountFen });
  if (!result.ok) {
    await returnWithdrawal(db, id, now);
    throw badRequest(`付款失败：${result.reason}，金额已退回余额`);
  }
  // A transaction of its own, as every operator write: its audit row commits with it (modules/operators).
  const [paid] = await db.transaction((tx) =>
    tx
      .update(withdrawals)
      .set({ isPaid: PAID, paidTime: now, payoutNo: result.payoutNo })
      .where(and(eq(withdrawals.withdrawalId, id), eq(withdrawals.isPaid, PENDING)))
      .returning(),
  );
  if (!paid) throw badRequest(WITHDRAWAL_CLOSED);
  return describeOne(db, id);
}

async function describeOne(db: Database, id: number): Promise<OperatorWithdrawal> {
  const [row] = await listWithdrawalsForOperator(db, true, id);
  return row as OperatorWithdrawal;
}

/**
 * `garden audit balances`: every shopper's balance against its ledger. The ledger's sum must equal the
 * balance, and its latest row's `balance_after` must too (no change went unrecorded). Rows go in by
 * `log_id` in the order the balance changed: each change locks the user's row first.
 */
export async function auditBalances(db: Database): Promise<BalanceAudit> {
  const { rows } = await db.execute<{ user_id: number; user_money: number; ledger: number; last_after: number | null }>(sql`
    select u.user_id, u.user_money_fen as user_money,
      coalesce((select sum(l.change_fen) from ${balanceLogs} l where l.user_id = u.user_id), 0)::int as ledger,
      (select l.balance_after_fen from ${balanceLogs} l where l.user_id = u.user_id order by l.log_id desc limit 1) as last_after
    from ${users} u`);
  const drift = rows
    .map((row) => ({
      user_id: Number(row.user_id),
      user_money: Number(row.user_money),
      ledger: Number(row.ledger),
      last_after: Number(row.last_after ?? 0),
    }))
    .filter((row) => row.user_money !== row.ledger || row.user_money !== row.last_after);
  return { users: rows.length, drift };
}
