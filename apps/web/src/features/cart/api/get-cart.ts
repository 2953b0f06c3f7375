import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Cart, CartItem, Flag } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { Cart, CartItem, Flag };
export type CartGroup = Cart['products'][number];
export type CartActivity = CartGroup['activity_goods_list'][number];
export type CartInvalidItem = Cart['errors'][number];

/** GET /v3/cart/lists: the cart of the shopper signed in with `key`, grouped by ship-from place and activity (shopping §7 "Cart"); cart changes write their reply straight into it. */
export function cartQueryOptions(key: string) {
  return { ...callQuery(queryKeys.cart.all(key), endpoints.readCart), staleTime: 0 };
}

/** The cart for the page (suspends until loaded). */
export function useCart(key: string) {
  return useSuspenseQuery(cartQueryOptions(key)).data;
}
