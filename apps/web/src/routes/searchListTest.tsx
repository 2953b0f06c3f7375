import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { loadSearchResults, SearchResultsRoute } from '../features/search/components/search-results-route';
import { validateResultsSearch } from '../features/search/components/search-route';

// storefront §2: searchListTest takes keywords; the test variant also takes hot and size (GET /v1/search/es_sou).
export const Route = createFileRoute('/searchListTest')({
  validateSearch: validateResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: loadSearchResults(true),
  errorComponent: RouteError,
  component: function SearchListTestRoute() {
    const navigate = Route.useNavigate();
    return (
      <SearchResultsRoute
        search={Route.useSearch()}
        test={true}
        onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      />
    );
  },
});
