import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** One attribute value of the spec popup (shopping §3 "Product info for the spec popup"). */
export interface SpecValue {
  goods_attr_id: number;
  label: string;
  thumb_url: string;
}

/** What the spec popup reads of GET /v2/goods/info (shopping §3): the attribute groups and limits. */
export interface SpecOptions {
  gshp_id: number;
  gsup_id: number;
  sendAddress_id: number;
  stock: number;
  Nbei: number;
  start_num: number;
  is_dingjin: 0 | 1;
  forward: 0 | 1;
  properties: { spe: { attr_id: number; name: string; values: SpecValue[] }[] };
}

/** GET /v2/goods/info for the popup that changes a cart line's spec (shopping §7 "Cart"). */
export function getSpecOptions(gshpId: number): Promise<SpecOptions> {
  return getData<SpecOptions>('/v2/goods/info', { gshp_id: gshpId, is_group: 0 });
}

/** The spec choices of one goods, loaded when the popup opens. */
export function specOptionsQueryOptions(gshpId: number) {
  return queryOptions({ queryKey: ['cart', 'spec', gshpId], queryFn: () => getSpecOptions(gshpId) });
}

/** The spec choices of the line being changed. */
export function useSpecOptions(gshpId: number) {
  return useQuery(specOptionsQueryOptions(gshpId));
}
