import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type Fields } from '../../../lib/api-client';
import { cartQueryOptions, type Cart } from './get-cart';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The cart changes of shopping §7 "Cart", by their paths: each is a POST with the login key, and
 * the server answers with the cart as it now is.
 */
export const CART_CHANGES = {
  select: '/v3/cart/select',
  unselect: '/v3/cart/unselect',
  selectAll: '/v3/cart/select_all',
  unselectAll: '/v3/cart/unselect_all',
  changeNumber: '/v3/cart/number',
  increase: '/v3/cart/increase',
  decrease: '/v3/cart/decrease',
  remove: '/v3/cart/delete',
  moveToFavourites: '/v3/cart/collect',
  clearInvalid: '/v3/cart/clear_invalid',
} as const;

/** Which cart change to make, with its fields. */
export interface CartChange {
  change: keyof typeof CART_CHANGES;
  fields?: Fields;
}

/** POSTs one cart change (shopping §7 "Cart") and returns the cart as it now is. */
export function changeCart(key: string, { change, fields = {} }: CartChange): Promise<Cart> {
  return postData<Cart>(CART_CHANGES[change], { ...fields, key });
}

/**
 * Makes a cart change and shows the cart the server answered; the header's cart count reloads
 * (shopping §2 "the header cart count refreshed"). A refused change leaves both as they were and
 * the reporter shows why.
 */
export function useChangeCart(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => changeCart(key, change),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryOptions(key).queryKey, cart);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
    },
  });
}
