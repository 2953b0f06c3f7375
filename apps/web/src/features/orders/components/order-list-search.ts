import { ORDER_LIST_TABS, ORDER_TIME_FILTERS, type OrderListTab } from '@garden/domain';
import type { OrderListQuery } from '../api/get-orders';

/** The order list's address (shopping §2 "Order list"); a missing value is the default: all orders, page 1, no filter. */
export interface OrderListSearch {
  tab?: OrderListTab;
  page?: number;
  /** Digits of an order number. */
  order_sn?: string;
  /** Days back (30, 91, 365), the list call's `add_time`; 0 or missing for all time. */
  add_time?: number;
}

/** The tabs' values, for reading the address. */
export const TAB_VALUES: readonly OrderListTab[] = ORDER_LIST_TABS.map((entry) => entry.tab);
/** The time filters as the address and the list call carry them: 0 for all time. */
export const TIME_FILTER_OPTIONS = ORDER_TIME_FILTERS.map((entry) => ({ value: entry.days ?? 0, name: entry.name }));

/** The list call for an address: the bin is `is_delete` 2 over every status, other tabs their `o_status`. */
export function toOrderListQuery({ tab = -1, page = 1, order_sn = '', add_time = 0 }: OrderListSearch): OrderListQuery {
  return tab === 'recycleBin' ? { page, o_status: -1, order_sn, add_time, is_delete: 2 } : { page, o_status: tab, order_sn, add_time, is_delete: 0 };
}
