import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CategoryFilter } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { CategoryFilter };
export type FilterGroup = CategoryFilter['attr'][number];

/** GET /v1/category/filter for a category and everything under it. */
export function getCategoryFilter(catId: number): Promise<CategoryFilter> {
  return call(endpoints.readCategoryFilter, { cat_id: catId });
}

/** A category's filters; they change only with the catalogue. */
export function categoryFilterQueryOptions(catId: number) {
  return queryOptions({ queryKey: queryKeys.category.filter(catId), queryFn: () => getCategoryFilter(catId), staleTime: 600_000 });
}

/** The category's brand and attribute filters (suspends until loaded). */
export function useCategoryFilter(catId: number) {
  return useSuspenseQuery(categoryFilterQueryOptions(catId)).data;
}
