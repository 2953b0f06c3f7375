import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';

/** A coupon offered on a product page (storefront §3 "Coupon (bonus) on a product"). */
export interface GoodsCoupon {
  type_id: number;
  bonus_id?: number | null;
  type_name?: string;
  has_receive: number;
  type_money: string;
  min_goods_amount: string;
  is_shipping: number | boolean;
  use_start_date?: string;
  use_end_date?: string;
}

/** GET /v1/home/bonus_lists: the coupons of a product, marked for the shopper as claimed or not. */
export async function getGoodsCoupons(gsupId: number, key: string): Promise<GoodsCoupon[]> {
  const data = await getData<GoodsCoupon[] | { list: GoodsCoupon[] }>('/v1/home/bonus_lists', { key, type: 1, gsup_id: gsupId });
  return Array.isArray(data) ? data : data.list;
}

/** The product's coupons for one shopper. */
export function goodsCouponsQueryOptions(gsupId: number, scope: RequestScope) {
  return queryOptions({
    queryKey: ['goods', 'coupons', gsupId, scope.key],
    queryFn: () => getGoodsCoupons(gsupId, scope.key),
  });
}

/** The product's coupons; the page never waits for them (the loader starts them early). */
export function useGoodsCoupons(gsupId: number, scope: RequestScope) {
  return useQuery(goodsCouponsQueryOptions(gsupId, scope)).data ?? [];
}
