import type { OrderListTab } from './order-list-tabs';

/**
 * The stored values a list tab selects, for a database query: `o_status` values (null for any) and
 * `is_delete` values. Orders deleted for good (`is_delete` 3) are in no tab.
 */
export interface OrderListFilter {
  readonly oStatuses: readonly number[] | null;
  readonly isDeletes: readonly number[];
}

/**
 * The query filter of an order-list tab, selecting exactly the orders `isOrderInTab` puts there: the bin
 * is `is_delete` 2; All is every live or closed order; Pending payment open unpaid orders (`is_delete` 0);
 * Pending shipment `o_status` 1 and 2; After-sales 5 and 6; the others their own `o_status` (shopping §2 "Order list", §4).
 */
export function orderListFilter(tab: OrderListTab): OrderListFilter {
  switch (tab) {
    case 'recycleBin':
      return { oStatuses: null, isDeletes: [2] };
    case -1:
      return { oStatuses: null, isDeletes: [0, 1] };
    case 0:
      return { oStatuses: [0], isDeletes: [0] };
    case 1:
      return { oStatuses: [1, 2], isDeletes: [0, 1] };
    case 6:
      return { oStatuses: [5, 6], isDeletes: [0, 1] };
    default:
      return { oStatuses: [tab], isDeletes: [0, 1] };
  }
}
