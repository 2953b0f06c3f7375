/** The sort tabs of the category page (storefront §2 "Category"). */
export type CategorySortKind = 'comprehensive' | 'priceAsc' | 'priceDesc' | 'sales';

/** The `sort` and `order` query values of `/v3/category/product_list`. */
export interface CategorySortParams {
  readonly sort: 0 | 1 | 2;
  readonly order: 0 | 1;
}

const PARAMS: Readonly<Record<CategorySortKind, CategorySortParams>> = {
  comprehensive: { sort: 0, order: 0 },
  priceAsc: { sort: 2, order: 0 },
  priceDesc: { sort: 2, order: 1 },
  sales: { sort: 1, order: 0 },
};

/**
 * The query codes of a category sort: default sort 0 order 0, price ascending sort 2 order 0, price descending
 * sort 2 order 1, sales sort 1 (order 0) (storefront §7 "Sort codes").
 */
export function toCategorySort(kind: CategorySortKind): CategorySortParams {
  return PARAMS[kind];
}

/** Reads the sort tab back from the query codes; anything unknown is the default sort (storefront §7). */
export function readCategorySort(sort: number, order: number): CategorySortKind {
  if (sort === 1) return 'sales';
  if (sort === 2) return order === 1 ? 'priceDesc' : 'priceAsc';
  return 'comprehensive';
}
