// The texts of a goods list's sort bar, shared by `SortedGoodsGrid` and the first paints the server draws
// of it (features/search/components/search-first-paint.ts), so the two cannot drift apart.

/** The in-stock toggle's label. */
export const IN_STOCK_ONLY_LABEL = '仅显示有货';

/** The words around the number of goods found: 共 N 件商品. */
export const GOODS_COUNT_WORDS = { before: '共 ', after: ' 件商品' } as const;
