import { SEARCH_KEYWORD_EMPTY } from '@garden/domain';
import { describe, expect, it } from 'vitest';
import { checkResultsSearch, validateResultsSearch } from './search-route';
import { toSearchQuery } from './results-search';

describe('results addresses', () => {
  it('reads keywords, sort, stock toggle, page and the test inputs, dropping junk', () => {
    expect(validateResultsSearch({ keywords: ' 月季 ', sort: 'sales', instock: 'true', page: '2', hot: 1, size: '8' })).toEqual({
      keywords: '月季',
      page: 2,
      sort: 'sales',
      instock: true,
      hot: 1,
      size: '8',
    });
    expect(validateResultsSearch({ keywords: 5, sort: 'cheapest', page: '-1' })).toMatchObject({ keywords: '5', sort: undefined, page: undefined });
  });

  it('shows the blank-keyword message instead of searching for nothing (storefront §5)', () => {
    expect(checkResultsSearch(validateResultsSearch({ keywords: '   ' }))).toBe(SEARCH_KEYWORD_EMPTY);
    expect(checkResultsSearch(validateResultsSearch({}))).toBe(SEARCH_KEYWORD_EMPTY);
    expect(checkResultsSearch(validateResultsSearch({ keywords: 'yueji' }))).toBeNull();
  });

  it('adds hot and size only on the test variant', () => {
    const search = { keywords: '绣球', hot: 1, size: '8' };
    expect(toSearchQuery(search, false)).toEqual({ keywords: '绣球', sort: 'comprehensive', inStockOnly: false, page: 1 });
    expect(toSearchQuery(search, true)).toMatchObject({ test: { hot: 1, size: '8' } });
  });
});
