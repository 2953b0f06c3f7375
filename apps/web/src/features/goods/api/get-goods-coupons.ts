import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { Flag } from './get-goods-info';

/** A coupon offered on a product page (storefront §3 "Coupon (bonus) on a product"). */
export interface GoodsCoupon {
  type_id: number;
  type_name: string;
  /** The shopper's coupon once claimed, else 0. */
  bonus_id: number;
  has_receive: Flag;
  /** 0 when none are left to claim. */
  is_usable: Flag;
  type_money: string;
  type_money_deal: string | null;
  min_goods_amount: string;
  is_shipping: Flag;
  act_range: number;
  /** Unix seconds. */
  use_start_date: number;
  use_end_date: number;
}

/** GET /v1/home/bonus_lists: the coupons of a product, marked for the shopper as claimed or not. */
export async function getGoodsCoupons(gsupId: number, key: string): Promise<GoodsCoupon[]> {
  const { list } = await getData<{ list: GoodsCoupon[] }>('/v1/home/bonus_lists', { key, type: 1, gsup_id: gsupId });
  return list;
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
