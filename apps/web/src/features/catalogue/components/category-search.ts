import type { CategorySortKind } from '@garden/domain';
import type { ProductListQuery } from '../api/get-product-list';

/**
 * The second list variant of the category page (storefront §2: keyword, city, plant filters, online
 * sale): the plant finder within the category, composed by routes/category.tsx.
 */
export const FINDER_VARIANT = 'finder';

/**
 * The category page's address: storefront §2 names id (top category), name and cat_id (the chosen
 * second- or third-level category); the rest keeps filters, sort and page so a list can be shared.
 */
export interface CategorySearch {
  id: number;
  name?: string;
  cat_id?: number;
  page?: number;
  sort?: CategorySortKind;
  instock?: boolean;
  brand?: number[];
  filter?: number[];
  variant?: typeof FINDER_VARIANT;
}

/** The sort tabs of the category page in the spec's order (storefront §2). */
export const CATEGORY_SORTS: readonly { value: CategorySortKind; label: string }[] = [
  { value: 'comprehensive', label: '综合' },
  { value: 'priceDesc', label: '价格从高到低' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'sales', label: '销量' },
];

/** The goods query a category address stands for (defaults: comprehensive, all stock, page 1). */
export function toProductListQuery(search: CategorySearch): ProductListQuery {
  return {
    catId: search.cat_id ?? search.id,
    brand: search.brand ?? [],
    filter: search.filter ?? [],
    sort: search.sort ?? 'comprehensive',
    inStockOnly: search.instock ?? false,
    page: search.page ?? 1,
  };
}
