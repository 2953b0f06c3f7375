/** The sort tabs of the search results (storefront §2 "Search results"). */
export type SearchSortKind = 'comprehensive' | 'priceDesc' | 'priceAsc' | 'sales' | 'orderable';

/** The `sort` and `order` query values of `/v1/search/sou`. */
export interface SearchSortParams {
  readonly sort: 'add_time' | 'sort_price' | 'sales' | 'orderable';
  readonly order: 'DESC' | 'ASC';
}

const PARAMS: Readonly<Record<SearchSortKind, SearchSortParams>> = {
  comprehensive: { sort: 'add_time', order: 'DESC' },
  priceDesc: { sort: 'sort_price', order: 'DESC' },
  priceAsc: { sort: 'sort_price', order: 'ASC' },
  sales: { sort: 'sales', order: 'DESC' },
  // The spec names the tab but not its code: `orderable` lists goods that can be ordered now first.
  orderable: { sort: 'orderable', order: 'DESC' },
};

/**
 * The query values of a search sort: comprehensive by add_time DESC, price by sort_price DESC or ASC, sales DESC,
 * and the orderable tab (storefront §7 "Search: sort by add_time DESC, by price sort_price DESC or ASC, by sales DESC").
 */
export function toSearchSort(kind: SearchSortKind): SearchSortParams {
  return PARAMS[kind];
}

/** Reads the search tab back from the query values (case-insensitive order); anything unknown is comprehensive. */
export function readSearchSort(sort: string, order: string): SearchSortKind {
  const descending = order.toUpperCase() !== 'ASC';
  if (sort === 'sort_price') return descending ? 'priceDesc' : 'priceAsc';
  if (sort === 'sales') return 'sales';
  if (sort === 'orderable') return 'orderable';
  return 'comprehensive';
}
