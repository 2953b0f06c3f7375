import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { ProductCoupon as GoodsCoupon } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { GoodsCoupon };

/** GET /v1/home/bonus_lists: the coupons of a product, marked for the shopper as claimed or not. */
async function getGoodsCoupons(gsupId: number): Promise<GoodsCoupon[]> {
  const { list } = await call(endpoints.listProductCoupons, { type: 1, gsup_id: gsupId });
  return list;
}

/** The product's coupons for one shopper. */
export function goodsCouponsQueryOptions(gsupId: number, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.goods.coupons(gsupId, scope.key),
    queryFn: () => getGoodsCoupons(gsupId),
  });
}

/** The product's coupons; the page never waits for them (the loader starts them early). */
export function useGoodsCoupons(gsupId: number, scope: RequestScope) {
  return useQuery(goodsCouponsQueryOptions(gsupId, scope)).data ?? [];
}
