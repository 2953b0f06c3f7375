import { createFileRoute, redirect } from '@tanstack/react-router';
import { categoryFilterQueryOptions } from '../features/catalogue/api/get-category-filter';
import { productListQueryOptions } from '../features/catalogue/api/get-product-list';
import { subCategoriesQueryOptions } from '../features/catalogue/api/get-sub-categories';
import { CategoryPage } from '../features/catalogue/components/category-page';
import { CATEGORY_SORTS, FINDER_VARIANT, toProductListQuery, type CategorySearch } from '../features/catalogue/components/category-search';
import { readRequestScope } from '../lib/request-scope';
import { readId, readIdList, readText } from '../lib/search-params';
import { lazy, Suspense } from 'react';
import { RouteError } from '../components/route-error';
import { type FinderSearch, readFinderSearch } from '../features/finder/finder-search';

const SORT_KINDS = CATEGORY_SORTS.map((option) => option.value);
// The finder variant's page loads only when asked for, so the plain category page does not carry it.
const FinderPage = lazy(() => import('../features/finder/components/finder-page').then((module) => ({ default: module.FinderPage })));
const optionalIds = (value: unknown) => {
  const ids = readIdList(Array.isArray(value) ? value.join(',') : value);
  return ids.length > 0 ? ids : undefined;
};

// storefront §2: category takes id, name and cat_id. `variant=finder` opens the second list variant
// (keyword, city, plant attribute, light, colour, online sale): the plant finder kept to this category,
// with the finder's own city and filters rather than a copy of them.
export const Route = createFileRoute('/category')({
  validateSearch: (search: Record<string, unknown>): CategorySearch => ({
    id: readId(search.id) ?? 0,
    name: readText(search.name),
    cat_id: readId(search.cat_id),
    page: readId(search.page),
    sort: SORT_KINDS.find((kind) => kind === search.sort),
    instock: search.instock === true || search.instock === 'true' || undefined,
    brand: optionalIds(search.brand),
    filter: optionalIds(search.filter),
    variant: search.variant === FINDER_VARIANT ? FINDER_VARIANT : undefined,
    // The finder variant's filters, named as the finder names them (shopping §7 "Plant finder").
    ...(search.variant === FINDER_VARIANT ? finderFilters(search) : {}),
  }),
  beforeLoad: ({ search }) => {
    if (search.id === 0) throw redirect({ to: '/index', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.variant === FINDER_VARIANT) return;
    const query = toProductListQuery(deps);
    // All three in parallel: the page draws once, without a waterfall.
    const [products] = await Promise.all([
      queryClient.ensureQueryData(productListQueryOptions(query, readRequestScope())),
      queryClient.ensureQueryData(subCategoriesQueryOptions(deps.id)),
      queryClient.ensureQueryData(categoryFilterQueryOptions(query.catId)),
    ]);
    // A link may name a lower category as `id` (the product page's breadcrumb does): the tabs hang
    // off the top category, so move the address to it with the lower one chosen.
    const top = products.breadcrumb[0];
    if (top && top.cat_id !== deps.id) {
      throw redirect({ to: '/category', search: { ...deps, id: top.cat_id, name: top.cat_name, cat_id: query.catId }, replace: true });
    }
  },
  errorComponent: RouteError,
  component: CategoryRoute,
});

function CategoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  if (search.variant === FINDER_VARIANT) {
    return (
      <Suspense>
        <FinderPage search={search} catId={search.cat_id ?? search.id} title={`${search.name ?? ''} · 植物推荐`} onChange={change} />
      </Suspense>
    );
  }
  return <CategoryPage search={search} onChange={change} />;
}

/** The finder's filter fields of an address (not its id, name, fv_id or page, which the category has). */
function finderFilters(search: Record<string, unknown>): Omit<FinderSearch, 'id' | 'name' | 'fv_id' | 'page'> {
  const { id: _id, name: _name, fv_id: _fvId, page: _page, ...filters } = readFinderSearch(search);
  return filters;
}
