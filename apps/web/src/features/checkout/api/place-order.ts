import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import type { CheckoutDraft } from '../hooks/checkout-draft';
import { choiceFields } from './get-checkout';

/** The reply of placing an order (shopping §7): the order (or the father of split orders) to pay. */
export interface PlacedOrder {
  order_id?: number;
  order_father_id?: number;
  order_ids: number[];
}

/**
 * Places the order: the cart flow posts to POST /v2/order/cart_done, a direct buy to POST
 * /v2/order/done; the draft's idempotency key makes a double click one order (issue 5).
 */
export function placeOrder(key: string, draft: CheckoutDraft): Promise<PlacedOrder> {
  const common = {
    key,
    system: 'PC',
    ...choiceFields(draft),
    is_balance: draft.useBalance ? 1 : 0,
    msg_to_shops: JSON.stringify(draft.messages),
    idempotency_key: draft.idempotencyKey,
  };
  if (draft.direct) {
    const { direct } = draft;
    return postData<PlacedOrder>('/v2/order/done', {
      ...common,
      once: 1,
      is_group: 0,
      ...direct,
      attr_id: direct.attr_id.join(','),
      delivery_id: direct.delivery_id ?? '',
    });
  }
  return postData<PlacedOrder>('/v2/order/cart_done', { ...common, devide_items: draft.devideItems.join(',') });
}

/** Places the order once; the cart and the header count change with it. */
export function usePlaceOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CheckoutDraft) => placeOrder(key, draft),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart', key] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'info'] }),
        queryClient.removeQueries({ queryKey: ['checkout', key] }),
      ]),
  });
}
