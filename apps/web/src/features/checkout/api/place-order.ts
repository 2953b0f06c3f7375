import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CheckoutDraft } from '../../../lib/checkout-hand-over';
import { cartChoiceFields, directChoiceFields } from './choice-fields';
import type { PlacedOrder } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { PlacedOrder };

/** How the shopper pays, chosen on the payment page before the order exists (shopping §7). */
export interface PlacePayment {
  /** 8 member card, 15 Alipay, 16 WeChat; none when the balance pays it all as it is placed. */
  pay_id?: number;
  /** The member card paying; it is also the card whose discount the order gets. */
  card_number?: number;
  /** Where Alipay's cashier sends the shopper back. */
  return_url: string;
}

/**
 * Places the draft and starts its payment: the cart flow posts to POST /v2/order/cart_done, a direct
 * buy to POST /v2/order/done, each with pay_id, card_number and return_url (shopping §7) and the amounts
 * the shopper confirmed (`order_amount`, `pay_money`: the server charges no more, or refuses with 409);
 * the attempt's idempotency key makes a double click or a retry after a lost reply one order. The login key and
 * `system` travel in the headers.
 */
export function placeOrder(draft: CheckoutDraft, payment: PlacePayment): Promise<PlacedOrder> {
  const paying = { ...payment, card_number: payment.card_number ?? draft.cardNumber };
  const common = { idempotency_key: draft.idempotencyKey, ...draft.confirmed };
  if (draft.direct) {
    const { direct } = draft;
    return call(endpoints.placeDirectOrder, {
      ...common,
      once: 1,
      is_group: 0,
      ...direct,
      attr_id: direct.attr_id.join(','),
      delivery_id: direct.delivery_id ?? undefined,
      ...directChoiceFields(draft),
      ...paying,
      msg_to_shop: Object.values(draft.messages)[0] ?? '',
    });
  }
  return call(endpoints.placeCartOrder, {
    ...common,
    devide_items: draft.devideItems.join(','),
    ...cartChoiceFields(draft),
    ...paying,
    msg_to_shops: JSON.stringify(draft.messages),
  });
}

/** Places the order once; the cart and the header count change with it. */
export function usePlaceOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, payment }: { draft: CheckoutDraft; payment: PlacePayment }) => placeOrder(draft, payment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]),
  });
}
