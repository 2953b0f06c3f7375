import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES, toBeon, toCategorySort, type CategorySortKind } from '@garden/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import type { CategoryProducts as ProductListPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { ProductListPage };

/** What the category page lists: a category, its filters, a sort, the in-stock toggle and a page. */
export interface ProductListQuery {
  catId: number;
  brand: readonly number[];
  filter: readonly number[];
  sort: CategorySortKind;
  inStockOnly: boolean;
  page: number;
}

/** GET /v3/category/product_list: one page of 20 of a category's goods for one shopper (grade prices), with the domain's sort codes and `beon` (storefront §7). */
export function productListQueryOptions(query: ProductListQuery, scope: RequestScope) {
  return queryOptions({
    queryKey: queryKeys.category.products(query, scope.key),
    queryFn: () =>
      call(endpoints.listCategoryGoods, {
        cat_id: query.catId,
        page: query.page,
        limit: PAGE_SIZES.category,
        beon: toBeon(query.inStockOnly),
        ...toCategorySort(query.sort),
        filter: query.filter.join(',') || undefined,
        brand: query.brand.join(',') || undefined,
      }),
  });
}

/** The category page's goods (suspends until loaded). */
export function useProductList(query: ProductListQuery, scope: RequestScope) {
  return useSuspenseQuery(productListQueryOptions(query, scope)).data;
}
