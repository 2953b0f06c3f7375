import { endpoints } from '@garden/contract/endpoints';
import type { PurchaseType } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CartAdded as CartAddReply } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { CartAddReply };

/** The body of POST /v3/cart/add (shopping §7). */
export interface CartAddition {
  gshp_id: number;
  number: number;
  attr_id: readonly number[];
  delivery_id: number | null;
  type: PurchaseType;
  is_dingjin: 0 | 1;
}

/** POST /v3/cart/add: puts the chosen SKU and number into the cart (the login key travels in the header). */
export function addToCart(addition: CartAddition): Promise<CartAddReply> {
  return call(endpoints.addToCart, {
    ...addition,
    attr_id: addition.attr_id.join(','),
    delivery_id: addition.delivery_id ?? '',
    is_add: 1,
  });
}

/** Adds to the cart and refreshes the header's cart count. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
  });
}
