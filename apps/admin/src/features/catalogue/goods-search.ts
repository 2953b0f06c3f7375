import type { GoodsFilters } from './api/goods';

/** The 商品 page's address: its search, filters and page, so a filtered list can be bookmarked. */
export interface GoodsSearch {
  keyword?: string;
  cat?: number;
  sale?: number;
  stock?: number;
  page?: number;
}

export const GOODS_PAGE_SIZE = 20;

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const oneOf = (value: unknown, allowed: readonly number[]) => {
  const number = Number(value);
  return allowed.includes(number) && value !== '' && value !== null ? number : undefined;
};
const text = (value: unknown) => {
  const typed = typeof value === 'number' ? String(value) : value;
  return typeof typed === 'string' && typed.trim() ? typed.trim() : undefined;
};

/** Reads the address's search; what is malformed is left out rather than refused. */
export function readGoodsSearch(search: Record<string, unknown>): GoodsSearch {
  return {
    keyword: text(search.keyword),
    cat: positive(search.cat),
    sale: oneOf(search.sale, [1, 2, 3]),
    stock: search.stock === undefined ? undefined : oneOf(search.stock, [0, 1]),
    page: positive(search.page),
  };
}

export function goodsFiltersOf(search: GoodsSearch): GoodsFilters {
  return {
    keyword: search.keyword,
    cat_id: search.cat,
    is_sale: search.sale,
    in_stock: search.stock,
    page: search.page ?? 1,
    page_size: GOODS_PAGE_SIZE,
  };
}
