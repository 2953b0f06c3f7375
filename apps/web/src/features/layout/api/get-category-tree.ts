import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Category as CategoryNode } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { CategoryNode };

/** GET /v3/category/father_list: the top categories with their children. */
async function getCategoryTree(): Promise<CategoryNode[]> {
  return (await call(endpoints.readCategoryTree)).list;
}

/** The category tree; it hardly changes, so it stays fresh for ten minutes. */
export function categoryTreeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.category.tree, queryFn: getCategoryTree, staleTime: 600_000 });
}

/** The category tree for the header navigation. */
export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
