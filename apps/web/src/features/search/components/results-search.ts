import type { SearchSortKind } from '@garden/domain';
import type { SearchQuery } from '../api/search-goods';

/** The results page's address: storefront §2 names keywords; sort, stock and page keep the view shareable. */
export interface SearchSearch {
  keywords: string;
  page?: number;
  sort?: SearchSortKind;
  instock?: boolean;
  /** /searchListTest only. */
  hot?: number;
  size?: string;
}

/** The sort tabs of the results in the spec's order (storefront §2 "Search results"). */
export const SEARCH_SORTS: readonly { value: SearchSortKind; label: string }[] = [
  { value: 'comprehensive', label: '综合' },
  { value: 'priceDesc', label: '价格从高到低' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'sales', label: '销量优先' },
  { value: 'orderable', label: '可订购' },
];

/** The results page's title for its keywords. */
export const searchResultsTitle = (keywords: string): string => `“${keywords}”的搜索结果`;

/** The search a results address stands for; `test` switches to the test variant's call. */
export function toSearchQuery(search: SearchSearch, test: boolean): SearchQuery {
  return {
    keywords: search.keywords,
    sort: search.sort ?? 'comprehensive',
    inStockOnly: search.instock ?? false,
    page: search.page ?? 1,
    ...(test && { test: { hot: search.hot, size: search.size } }),
  };
}
