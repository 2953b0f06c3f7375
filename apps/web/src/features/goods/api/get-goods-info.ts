import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { Flag, GoodsDetail } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { Flag, GoodsDetail };
export type GoodsPicture = GoodsDetail['pictures'][number];
export type GoodsProperty = GoodsDetail['properties']['spe'][number];
export type GoodsAttrValue = GoodsProperty['values'][number];
export type GoodsDetailPrice = GoodsDetail['price'];
export type GoodsDelivery = GoodsDetail['delivery'][number];

/** The query of GET /v2/goods/info (storefront §2 goodDetail parameters). */
export interface GoodsInfoParams {
  gshp_id: number;
  bc_id?: number;
  fv_id?: number;
}

/** GET /v2/goods/info: one goods with everything its page shows. */
function getGoodsInfo({ gshp_id, bc_id, fv_id }: GoodsInfoParams): Promise<GoodsDetail> {
  return call(endpoints.readGoods, { gshp_id, is_group: 0, bc_id, fv_id });
}

/** The goods detail, for one shopper (favourite, reminder, grade) in one city (`region_goods_error`). */
export function goodsInfoQueryOptions(params: GoodsInfoParams, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.goods.info(params, scope),
    queryFn: () => getGoodsInfo(params),
  });
}

/** The goods detail for the page (suspends until loaded). */
export function useGoodsInfo(params: GoodsInfoParams, scope: RequestScope) {
  return useSuspenseQuery(goodsInfoQueryOptions(params, scope)).data;
}
