import type { CartAdded } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import type { PurchaseType } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A spec change: POST /v3/cart/add with the line's `item_id` replaces that line (shopping §7). */
export interface SpecChange {
  item_id: number;
  gshp_id: number;
  number: number;
  attr_id: readonly number[];
  /** The line's pre-sale delivery date, 0 when none. */
  delivery_id: number;
  type: PurchaseType;
}

/** Replaces a cart line's attributes and number (the login key travels in the header). */
export function changeSpec(change: SpecChange): Promise<CartAdded> {
  return call(endpoints.addToCart, {
    ...change,
    attr_id: change.attr_id.join(','),
    is_dingjin: change.type === 'deposit' ? 1 : 0,
    is_add: 0,
  });
}

/** Changes a line's spec, then reloads the cart and the header count. */
export function useChangeSpec(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SpecChange) => changeSpec(change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]),
  });
}
