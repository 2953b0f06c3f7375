import type { BalanceWindowTimes } from '../deposit/check-balance-window';

/**
 * The fields of an order that decide its status, labels and actions (shopping §3 "Order", §4 "Order status").
 * Flags that the payload carries as 0/1 are booleans here; codes stay numbers.
 */
export interface OrderState {
  /** `o_status`: 0 unpaid, 1/2 paid, 3 partly shipped, 4 shipped, 5/6 after-sales, 7 complete, 9 deposit, 100 other. */
  readonly orderStatus: number;
  /** `is_delete`: 0 normal, 1 closed (with `o_status` 0), 2 in the recycle bin. */
  readonly isDelete: number;
  /** `status`: the refund state; 0 while an after-sales request is open, anything else once it is finished. */
  readonly status: number;
  /** `is_comment`: the first review is written. */
  readonly isCommented: boolean;
  /** `is_twice`: the follow-up review is written too, so no review action is left. */
  readonly isFollowedUp: boolean;
  /** `is_dingjin`: a deposit order. */
  readonly isDeposit: boolean;
  /** `dj_status` of a deposit order: 0 deposit unpaid, 1–3 balance phase. */
  readonly depositStatus: number;
  /** `add_time`: when the order was placed; the payment window starts here. */
  readonly addTime: Date;
  /**
   * The `o_status` an after-sales request started from, so cancelling it restores that state; null outside
   * after-sales (the spec says only "cancel after-sales"; the API stores this beside the order).
   */
  readonly statusBeforeAfterSales: number | null;
  /**
   * `pay_beg_time` / `pay_end_time` of a deposit order's balance (unix seconds); when missing or null the balance
   * window is not checked here (shopping §4 "Deposit orders").
   */
  readonly balanceWindow?: BalanceWindowTimes | null;
}

/** What a shopper can do with an order (shopping §4 "Actions by order state"). */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'applyAfterSales',
  'viewLogistics',
  'confirmReceipt',
  'cancelAfterSales',
  'review',
  'followUpReview',
  'delete',
  'restore',
  'deleteForever',
  'buyAgain',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Whether the order sits in the recycle bin (`is_delete` 2, shopping §4). */
export function isInRecycleBin(order: OrderState): boolean {
  return order.isDelete === 2;
}

/** Whether an ordinary order or the deposit of a deposit order is still awaiting payment and not closed (shopping §4). */
export function isAwaitingFirstPayment(order: OrderState): boolean {
  return (order.orderStatus === 0 && order.isDelete === 0) || (order.orderStatus === 9 && order.depositStatus === 0);
}
