import { endpoints } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cartChoiceFields, directChoiceFields, type CheckoutRequest } from './choice-fields';

export { checkoutRequestOf, type CheckoutRequest } from './choice-fields';
import type { Address as CheckoutAddress, Checkout, CheckoutCoupon, CheckoutLine, CheckoutOrder, ShippingChoice } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Checkout, CheckoutAddress, CheckoutCoupon, CheckoutLine, CheckoutOrder, ShippingChoice };

/**
 * The cart flow posts `devide_items` to POST /v2/order/cart_checkout; a direct buy posts the goods to
 * POST /v2/order/checkout with once=1 (shopping §7; the login key in the header). The server computes every amount.
 */
function getCheckout(request: CheckoutRequest): Promise<Checkout> {
  if (request.direct) {
    const { direct } = request;
    return call(endpoints.checkoutDirectBuy, {
      once: 1,
      is_group: 0,
      ...direct,
      attr_id: direct.attr_id.join(','),
      delivery_id: direct.delivery_id ?? undefined,
      ...directChoiceFields(request),
    });
  }
  return call(endpoints.checkoutCart, { devide_items: request.devideItems.join(','), ...cartChoiceFields(request) });
}

/**
 * The checkout for one set of choices; changing a choice asks the server again, keeping the last reply
 * on screen. `checkoutId` (the draft's idempotency key) keeps every checkout apart, so a new checkout
 * of the same goods never starts from an older one's answer.
 */
export function checkoutQueryOptions(key: string, checkoutId: string, request: CheckoutRequest) {
  return queryOptions({
    queryKey: queryKeys.checkout.of(key, checkoutId, request),
    queryFn: () => getCheckout(request),
    staleTime: 30_000,
  });
}

/** The checkout for the page; the previous reply stays while a new choice is computed. */
export function useCheckout(key: string, checkoutId: string, request: CheckoutRequest) {
  return useQuery({ ...checkoutQueryOptions(key, checkoutId, request), placeholderData: keepPreviousData });
}
