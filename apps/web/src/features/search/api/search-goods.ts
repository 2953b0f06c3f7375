import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES, toBeon, toSearchSort, type SearchSortKind } from '@garden/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CardPage } from '../../../components/goods-grid';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import { queryKeys } from '../../../lib/query-keys';

/** What a search lists: the keywords, a sort tab, the in-stock toggle, the page, and the test variant's inputs. */
export interface SearchQuery {
  keywords: string;
  sort: SearchSortKind;
  inStockOnly: boolean;
  page: number;
  /** The test variant (GET /v1/search/es_sou) only: its hot and size inputs. */
  test?: { hot?: number; size?: string };
}

/** GET /v1/search/sou, or /v1/search/es_sou for the test variant, 20 a page (storefront §7). */
export function searchGoods(query: SearchQuery): Promise<CardPage> {
  const fields = {
    keywords: query.keywords,
    beon: toBeon(query.inStockOnly),
    page: query.page,
    limit: PAGE_SIZES.search,
    ...toSearchSort(query.sort),
    system: 'PC',
  };
  if (!query.test) return call(endpoints.searchGoods, fields);
  return call(endpoints.searchGoodsTest, { ...fields, hot: query.test.hot, size: query.test.size || undefined });
}

/** One page of results for one shopper (grade prices). */
export function searchQueryOptions(query: SearchQuery, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.search(query, scope.key),
    queryFn: () => searchGoods(query),
  });
}

/** The results page's goods (suspends until loaded). */
export function useSearchGoods(query: SearchQuery, scope: RequestScope) {
  return useSuspenseQuery(searchQueryOptions(query, scope)).data;
}
