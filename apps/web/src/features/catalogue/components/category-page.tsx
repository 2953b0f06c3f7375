import { Link } from '@tanstack/react-router';
import { SortedGoodsGrid } from '../../../components/sorted-goods-grid';
import { useRequestScope } from '../../../lib/request-scope';
import { useProductList } from '../api/get-product-list';
import { CATEGORY_SORTS, toProductListQuery, type CategorySearch } from './category-search';
import { CategoryTabs } from './category-tabs';
import { FilterPanel } from './filter-panel';
import './catalogue.css';

const EMPTY = { title: '没有找到符合条件的商品', hint: '换个分类或减少筛选条件试试' };

/**
 * The category page (storefront §2 "Category"): breadcrumb, second- and third-level tabs, brand and
 * attribute filters, sort bar, in-stock toggle and 20 goods a page. `onChange` patches the address;
 * any change but the page itself starts again at page 1.
 */
export function CategoryPage({ search, onChange }: { search: CategorySearch; onChange: (patch: Partial<CategorySearch>) => void }) {
  const scope = useRequestScope();
  const query = toProductListQuery(search);
  const products = useProductList(query, scope);
  const refine = (patch: Partial<CategorySearch>) => onChange({ ...patch, page: undefined });
  return (
    <div className="page category-page">
      <nav className="breadcrumb" aria-label="当前位置">
        <Link to="/index">首页</Link>
        {products.breadcrumb.length > 0
          ? products.breadcrumb.map((entry, index) =>
              index === products.breadcrumb.length - 1 ? (
                <span key={entry.cat_id} aria-current="page">
                  {entry.cat_name}
                </span>
              ) : (
                <button
                  key={entry.cat_id}
                  type="button"
                  className="breadcrumb__link"
                  onClick={() => refine({ cat_id: index === 0 ? undefined : entry.cat_id, brand: undefined, filter: undefined })}
                >
                  {entry.cat_name}
                </button>
              ),
            )
          : search.name && <span aria-current="page">{search.name}</span>}
      </nav>
      <section className="filter-panel" aria-label="筛选">
        <CategoryTabs fatherId={search.id} catId={search.cat_id} onPick={(catId) => refine({ cat_id: catId, brand: undefined, filter: undefined })} />
        <FilterPanel
          catId={query.catId}
          brand={query.brand}
          filter={query.filter}
          onChange={({ brand, filter }) => refine({ ...(brand && { brand }), ...(filter && { filter }) })}
        />
      </section>
      <SortedGoodsGrid sorts={CATEGORY_SORTS} query={query} page={products} onChange={onChange} empty={EMPTY} />
    </div>
  );
}
