import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Order, OrderLine } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { Order, OrderLine };
export type OrderView = Order['view'];

/** GET /v1/order/detail: one order of the shopper signed in with `key` (another shopper's is `订单不存在`). */
export function orderQueryOptions(key: string, orderId: number) {
  return { ...callQuery(queryKeys.orders.detail(key, orderId), endpoints.readOrder, { order_id: orderId }), staleTime: 0 };
}

/** The order for the page (suspends until loaded). */
export function useOrder(key: string, orderId: number) {
  return useSuspenseQuery(orderQueryOptions(key, orderId)).data;
}
