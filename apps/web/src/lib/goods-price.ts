import { endpoints } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import type { RequestScope } from './request-scope';
import type { PriceQuote as GoodsPriceReply } from '@garden/contract';
import { queryKeys } from './query-keys';

export type { GoodsPriceReply };
export type GoodsPriceData = GoodsPriceReply['price_data'];

/**
 * What a price call depends on: the goods, the chosen values, the number and the delivery date. The product page
 * prices a choice with it, the cart's spec popup reads the chosen spec's stock (the number then does not matter).
 */
export interface GoodsPriceParams {
  gsup_id: number;
  attr_id: readonly number[];
  number?: number;
  delivery_id: number | null;
  bc_id?: number;
}

/** POST /v2/goods/price: the price of one choice of attributes, number and delivery, for one shopper and city (the login key travels in the header). */
export function goodsPriceQueryOptions(params: GoodsPriceParams, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.goods.price(params, scope),
    queryFn: () =>
      call(endpoints.quoteGoodsPrice, {
        gsup_id: params.gsup_id,
        attr_id: [...params.attr_id],
        number: params.number,
        delivery_id: params.delivery_id ?? undefined,
        is_group: 0,
        bc_id: params.bc_id,
      }),
    // The last answer stays on screen while the next choice is priced, so the block never blinks.
    placeholderData: keepPreviousData,
  });
}

/** The price result for the current choice (the previous one while the next loads). */
export function useGoodsPrice(params: GoodsPriceParams, scope: RequestScope) {
  return useQuery(goodsPriceQueryOptions(params, scope));
}
