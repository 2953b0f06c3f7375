import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { FinderPage } from '../features/finder/components/finder-page';
import { ThemedList } from '../features/finder/components/themed-list';
import { finderTitle, readFinderSearch } from '../features/finder/finder-search';

// shopping §2 recommend (storefront §2: id, name, fv_id): the plant finder; with fv_id, a themed list of
// that activity's goods under the first comma part of `name`. Its filters live in the address, so
// coming back finds the list as it was (the spec's "kept alive").
export const Route = createFileRoute('/recommend')({
  validateSearch: readFinderSearch,
  errorComponent: RouteError,
  component: RecommendRoute,
});

function RecommendRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  if (search.fv_id)
    return <ThemedList fvId={search.fv_id} title={finderTitle(search.name)} page={search.page ?? 1} onPage={(page) => change({ page })} />;
  return <FinderPage search={search} title={finderTitle(search.name)} onChange={change} />;
}
