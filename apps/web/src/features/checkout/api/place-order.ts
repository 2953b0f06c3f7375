import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';
import type { CheckoutDraft } from '../../../lib/checkout-hand-over';
import { cartChoiceFields, directChoiceFields } from './choice-fields';

/** The reply of placing an order (shopping §7): `order_id` is the one to pay (the father of split orders). */
export interface PlacedOrder {
  order_id: number;
  /** 0 when the checkout made a single order. */
  order_father_id: number;
  order_ids: number[];
}

/**
 * Places the order: the cart flow posts to POST /v2/order/cart_done, a direct buy to POST
 * /v2/order/done; the draft's idempotency key makes a double click one order (issue 5).
 */
export function placeOrder(key: string, draft: CheckoutDraft): Promise<PlacedOrder> {
  const common = { key, system: 'PC', is_balance: draft.useBalance ? 1 : 0, idempotency_key: draft.idempotencyKey };
  if (draft.direct) {
    const { direct } = draft;
    return postData<PlacedOrder>('/v2/order/done', {
      ...common,
      once: 1,
      is_group: 0,
      ...direct,
      attr_id: direct.attr_id.join(','),
      delivery_id: direct.delivery_id ?? undefined,
      ...directChoiceFields(draft),
      msg_to_shop: Object.values(draft.messages)[0] ?? '',
    });
  }
  return postData<PlacedOrder>('/v2/order/cart_done', {
    ...common,
    devide_items: draft.devideItems.join(','),
    ...cartChoiceFields(draft),
    msg_to_shops: JSON.stringify(draft.messages),
  });
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
