import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RequestScope } from '../../../lib/request-scope';
import type { FinderQuery } from '../finder-search';
import { callQuery } from '../../../lib/call-query';

// The plant finder's calls (shopping §7 "Plant finder"; paths in the api README's finder table). The
// default city travels with every call (api-client), so the scope is part of each key.

export function finderSearchQueryOptions(query: FinderQuery, scope: RequestScope) {
  return { ...callQuery(queryKeys.finder.search(query, scope), endpoints.searchFinder, query), placeholderData: keepPreviousData };
}

export function finderPlantQueryOptions(productId: number, scope: RequestScope) {
  return callQuery(queryKeys.finder.plant(productId, scope), endpoints.readFinderPlant, { product_id: productId });
}

/** Every city (keyword ''), or the cities a keyword finds; the list never changes while the page is open. */
export function citiesQueryOptions(keyword: string) {
  return {
    ...callQuery(queryKeys.finder.cities(keyword), endpoints.listCities, { region_name: keyword || undefined }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  };
}

/** The city a coordinate is in; the server answers 定位失败 for a point in no city. */
export const locateCity = (lng: number, lat: number) => call(endpoints.locateCity, { lng, lat });

/** A themed finder list's goods (storefront §2 recommend with fv_id: /v1/home/fav_goods_lists). */
export function favGoodsQueryOptions(fvId: number, page: number, key: string) {
  return {
    ...callQuery(queryKeys.finder.favGoods(fvId, page, key), endpoints.listActivityGoods, { fv_id: fvId, page, limit: PAGE_SIZES.plantFinder }),
    placeholderData: keepPreviousData,
  };
}
