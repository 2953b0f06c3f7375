import { endpoints } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The spec the popup has chosen so far, for the line's goods and pre-sale date. */
export interface SpecChoice {
  gsup_id: number;
  attr_id: readonly number[];
  delivery_id: number;
}

/**
 * The stock of a choice, from POST /v2/goods/price as the product page reads it (shopping §3 "Price response"):
 * the chosen SKU's, or the matching SKUs' together while a group is still open. The goods' own `stock` is the
 * sum over every SKU, so it would promise more than the line's spec has.
 */
export async function getSpecStock(choice: SpecChoice): Promise<number> {
  const quote = await call(endpoints.quoteGoodsPrice, {
    gsup_id: choice.gsup_id,
    attr_id: [...choice.attr_id],
    delivery_id: choice.delivery_id || undefined,
    is_group: 0,
  });
  return quote.stock;
}

export function specStockQueryOptions(choice: SpecChoice, key: string) {
  return queryOptions({
    queryKey: queryKeys.cart.specStock(choice, key),
    queryFn: () => getSpecStock(choice),
    // The last stock stays shown while the next choice is asked, so the number never blinks.
    placeholderData: keepPreviousData,
  });
}

/** The stock of the popup's current choice (the previous choice's while the next loads). */
export function useSpecStock(choice: SpecChoice, key: string) {
  return useQuery(specStockQueryOptions(choice, key));
}
