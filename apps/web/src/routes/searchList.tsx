import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { loadSearchResults, SearchResultsRoute } from '../features/search/components/search-results-route';
import { validateResultsSearch } from '../features/search/components/search-route';

// storefront §2: searchList takes keywords.
export const Route = createFileRoute('/searchList')({
  validateSearch: validateResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: loadSearchResults(false),
  errorComponent: RouteError,
  component: function SearchListRoute() {
    const navigate = Route.useNavigate();
    return (
      <SearchResultsRoute
        search={Route.useSearch()}
        test={false}
        onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      />
    );
  },
});
