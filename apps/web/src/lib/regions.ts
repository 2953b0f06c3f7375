import { queryOptions, useQuery } from '@tanstack/react-query';
import { postData } from './api-client';
import { queryKeys } from './query-keys';

/** A province, city or district (shopping §3: region_id, region_name). */
export interface Region {
  region_id: number;
  region_name: string;
}

/** 1 province, 2 city, 3 district (shopping §7 POST /v1/address/regions). */
type RegionLevel = 1 | 2 | 3;

/** POST /v1/address/regions: the regions of one level under a parent (0 for provinces). */
async function getRegions(type: RegionLevel, parentId: number, key: string): Promise<Region[]> {
  const data = await postData<Region[] | { list: Region[] }>('/v1/address/regions', { type, parent_id: parentId, key });
  return Array.isArray(data) ? data : data.list;
}

/** One level of the region tree; it never changes while the page is open. */
function regionsQueryOptions(type: RegionLevel, parentId: number, key: string) {
  return queryOptions({
    queryKey: queryKeys.regions(type, parentId),
    queryFn: () => getRegions(type, parentId, key),
    staleTime: Infinity,
  });
}

/** One level of regions, loaded once the picker asks for it. */
export function useRegions(type: RegionLevel, parentId: number, key: string, enabled: boolean) {
  return useQuery({ ...regionsQueryOptions(type, parentId, key), enabled });
}
