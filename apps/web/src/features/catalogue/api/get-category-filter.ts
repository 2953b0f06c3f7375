import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** One attribute group of the filter with its values (storefront §3 "Category filter"). */
export interface FilterGroup {
  attr_id: number;
  attr_name: string;
  attr_list: { goods_attr_id: number; attr_name: string }[];
}

/** The reply of GET /v1/category/filter: brands and attribute groups. */
export interface CategoryFilter {
  brand: { brand_id: number; attr_name: string }[];
  attr: FilterGroup[];
}

/** GET /v1/category/filter for a category and everything under it. */
export function getCategoryFilter(catId: number): Promise<CategoryFilter> {
  return getData<CategoryFilter>('/v1/category/filter', { cat_id: catId });
}

/** A category's filters; they change only with the catalogue. */
export function categoryFilterQueryOptions(catId: number) {
  return queryOptions({ queryKey: ['category', 'filter', catId], queryFn: () => getCategoryFilter(catId), staleTime: 600_000 });
}

/** The category's brand and attribute filters (suspends until loaded). */
export function useCategoryFilter(catId: number) {
  return useSuspenseQuery(categoryFilterQueryOptions(catId)).data;
}
