import { createRouter } from '../../platform/openapi';
import { goodsAdminRoutes } from './goods-admin-routes';
import { catalogueOperatorRoutes as stockAndPriceRoutes } from './operator-routes';

export { categoryRoutes } from './category-routes';
export { buyable, categoryPath, loadCategoryTree, queryGoodsPage, subtreeIds } from './category';
export { gradeOf, loadCardBases, loadCards, priceInfoOf, tagOf, toSkuPrices, type CardBase } from './goods-cards';
export { goodsRoutes } from './goods-routes';
export { chooseSku, depositStatusOf, loadGoodsDetail, purchaseRefusals, resolveGoodsId, type GoodsDetailBase, type GoodsRow } from './goods';
export { homeRoutes } from './home-routes';
export { rankRoutes } from './rank-routes';
export { backfillSearchTerms } from './search-backfill';
export { searchRoutes } from './search-routes';
export { keepSeededBaselines } from './stock-audit';
export { describeForSearch, fullPinyin, initialsOf, normalizeKeyword } from './search-text';
export { matchKeyword } from './search';

/** The catalogue's operator calls: stock and prices (operator-routes.ts) and the back office's goods editor, categories and brands (goods-admin-routes.ts). */
export const catalogueOperatorRoutes = createRouter().route('/', stockAndPriceRoutes).route('/', goodsAdminRoutes);
