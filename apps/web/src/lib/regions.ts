import type { Region } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export type { Region };

/** 1 province, 2 city, 3 district (shopping §7 POST /v1/address/regions). */
type RegionLevel = 1 | 2 | 3;

/** POST /v1/address/regions: the regions of one level under a parent (0 for provinces). */
async function getRegions(type: RegionLevel, parentId: number): Promise<Region[]> {
  return (await call(endpoints.listRegions, { type, parent_id: parentId })).list;
}

/** One level of the region tree; it never changes while the page is open. */
function regionsQueryOptions(type: RegionLevel, parentId: number) {
  return queryOptions({
    queryKey: queryKeys.regions(type, parentId),
    queryFn: () => getRegions(type, parentId),
    staleTime: Infinity,
  });
}

/** One level of regions, loaded once the picker asks for it. */
export function useRegions(type: RegionLevel, parentId: number, enabled: boolean) {
  return useQuery({ ...regionsQueryOptions(type, parentId), enabled });
}
