import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RouteError } from '../components/route-error';
import { categoryTreeQueryOptions } from '../features/layout/api/get-category-tree';
import { pinyinQueryOptions } from '../features/trade-catalogue/api/catalogue-calls';
import { CatalogueHome } from '../features/trade-catalogue/components/catalogue-home';

// shopping §2: bkHome, the catalogue's home; no parameters.
export const Route = createFileRoute('/bkHome')({
  errorComponent: RouteError,
  component: () => {
    const index = useSuspenseQuery(pinyinQueryOptions()).data;
    const tree = useSuspenseQuery(categoryTreeQueryOptions()).data;
    return <CatalogueHome index={index} categories={tree} />;
  },
});
