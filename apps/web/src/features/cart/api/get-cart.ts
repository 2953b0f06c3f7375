import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Cart, CartItem, Flag } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Cart, CartItem, Flag };
export type CartGroup = Cart['products'][number];
export type CartActivity = CartGroup['activity_goods_list'][number];
export type CartInvalidItem = Cart['errors'][number];

/** GET /v3/cart/lists: the shopper's cart, grouped by ship-from place and activity (shopping §7 "Cart"). */
export function getCart(): Promise<Cart> {
  return call(endpoints.readCart);
}

/** The cart of the shopper signed in with `key`; cart changes write their reply straight into it. */
export function cartQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.cart.all(key),
    queryFn: () => getCart(),
    staleTime: 0,
  });
}

/** The cart for the page (suspends until loaded). */
export function useCart(key: string) {
  return useSuspenseQuery(cartQueryOptions(key)).data;
}
