import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBeon, toBeon } from './beon';
import { readCategorySort, toCategorySort, type CategorySortKind } from './category-sort';
import { readSearchSort, toSearchSort, type SearchSortKind } from './search-sort';

describe('sort codes', () => {
  it('gives the category codes of storefront §7', () => {
    expect(toCategorySort('comprehensive')).toEqual({ sort: 0, order: 0 });
    expect(toCategorySort('priceAsc')).toEqual({ sort: 2, order: 0 });
    expect(toCategorySort('priceDesc')).toEqual({ sort: 2, order: 1 });
    expect(toCategorySort('sales')).toEqual({ sort: 1, order: 0 });
  });

  it('gives the search sorts of storefront §7', () => {
    expect(toSearchSort('comprehensive')).toEqual({ sort: 'add_time', order: 'DESC' });
    expect(toSearchSort('priceDesc')).toEqual({ sort: 'sort_price', order: 'DESC' });
    expect(toSearchSort('priceAsc')).toEqual({ sort: 'sort_price', order: 'ASC' });
    expect(toSearchSort('sales')).toEqual({ sort: 'sales', order: 'DESC' });
  });

  it('sends beon 5 with the in-stock toggle off and 0 with it on', () => {
    expect(toBeon(false)).toBe(5);
    expect(toBeon(true)).toBe(0);
  });
});

describe('properties', () => {
  it('reading the codes of a sort gives the sort back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CategorySortKind>('comprehensive', 'priceAsc', 'priceDesc', 'sales'),
        fc.constantFrom<SearchSortKind>('comprehensive', 'priceDesc', 'priceAsc', 'sales', 'orderable'),
        fc.boolean(),
        (category, search, inStockOnly) => {
          const { sort, order } = toCategorySort(category);
          expect(readCategorySort(sort, order)).toBe(category);
          const searchParams = toSearchSort(search);
          expect(readSearchSort(searchParams.sort, searchParams.order)).toBe(search);
          expect(readBeon(toBeon(inStockOnly))).toBe(inStockOnly);
        },
      ),
    );
  });
});
