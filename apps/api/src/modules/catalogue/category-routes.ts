// Category tree, category goods lists, filters and goods by ids (storefront §7).
import { readBeon, readCategorySort, CATEGORY_NOT_FOUND } from '@garden/domain';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { queryRoute } from '../../platform/endpoint-routes';
import { cachedReply } from '../../platform/reply-cache';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import {
  categoryPath,
  inCategories,
  onSale,
  loadCategoryFilter,
  loadCategoryTree,
  ofBrands,
  queryGoodsPage,
  subtreeIds,
  withAttributeValues,
  type CategoryNode,
  type CategoryTree,
} from './category';
import { matchKeyword } from './search';
import { gradeOf, loadCards, toCardPage } from './goods-cards';

/** The category named by `cat_id`, or 404 分类不存在. */
function findCategory(tree: CategoryTree, catId: number): CategoryNode {
  const node = tree.byId.get(catId);
  if (!node) throw notFound(CATEGORY_NOT_FOUND);
  return node;
}

export const categoryRoutes = createRouter()
  .openapi(queryRoute('readCategoryTree', { tags: ['分类'], summary: '分类树（三级）；传 father_id 时只返回其下级' }), async (c) => {
    const { father_id } = c.req.valid('query');
    const tree = await loadCategoryTree(c.var.db);
    const list = father_id ? findCategory(tree, father_id).children : tree.roots;
    return respond(c, { list });
  })
  .openapi(
    queryRoute('listCategoryGoods', {
      tags: ['分类'],
      summary: '分类商品列表（每页 20）',
      description:
        '排序码见 storefront §7：sort 0 综合，sort 2 + order 0 价格升序，sort 2 + order 1 价格降序，sort 1 销量。价格按登录用户的会员等级计算。',
      middleware: [optionalUser, cachedReply('grade')] as const,
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const query = c.req.valid('query');
      const tree = await loadCategoryTree(db);
      const node = query.cat_id ? findCategory(tree, query.cat_id) : undefined;
      const keywords = query.keywords?.trim();
      const where = [
        ...(node ? [inCategories(subtreeIds(node))] : []),
        ...(query.brand?.length ? [ofBrands(query.brand)] : []),
        ...(query.filter?.length ? await withAttributeValues(db, query.filter) : []),
        ...(keywords ? [matchKeyword(keywords).where] : []),
        ...(query.is_sale === 1 ? [onSale()] : []),
      ];
      const page = await queryGoodsPage(db, {
        where,
        cacheKey: `cat:${node?.cat_id ?? 0}:b${query.brand?.join(',') ?? ''}:f${query.filter?.join(',') ?? ''}:k${keywords ?? ''}:s${query.is_sale ?? 0}`,
        order: readCategorySort(query.sort ?? 0, query.order ?? 0),
        inStockOnly: readBeon(query.beon ?? 5),
        page: query.page,
        limit: query.limit,
      });
      const cards = await loadCards(db, page.ids, gradeOf(user), config.now());
      const breadcrumb = node ? categoryPath(tree, node.cat_id).map(({ cat_id, cat_name }) => ({ cat_id, cat_name })) : [];
      return respond(c, { ...toCardPage(cards, page.total, query.page, query.limit), breadcrumb });
    },
  )
  .openapi(queryRoute('readCategoryFilter', { tags: ['分类'], summary: '分类筛选项：品牌与属性值' }), async (c) => {
    const { cat_id } = c.req.valid('query');
    const tree = await loadCategoryTree(c.var.db);
    const ids = cat_id ? subtreeIds(findCategory(tree, cat_id)) : [...tree.byId.keys()];
    return respond(c, await loadCategoryFilter(c.var.db, ids, String(cat_id ?? 0)));
  })
  .openapi(
    queryRoute('listGoodsByIds', {
      tags: ['分类'],
      summary: '按编号取商品卡片（顺序与传入一致，未知编号略过）',
      middleware: [optionalUser] as const,
    }),
    async (c) => {
      const { gshp_id_arr } = c.req.valid('query');
      const list = await loadCards(c.var.db, [...new Set(gshp_id_arr)], gradeOf(c.var.user), c.var.config.now());
      return respond(c, { list });
    },
  );
