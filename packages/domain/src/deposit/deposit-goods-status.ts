/** A deposit goods' deposit window: `beg_time` to `end_time` (storefront §4 "Deposit status"). */
export interface DepositGoodsWindow {
  /** `is_dingjin`: the goods sell with a deposit at all. */
  readonly isDeposit: boolean;
  readonly begTime: Date | null;
  readonly endTime: Date | null;
}

/**
 * `dj_status` of goods at `now` (storefront §4 "Deposit status"): 2 before the deposit start (the page shows
 * the start time and the cart refuses it), 1 while the deposit can be paid (both ends included), 0 once the
 * window is over or for goods without a deposit or without a complete window, which sell at the normal price.
 */
export function depositGoodsStatus(window: DepositGoodsWindow, now: Date): 0 | 1 | 2 {
  if (!window.isDeposit || !window.begTime || !window.endTime) return 0;
  if (now.getTime() < window.begTime.getTime()) return 2;
  return now.getTime() <= window.endTime.getTime() ? 1 : 0;
}
