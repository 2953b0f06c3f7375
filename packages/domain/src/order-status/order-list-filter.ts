import type { OrderListTab } from './order-list-tabs';

/**
 * The stored values a list tab selects, for a database query: `is_delete` values, and `o_status` values (null
 * for any) or, when `orHasRefundOrders`, any order with an after-sales request whose status is one of
 * `REFUND_ORDER_REQUEST_STATUSES`. Orders deleted for good (`is_delete` 3) are in no tab.
 */
export interface OrderListFilter {
  readonly orderStatuses: readonly number[] | null;
  readonly isDeletes: readonly number[];
  readonly orHasRefundOrders: boolean;
}

/**
 * The query filter of an order-list tab, selecting exactly the orders `isOrderInTab` puts there: the bin
 * is `is_delete` 2; All is every live or closed order; Pending payment open unpaid orders (`is_delete` 0);
 * Pending shipment `o_status` 1 and 2; After-sales 5 and 6 or any order with a refund order; the others their own
 * `o_status` (shopping §2 "Order list", §4).
 */
export function orderListFilter(tab: OrderListTab): OrderListFilter {
  switch (tab) {
    case 'recycleBin':
      return { orderStatuses: null, isDeletes: [2], orHasRefundOrders: false };
    case -1:
      return { orderStatuses: null, isDeletes: [0, 1], orHasRefundOrders: false };
    case 0:
      return { orderStatuses: [0], isDeletes: [0], orHasRefundOrders: false };
    case 1:
      return { orderStatuses: [1, 2], isDeletes: [0, 1], orHasRefundOrders: false };
    case 6:
      return { orderStatuses: [5, 6], isDeletes: [0, 1], orHasRefundOrders: true };
    default:
      return { orderStatuses: [tab], isDeletes: [0, 1], orHasRefundOrders: false };
  }
}
