import { createFileRoute } from '@tanstack/react-router';
import { searchQueryOptions } from '../features/search/api/search-goods';
import { SearchBlank } from '../features/search/components/search-blank';
import { SearchResultsPage } from '../features/search/components/search-results-page';
import { toSearchQuery } from '../features/search/components/results-search';
import { checkResultsSearch, validateResultsSearch } from '../features/search/components/search-route';
import { readRequestScope } from '../lib/request-scope';
import { RouteError } from '../components/route-error';

const TEST_VARIANT = true;

// storefront §2: searchListTest takes keywords; the test variant also takes hot and size (GET /v1/search/es_sou).
export const Route = createFileRoute('/searchListTest')({
  validateSearch: validateResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    if (checkResultsSearch(deps)) return;
    await queryClient.ensureQueryData(searchQueryOptions(toSearchQuery(deps, TEST_VARIANT), readRequestScope()));
  },
  errorComponent: RouteError,
  component: SearchListTestRoute,
});

function SearchListTestRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const problem = checkResultsSearch(search);
  if (problem) return <SearchBlank message={problem} />;
  return (
    <SearchResultsPage search={search} test={TEST_VARIANT} onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })} />
  );
}
