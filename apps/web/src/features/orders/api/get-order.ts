import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Order, OrderLine } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Order, OrderLine };
export type OrderView = Order['view'];

/** GET /v1/order/detail: one of the shopper's orders (another shopper's is `订单不存在`). */
export function getOrder(orderId: number): Promise<Order> {
  return call(endpoints.readOrder, { order_id: orderId });
}

/** One order of the shopper signed in with `key`. */
export function orderQueryOptions(key: string, orderId: number) {
  return queryOptions({ queryKey: queryKeys.orders.detail(key, orderId), queryFn: () => getOrder(orderId), staleTime: 0 });
}

/** The order for the page (suspends until loaded). */
export function useOrder(key: string, orderId: number) {
  return useSuspenseQuery(orderQueryOptions(key, orderId)).data;
}
