import type { RequestOf } from '@garden/contract/endpoints';
import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cartQueryOptions, type Cart } from './get-cart';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The cart changes of shopping §7 "Cart", by their calls of the endpoint table: each is a POST (the login key
 * in the header), and the server answers with the cart as it now is.
 */
export const CART_CHANGES = {
  select: endpoints.selectCartItem,
  unselect: endpoints.unselectCartItem,
  selectAll: endpoints.selectCartGroup,
  unselectAll: endpoints.unselectCartGroup,
  changeNumber: endpoints.setCartNumber,
  increase: endpoints.increaseCartItem,
  decrease: endpoints.decreaseCartItem,
  remove: endpoints.deleteCartItems,
  moveToFavourites: endpoints.moveCartItemsToFavourites,
  clearInvalid: endpoints.clearInvalidCartItems,
} as const;

type CartChanges = typeof CART_CHANGES;

/** Which cart change to make, with its fields (left out when the change takes none). */
export type CartChange = {
  [K in keyof CartChanges]: Record<never, never> extends RequestOf<CartChanges[K]>
    ? { change: K; fields?: RequestOf<CartChanges[K]> }
    : { change: K; fields: RequestOf<CartChanges[K]> };
}[keyof CartChanges];

/** POSTs one cart change (shopping §7 "Cart") and returns the cart as it now is. */
export function changeCart({ change, fields }: CartChange): Promise<Cart> {
  return call(CART_CHANGES[change], fields);
}

/**
 * Makes a cart change and shows the cart the server answered; the header's cart count reloads
 * (shopping §2 "the header cart count refreshed"). A refused change leaves both as they were and
 * the reporter shows why.
 */
export function useChangeCart(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => changeCart(change),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryOptions(key).queryKey, cart);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
    },
  });
}
