import { endpoints } from '@garden/contract/endpoints';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CategoryFilter } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { CategoryFilter };
export type FilterGroup = CategoryFilter['attr'][number];

/** GET /v1/category/filter: the filters of a category and everything under it; they change only with the catalogue. */
export function categoryFilterQueryOptions(catId: number) {
  return { ...callQuery(queryKeys.category.filter(catId), endpoints.readCategoryFilter, { cat_id: catId }), staleTime: 600_000 };
}

/** The category's brand and attribute filters (suspends until loaded). */
export function useCategoryFilter(catId: number) {
  return useSuspenseQuery(categoryFilterQueryOptions(catId)).data;
}
