import { endpoints } from '@garden/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { GoodsDetail } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

/** What the cart's spec dialog reads of the product (GET /v2/goods/info). */
export type SpecOptions = Pick<
  GoodsDetail,
  'gshp_id' | 'gsup_id' | 'sendAddress_id' | 'stock' | 'Nbei' | 'start_num' | 'is_dingjin' | 'forward' | 'properties'
>;
export type SpecValue = SpecOptions['properties']['spe'][number]['values'][number];

/** GET /v2/goods/info: the spec choices of one goods, loaded when the popup that changes a cart line's spec opens (shopping §7 "Cart"). */
export function specOptionsQueryOptions(gshpId: number) {
  return callQuery(queryKeys.cart.spec(gshpId), endpoints.readGoods, { gshp_id: gshpId, is_group: 0 });
}

/** The spec choices of the line being changed. */
export function useSpecOptions(gshpId: number) {
  return useQuery(specOptionsQueryOptions(gshpId));
}
