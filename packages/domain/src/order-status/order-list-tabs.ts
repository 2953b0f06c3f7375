import { isInRecycleBin, type OrderState } from './order-state';

/** The order-list tabs: the `o_status` query value, or the recycle bin (shopping §2 "Order list"). */
export type OrderListTab = -1 | 9 | 0 | 1 | 3 | 4 | 6 | 'recycleBin';

/** The tabs in display order with their Chinese names (shopping §2: All, Deposit goods, Pending payment, …). */
export const ORDER_LIST_TABS: readonly { readonly tab: OrderListTab; readonly name: string }[] = [
  { tab: -1, name: '全部' },
  { tab: 9, name: '定金商品' },
  { tab: 0, name: '待付款' },
  { tab: 1, name: '待发货' },
  { tab: 3, name: '部分发货' },
  { tab: 4, name: '待收货' },
  { tab: 6, name: '售后' },
  { tab: 'recycleBin', name: '回收站' },
];

/** An order as the list's tabs sort it: its state and whether it has refund orders (`describeRefundOrder`). */
export interface ListedOrderState extends OrderState {
  /**
   * At least one of its after-sales requests is open or approved (`REFUND_ORDER_REQUEST_STATUSES`), so it has a
   * refund order to show; a partly refunded order has one while it is back to serving the rest.
   */
  readonly hasRefundOrders: boolean;
}

/**
 * Whether an order is listed under a tab: the bin holds `is_delete` 2 and every other tab leaves it out;
 * All lists the rest, Pending payment only open unpaid orders, Pending shipment `o_status` 1 and 2, After-sales
 * 5 and 6 and every order with a refund order, since a partly refunded order serves the rest under its own state
 * and its refund orders are found under 售后 (shopping §4 "5 and 6 (refund orders)"); the others match their
 * `o_status` (shopping §2 "Order list", §4).
 */
export function isOrderInTab(order: ListedOrderState, tab: OrderListTab): boolean {
  if (tab === 'recycleBin') return isInRecycleBin(order);
  if (isInRecycleBin(order)) return false;
  switch (tab) {
    case -1:
      return true;
    case 0:
      return order.orderStatus === 0 && order.isDelete !== 1;
    case 1:
      return order.orderStatus === 1 || order.orderStatus === 2;
    case 6:
      return order.orderStatus === 5 || order.orderStatus === 6 || order.hasRefundOrders;
    default:
      return order.orderStatus === tab;
  }
}
