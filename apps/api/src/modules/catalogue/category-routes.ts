// Category tree, category goods lists, filters and goods by ids (storefront §7).
import { CardList, CategoryFilter, CategoryList, CategoryProducts } from '@garden/contract';
import { PAGE_SIZES, readBeon, readCategorySort, CATEGORY_NOT_FOUND } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { cachedReply } from '../../platform/reply-cache';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { idListParam, limitParam, optionalInteger, pageParam } from '../../platform/query-fields';
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

const GOODS_ARR_MAX = 100;

/** The category named by `cat_id`, or 404 分类不存在. */
function findCategory(tree: CategoryTree, catId: number): CategoryNode {
  const node = tree.byId.get(catId);
  if (!node) throw notFound(CATEGORY_NOT_FOUND);
  return node;
}

const productListQuery = z.object({
  cat_id: optionalInteger('分类编号（任一级）；不传或 0 为全部'),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.category),
  beon: optionalInteger('5 显示全部（默认），0 仅显示有货').openapi({ example: 5 }),
  sort: optionalInteger('排序：0 综合，1 销量，2 价格'),
  order: optionalInteger('sort 为 2 时：0 价格升序，1 价格降序'),
  filter: idListParam('属性值编号（/v1/category/filter 的 goods_attr_id），逗号分隔；同一属性内任一，不同属性同时满足'),
  brand: idListParam('品牌编号，逗号分隔'),
  // The finder variant of the category list (storefront §2) narrows by keyword and online sale.
  keywords: z.string().max(50, '关键字不能超过50个字').optional().openapi({ description: '关键字（名称、简称、分类、拼音或首字母）' }),
  is_sale: optionalInteger('1 只看在线销售（is_sale 1）'),
});

export const categoryRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v3/category/father_list',
      tags: ['分类'],
      summary: '分类树（三级）；传 father_id 时只返回其下级',
      request: { query: z.object({ father_id: optionalInteger('上级分类编号') }) },
      responses: envelopeResponses(CategoryList),
    }),
    async (c) => {
      const { father_id } = c.req.valid('query');
      const tree = await loadCategoryTree(c.var.db);
      const list = father_id ? findCategory(tree, father_id).children : tree.roots;
      return respond(c, { list });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v3/category/product_list',
      tags: ['分类'],
      summary: '分类商品列表（每页 20）',
      description:
        '排序码见 storefront §7：sort 0 综合，sort 2 + order 0 价格升序，sort 2 + order 1 价格降序，sort 1 销量。价格按登录用户的会员等级计算。',
      middleware: [optionalUser, cachedReply('grade')] as const,
      request: { query: productListQuery },
      responses: envelopeResponses(CategoryProducts),
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
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/category/filter',
      tags: ['分类'],
      summary: '分类筛选项：品牌与属性值',
      request: { query: z.object({ cat_id: optionalInteger('分类编号；不传为全部') }) },
      responses: envelopeResponses(CategoryFilter),
    }),
    async (c) => {
      const { cat_id } = c.req.valid('query');
      const tree = await loadCategoryTree(c.var.db);
      const ids = cat_id ? subtreeIds(findCategory(tree, cat_id)) : [...tree.byId.keys()];
      return respond(c, await loadCategoryFilter(c.var.db, ids, String(cat_id ?? 0)));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v2/category/goods_arr',
      tags: ['分类'],
      summary: '按编号取商品卡片（顺序与传入一致，未知编号略过）',
      middleware: [optionalUser] as const,
      request: {
        query: z.object({
          gshp_id_arr: idListParam(`商品编号，逗号分隔，最多 ${GOODS_ARR_MAX} 个`).pipe(
            z.array(z.number()).min(1, '缺少参数 gshp_id_arr').max(GOODS_ARR_MAX, `最多 ${GOODS_ARR_MAX} 个商品`),
          ),
        }),
      },
      responses: envelopeResponses(CardList),
    }),
    async (c) => {
      const { gshp_id_arr } = c.req.valid('query');
      const list = await loadCards(c.var.db, [...new Set(gshp_id_arr)], gradeOf(c.var.user), c.var.config.now());
      return respond(c, { list });
    },
  );
