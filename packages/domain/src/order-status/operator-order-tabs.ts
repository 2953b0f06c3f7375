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

/** The tabs in display order; an order is counted under 全部 and exactly one other (the property test says so). */
export const OPERATOR_ORDER_TABS: readonly OperatorOrderFilter[] = [
  { tab: 'all', name: '全部', orderStatuses: null, isDeletes: null },
  // An unpaid order closed by the system (`is_delete` 1) is 已关闭, not waiting for money.
  { tab: 'unpaid', name: '待付款', orderStatuses: [0], isDeletes: [0, 2, 3] },
  { tab: 'toShip', name: '待发货', orderStatuses: [1, 2], isDeletes: null },
  { tab: 'partlyShipped', name: '部分发货', orderStatuses: [3], isDeletes: null },
  { tab: 'shipped', name: '已发货', orderStatuses: [4], isDeletes: null },
  { tab: 'afterSales', name: '售后中', orderStatuses: [5, 6], isDeletes: null },
  { tab: 'complete', name: '交易完成', orderStatuses: [7], isDeletes: null },
  { tab: 'deposit', name: '定金商品', orderStatuses: [9], isDeletes: null },
  { tab: 'closed', name: '已关闭', orderStatuses: [0], isDeletes: [1] },
];

/** The tab an order's stored `o_status` and `is_delete` put it under, beside 全部; null for `o_status` 100 (其他). */
export function operatorOrderTabOf(orderStatus: number, isDelete: number): OperatorOrderTab | null {
  const found = OPERATOR_ORDER_TABS.find(
    ({ tab, orderStatuses, isDeletes }) =>
      tab !== 'all' && (orderStatuses === null || orderStatuses.includes(orderStatus)) && (isDeletes === null || isDeletes.includes(isDelete)),
  );
  return found?.tab ?? null;
}
