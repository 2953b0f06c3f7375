import { WITHDRAWAL_RETURNED } from '../messages/messages';

/** The status of a withdrawal record: `is_paid` 1 is completed (已完成), any other value applying (申请中) (shopping §4 "Withdrawal"). */
export function withdrawalStatusLabel(isPaid: number): '已完成' | '申请中' {
  return isPaid === 1 ? '已完成' : '申请中';
}

/**
 * The status the shop's staff read (the back office, `garden withdrawals`): as the shopper's, but `is_paid` 2, a refused
 * or failed payout whose amount went back on the balance, reads 已退回余额 (the shopper's record keeps the spec's 申请中).
 */
export function operatorWithdrawalStatusLabel(isPaid: number): '已完成' | '申请中' | typeof WITHDRAWAL_RETURNED {
  return isPaid === 2 ? WITHDRAWAL_RETURNED : withdrawalStatusLabel(isPaid);
}
