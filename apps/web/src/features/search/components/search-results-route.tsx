import type { QueryClient } from '@tanstack/react-query';
import { readRequestScope } from '../../../lib/request-scope';
import { searchQueryOptions } from '../api/search-goods';
import { SearchBlank } from './search-blank';
import { SearchResultsPage, type SearchResultsProps } from './search-results-page';
import { toSearchQuery, type SearchSearch } from './results-search';
import { checkResultsSearch } from './search-route';

/**
 * The loader of /searchList and /searchListTest: the same results, the test variant (`test`) also sending
 * hot and size (storefront §2). A blank keyword loads nothing; the page shows why.
 */
export function loadSearchResults(test: boolean) {
  return async ({ context, deps }: { context: { queryClient: QueryClient }; deps: SearchSearch }) => {
    if (checkResultsSearch(deps)) return;
    await context.queryClient.ensureQueryData(searchQueryOptions(toSearchQuery(deps, test), readRequestScope()));
  };
}

/** The body of both results routes: the blank-keyword message, or the results page bound to the address. */
export function SearchResultsRoute(props: SearchResultsProps) {
  const { search } = props;
  const problem = checkResultsSearch(search);
  if (problem) return <SearchBlank message={problem} />;
  return <SearchResultsPage {...props} />;
}
