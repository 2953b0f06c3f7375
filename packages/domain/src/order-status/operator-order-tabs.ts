import { ORDER_STATUS_LABELS } from './describe-order-status';

/**
 * The back office's order list (issue 32 "Orders and shipping"): every order the shop holds, by where it stands.
 * Unlike the shopper's tabs (order-list-tabs.ts) nothing is hidden: binned and deleted orders are still the
 * shop's records, and closed orders have a tab of their own.
 */
export type OperatorOrderTab = 'all' | 'unpaid' | 'toShip' | 'partlyShipped' | 'shipped' | 'afterSales' | 'complete' | 'deposit' | 'closed';

/** A tab's stored values, for a database query: `o_status` values and `is_delete` values, null for any. */
export interface OperatorOrderFilter {
  readonly tab: OperatorOrderTab;
  readonly name: string;
  readonly orderStatuses: readonly number[] | null;
  readonly isDeletes: readonly number[] | null;
}

/**
 * The tabs in display order, named as the order status table names their orders (ORDER_STATUS_LABELS); an order is
 * counted under 全部 and exactly one other, but for 其他订单 (`o_status` 100), which has none.
 */
export const OPERATOR_ORDER_TABS: readonly OperatorOrderFilter[] = [
  { tab: 'all', name: '全部', orderStatuses: null, isDeletes: null },
  // Only an open unpaid order waits for money; closed ones (by the system, then perhaps binned or deleted) are 交易关闭.
  { tab: 'unpaid', name: ORDER_STATUS_LABELS.pendingPayment, orderStatuses: [0], isDeletes: [0] },
  { tab: 'toShip', name: ORDER_STATUS_LABELS.pendingShipment, orderStatuses: [1, 2], isDeletes: null },
  { tab: 'partlyShipped', name: ORDER_STATUS_LABELS.partlyShipped, orderStatuses: [3], isDeletes: null },
  { tab: 'shipped', name: '已发货', orderStatuses: [4], isDeletes: null },
  // Open and finished after-sales alike (o_status 5 and 6), as the shopper's 售后 tab.
  { tab: 'afterSales', name: '售后', orderStatuses: [5, 6], isDeletes: null },
  { tab: 'complete', name: ORDER_STATUS_LABELS.complete, orderStatuses: [7], isDeletes: null },
  { tab: 'deposit', name: ORDER_STATUS_LABELS.deposit, orderStatuses: [9], isDeletes: null },
  { tab: 'closed', name: ORDER_STATUS_LABELS.closed, orderStatuses: [0], isDeletes: [1, 2, 3] },
];

/** The tab an order's stored `o_status` and `is_delete` put it under, beside 全部; null for `o_status` 100 (其他). */
export function operatorOrderTabOf(orderStatus: number, isDelete: number): OperatorOrderTab | null {
  const found = OPERATOR_ORDER_TABS.find(
    ({ tab, orderStatuses, isDeletes }) =>
      tab !== 'all' && (orderStatuses === null || orderStatuses.includes(orderStatus)) && (isDeletes === null || isDeletes.includes(isDelete)),
  );
  return found?.tab ?? null;
}
