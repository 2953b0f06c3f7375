import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GoodsCardData } from '../../../components/goods-card';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v2/category/goods_arr: the cards of the given goods, in the given order. */
async function getGoodsByIds(ids: readonly number[]): Promise<GoodsCardData[]> {
  const { list } = await call(endpoints.listGoodsByIds, { gshp_id_arr: ids.join(',') });
  return list;
}

/** The cards of a themed list for one shopper (grade prices). */
export function goodsByIdsQueryOptions(ids: readonly number[], scope: RequestScope) {
  return queryOptions({ queryKey: queryKeys.goods.byIds(ids, scope.key), queryFn: () => getGoodsByIds(ids) });
}

/** The themed list's cards (suspends until loaded). */
export function useGoodsByIds(ids: readonly number[], scope: RequestScope) {
  return useSuspenseQuery(goodsByIdsQueryOptions(ids, scope)).data;
}
