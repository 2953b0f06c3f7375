import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type Fields } from '../../../lib/api-client';

/**
 * The cart changes of shopping §7 "Cart", by their paths: each is a POST with the login key, and
 * the server answers with the cart as it now is.
 */
export const CART_CHANGES = {
  select: '/v3/cart/select',
  unselect: '/v3/cart/unselect',
  selectAll: '/v3/cart/select_all',
  unselectAll: '/v3/cart/unselect_all',
  changeNumber: '/v3/cart/change_number',
  increase: '/v3/cart/increase',
  decrease: '/v3/cart/decrease',
  remove: '/v3/cart/delete',
  moveToFavourites: '/v3/cart/to_collect',
  clearInvalid: '/v3/cart/clear_invalid',
} as const;

/** Which cart change to make, with its fields. */
export interface CartChange {
  change: keyof typeof CART_CHANGES;
  fields?: Fields;
}

/** POSTs one cart change (shopping §7 "Cart"). */
export function changeCart(key: string, { change, fields = {} }: CartChange): Promise<unknown> {
  return postData<unknown>(CART_CHANGES[change], { ...fields, key });
}

/**
 * Makes a cart change, then reloads the cart and the header's cart count (shopping §2 "the header
 * cart count refreshed"); a refused change leaves both as they were and the reporter shows why.
 */
export function useChangeCart(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => changeCart(key, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart', key] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]),
  });
}
