import { describe, expect, it } from 'vitest';
import { toProductListQuery } from './category-search';

describe('toProductListQuery', () => {
  it('lists the top category from page 1, comprehensive, all stock, when the address says nothing else', () => {
    expect(toProductListQuery({ id: 1 })).toEqual({
      catId: 1,
      brand: [],
      filter: [],
      sort: 'comprehensive',
      inStockOnly: false,
      page: 1,
      keywords: undefined,
      onlineOnly: undefined,
    });
  });

  it('lists the chosen sub-category with its filters, sort, stock toggle and page', () => {
    expect(toProductListQuery({ id: 1, cat_id: 7, brand: [2], filter: [5, 9], sort: 'priceDesc', instock: true, page: 3 })).toMatchObject({
      catId: 7,
      brand: [2],
      filter: [5, 9],
      sort: 'priceDesc',
      inStockOnly: true,
      page: 3,
    });
  });
});
