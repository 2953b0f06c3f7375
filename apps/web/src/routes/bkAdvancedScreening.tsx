import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { RouteError } from '../components/route-error';
import { categoryTreeQueryOptions } from '../features/layout/api/get-category-tree';
import { catalogueSearchQueryOptions, type CatalogueQuery } from '../features/trade-catalogue/api/catalogue-calls';
import { CatalogueSearch } from '../features/trade-catalogue/components/catalogue-search';
import { readId, readIdList, readText } from '../lib/search-params';

interface ScreeningSearch {
  keywords?: string;
  cat_id?: number;
  /** Attribute values, joined by `-` as the search call takes them (`filtered_attrs`). */
  attrs?: string;
  page?: number;
}

const toQuery = (search: ScreeningSearch): CatalogueQuery => ({
  keyword: search.keywords,
  catId: search.cat_id,
  attrs: readIdList(search.attrs?.replaceAll('-', ',')),
  page: search.page ?? 1,
});

// shopping §2: bkAdvancedScreening takes keywords; the category, values and page sit in the address too.
export const Route = createFileRoute('/bkAdvancedScreening')({
  validateSearch: (search: Record<string, unknown>): ScreeningSearch => ({
    keywords: readText(search.keywords)?.trim() || undefined,
    cat_id: readId(search.cat_id),
    attrs: readText(search.attrs)?.match(/^\d+(-\d+)*$/) ? readText(search.attrs) : undefined,
    page: readId(search.page),
  }),
  errorComponent: RouteError,
  component: () => {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const query = toQuery(search);
    const tree = useSuspenseQuery(categoryTreeQueryOptions()).data;
    const { data } = useQuery(catalogueSearchQueryOptions(query));
    return (
      <CatalogueSearch
        categories={tree}
        query={query}
        result={data}
        onChange={(next) =>
          void navigate({
            search: {
              keywords: next.keyword,
              cat_id: next.catId,
              attrs: next.attrs.length > 0 ? next.attrs.join('-') : undefined,
              page: next.page > 1 ? next.page : undefined,
            },
          })
        }
      />
    );
  },
});
