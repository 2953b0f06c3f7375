import { validateSearchKeyword } from '@garden/domain';
import { readId, readText } from '../../../lib/search-params';
import { SEARCH_SORTS, type SearchSearch } from './results-search';

const SORT_KINDS = SEARCH_SORTS.map((option) => option.value);

/** Reads a results address (both /searchList and /searchListTest). */
export function validateResultsSearch(search: Record<string, unknown>): SearchSearch {
  return {
    keywords: (readText(search.keywords) ?? '').trim(),
    page: readId(search.page),
    sort: SORT_KINDS.find((kind) => kind === search.sort),
    instock: search.instock === true || search.instock === 'true' || undefined,
    hot: readId(search.hot),
    size: readText(search.size) || undefined,
  };
}

/** The message a results address gets instead of results: a blank keyword (storefront §5). */
export function checkResultsSearch(search: SearchSearch): string | null {
  return validateSearchKeyword(search.keywords);
}
