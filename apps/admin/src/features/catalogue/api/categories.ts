import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/categories: every category, parents before their children, in shop order. */
export function categoriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.categories, queryFn: () => call(endpoints.listAdminCategories) });
}

/** GET /v1/operator/brands: the brands and the ship-from places. */
export function brandsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.brands, queryFn: () => call(endpoints.listAdminBrands) });
}

/** A category or brand write changes the tree, the brands and the goods list's paths and names. */
const CATALOGUE = [queryKeys.categories, queryKeys.brands, queryKeys.goodsAll];

export const useCreateCategory = () => useWrite(endpoints.createCategory, CATALOGUE);
export const useUpdateCategory = () => useWrite(endpoints.updateCategory, CATALOGUE);
export const useReorderCategories = () => useWrite(endpoints.reorderCategories, CATALOGUE);
export const useDeleteCategory = () => useWrite(endpoints.deleteCategory, CATALOGUE);
export const useCreateBrand = () => useWrite(endpoints.createBrand, CATALOGUE);
export const useUpdateBrand = () => useWrite(endpoints.updateBrand, CATALOGUE);
