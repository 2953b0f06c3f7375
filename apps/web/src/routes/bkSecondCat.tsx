import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Category } from '@garden/contract';
import { RouteError } from '../components/route-error';
import { categoryTreeQueryOptions } from '../features/layout/api/get-category-tree';
import { SecondCategory } from '../features/trade-catalogue/components/second-category';
import { readId } from '../lib/search-params';

const find = (nodes: readonly Category[], id: number): Category | undefined =>
  nodes.map((node) => (node.cat_id === id ? node : find(node.children, id))).find(Boolean);

// shopping §2: bkSecondCat takes cat_id.
export const Route = createFileRoute('/bkSecondCat')({
  validateSearch: (search: Record<string, unknown>): { cat_id?: number } => ({ cat_id: readId(search.cat_id) }),
  errorComponent: RouteError,
  component: () => {
    const { cat_id: catId } = Route.useSearch();
    const tree = useSuspenseQuery(categoryTreeQueryOptions()).data;
    const category = catId ? find(tree, catId) : undefined;
    if (!category) return <Navigate to="/bkHome" replace />;
    return <SecondCategory category={category} />;
  },
});
