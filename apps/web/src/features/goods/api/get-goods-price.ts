import { endpoints } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { PriceQuote as GoodsPriceReply } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { GoodsPriceReply };
export type GoodsPriceData = GoodsPriceReply['price_data'];

/** What a price call depends on: the goods, the chosen values, the number and the delivery date. */
export interface GoodsPriceParams {
  gsup_id: number;
  attr_id: readonly number[];
  number: number;
  delivery_id: number | null;
  bc_id?: number;
}

/** POST /v2/goods/price for the chosen attributes, number and delivery (the login key travels in the header). */
export function getGoodsPrice(params: GoodsPriceParams): Promise<GoodsPriceReply> {
  return call(endpoints.quoteGoodsPrice, {
    gsup_id: params.gsup_id,
    attr_id: [...params.attr_id],
    number: params.number,
    delivery_id: params.delivery_id ?? undefined,
    is_group: 0,
    bc_id: params.bc_id,
  });
}

/** The price result of one choice for one shopper and city. */
export function goodsPriceQueryOptions(params: GoodsPriceParams, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.goods.price(params, scope),
    queryFn: () => getGoodsPrice(params),
    // The last answer stays on screen while the next choice is priced, so the block never blinks.
    placeholderData: keepPreviousData,
  });
}

/** The price result for the current choice (the previous one while the next loads). */
export function useGoodsPrice(params: GoodsPriceParams, scope: RequestScope) {
  return useQuery(goodsPriceQueryOptions(params, scope));
}
