import { type FormEvent, type ReactNode, useState } from 'react';
import type { SearchSortKind } from '@garden/domain';
import type { CardPage } from '../../../components/goods-grid';
import { SortedGoodsGrid } from '../../../components/sorted-goods-grid';
import { useRequestScope } from '../../../lib/request-scope';
import { useSearchGoods } from '../api/search-goods';
import { SEARCH_SORTS, searchResultsTitle, toSearchQuery, type SearchSearch } from './results-search';

const EMPTY_HINT = '换个关键词试试，比如 月季、绣球、多肉';

/** The test variant's hot and size inputs (storefront §2 "A test variant also has inputs for hot and size"). */
function TestInputs({ hot, size, onChange }: { hot?: number; size?: string; onChange: (patch: Pick<SearchSearch, 'hot' | 'size'>) => void }) {
  const [hotText, setHotText] = useState(hot === undefined ? '' : String(hot));
  const [sizeText, setSizeText] = useState(size ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hotNumber = Number(hotText);
    onChange({ hot: hotText.trim() !== '' && Number.isInteger(hotNumber) ? hotNumber : undefined, size: sizeText.trim() || undefined });
  };
  return (
    <form className="filter-form filter-form--card" onSubmit={submit}>
      <label className="filter-form__field">
        hot
        <input inputMode="numeric" value={hotText} onChange={(event) => setHotText(event.target.value)} />
      </label>
      <label className="filter-form__field">
        size
        <input value={sizeText} onChange={(event) => setSizeText(event.target.value)} />
      </label>
      <button type="submit" className="filter-form__submit">
        应用
      </button>
    </form>
  );
}

/**
 * Search results (storefront §2): the sort tabs, the in-stock toggle, 20 goods a page and an empty
 * state; the test variant adds hot and size.
 */
export interface SearchResultsProps {
  search: SearchSearch;
  test: boolean;
  onChange: (patch: Partial<SearchSearch>) => void;
}

export function SearchResultsPage({ search, test, onChange }: SearchResultsProps) {
  const scope = useRequestScope();
  const query = toSearchQuery(search, test);
  const results = useSearchGoods(query, scope);
  const refine = (patch: Partial<SearchSearch>) => onChange({ ...patch, page: undefined });
  return (
    <SearchResultsView
      keywords={search.keywords}
      query={query}
      results={results}
      onChange={onChange}
      testInputs={test && <TestInputs hot={search.hot} size={search.size} onChange={refine} />}
    />
  );
}

/**
 * A page of results under the title and sort bar, from the results alone: what the server's first paint
 * draws too (web build/first-paints.tsx), without the test variant's inputs.
 */
export function SearchResultsView({
  keywords,
  query,
  results,
  onChange,
  testInputs,
}: {
  keywords: string;
  query: { sort: SearchSortKind; inStockOnly: boolean };
  results: CardPage;
  onChange: (patch: Partial<SearchSearch>) => void;
  testInputs?: ReactNode;
}) {
  return (
    <div className="page search-page">
      <h1 className="list-title">{searchResultsTitle(keywords)}</h1>
      {testInputs}
      {/* The cards' names are h3 (as under a home theme's h2): the list gets its h2, for a screen reader's outline. */}
      <h2 className="visually-hidden">商品列表</h2>
      <SortedGoodsGrid
        sorts={SEARCH_SORTS}
        query={query}
        page={results}
        onChange={onChange}
        empty={{ title: `没有找到与“${keywords}”相关的商品`, hint: EMPTY_HINT }}
      />
    </div>
  );
}
