import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { OrderPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { OrderPage };

/** The query of GET /v1/order/list (shopping §7 "Orders"). */
export interface OrderListQuery {
  page: number;
  /** -1 all, or a tab's o_status (9, 0, 1, 3, 4, 6). */
  o_status: number;
  /** Digits of an order number, or '' for every order. */
  order_sn: string;
  /** 0 all time, else 30, 91 or 365 days back. */
  add_time: number;
  /** 2 lists the recycle bin, 0 the live orders. */
  is_delete: 0 | 2;
}

/** GET /v1/order/list: one page of 10 of the orders of the shopper signed in with `key`, under a tab and filters (shopping §2, §9). */
export function ordersQueryOptions(key: string, query: OrderListQuery) {
  return {
    ...callQuery(queryKeys.orders.list(key, query), endpoints.listOrders, { system: 'PC', limit: PAGE_SIZES.orders, ...query }),
    staleTime: 0,
  };
}

/** The list for the page (suspends until loaded). */
export function useOrders(key: string, query: OrderListQuery) {
  return useSuspenseQuery(ordersQueryOptions(key, query)).data;
}
