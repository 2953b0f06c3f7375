import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Category as CategoryBranch } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { CategoryBranch };

/** GET /v3/category/father_list?father_id=: the second- and third-level categories under a top one. */
async function getSubCategories(fatherId: number): Promise<CategoryBranch[]> {
  const { list } = await call(endpoints.readCategoryTree, { father_id: fatherId });
  return list;
}

/** The branches under a top category; the tree hardly changes. */
export function subCategoriesQueryOptions(fatherId: number) {
  return queryOptions({ queryKey: queryKeys.category.children(fatherId), queryFn: () => getSubCategories(fatherId), staleTime: 600_000 });
}

/** The second-level tabs with their third-level children (suspends until loaded). */
export function useSubCategories(fatherId: number) {
  return useSuspenseQuery(subCategoriesQueryOptions(fatherId)).data;
}
