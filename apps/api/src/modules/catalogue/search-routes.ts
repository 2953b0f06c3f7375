// Goods search and its test variant (storefront §7 /v1/search/sou, /v1/search/es_sou).
import type { SearchRequest } from '@garden/contract';
import { readBeon, readSearchSort, type SearchSortKind } from '@garden/domain';
import type { z } from '@hono/zod-openapi';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { cachedRead } from '../../platform/reply-cache';
import type { SessionUser } from '../../platform/sessions';
import { queryGoodsPage, type GoodsOrder } from './category';
import { gradeOf, loadCards, toCardPage } from './goods-cards';
import { matchKeyword } from './search';
import { normalizeKeyword } from './search-text';

/** Search's sort tabs on the list orders; on the comprehensive tab, equally good matches go by sales. */
const ORDERS: Record<SearchSortKind, GoodsOrder> = {
  comprehensive: 'sales',
  priceAsc: 'priceAsc',
  priceDesc: 'priceDesc',
  sales: 'sales',
  orderable: 'orderable',
};

/** Who searches when: the database, the shopper (prices by grade) or a visitor, the time. */
type Searcher = { db: Parameters<typeof queryGoodsPage>[0]; user: SessionUser | undefined; now: Date };

/**
 * One page of search results. The comprehensive tab ranks by match quality (modules/catalogue/search.ts), then
 * sales (`hot`: by sales alone); the other tabs follow their own order.
 */
async function search({ db, user, now }: Searcher, query: z.output<typeof SearchRequest>, hot: boolean, limit: number) {
  const match = matchKeyword(query.keywords);
  const kind = readSearchSort(query.sort ?? 'add_time', query.order ?? 'DESC');
  const order = ORDERS[kind];
  const page = await queryGoodsPage(db, {
    where: [match.where],
    rank: kind === 'comprehensive' && !hot ? match.rank : undefined,
    cacheKey: `search:${normalizeKeyword(query.keywords)}`,
    order,
    inStockOnly: readBeon(query.beon ?? 5),
    page: query.page,
    limit,
  });
  const cards = await loadCards(db, page.ids, gradeOf(user), now);
  return { ...toCardPage(cards, page.total, query.page, limit), keywords: query.keywords.trim() };
}

const visitor = cachedRead(['搜索'], 'grade');

export const searchRoutes = endpointRouter(
  endpoint('searchGoods', {
    ...visitor,
    summary: '搜索商品（每页 20）',
    description: '匹配商品名、简称与分类名（中文子串）及其拼音、首字母；综合排序时名称以关键字开头的排最前。关键字为空：「搜索关键字不能为空！」。',
    handle: async (request) => search(request, request.input, false, request.input.limit),
  }),
  endpoint('searchGoodsTest', {
    ...visitor,
    summary: '搜索商品（测试版）：另加 hot 与 size',
    description: 'hot=1 时综合排序只按销量（不按匹配程度）；size 为每页条数（1–100），优先于 limit。',
    handle: async (request) => search(request, request.input, request.input.hot === 1, request.input.size ?? request.input.limit),
  }),
);
