/** The status of a withdrawal record: `is_paid` 1 is completed (已完成), any other value applying (申请中) (shopping §4 "Withdrawal"). */
export function withdrawalStatusLabel(isPaid: number): '已完成' | '申请中' {
  return isPaid === 1 ? '已完成' : '申请中';
}
