// Category tree, category goods lists, filters and goods by ids (storefront §7).
import { readBeon, readCategorySort, CATEGORY_NOT_FOUND } from '@garden/domain';
import { notFound } from '../../platform/api-error';
import { optionalUser } from '../../platform/auth';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { cachedRead } from '../../platform/reply-cache';
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

const tags = ['分类'];

export const categoryRoutes = endpointRouter(
  endpoint('readCategoryTree', {
    tags,
    summary: '分类树（三级）；传 father_id 时只返回其下级',
    async handle({ db, input }) {
      const tree = await loadCategoryTree(db);
      return { list: input.father_id ? findCategory(tree, input.father_id).children : tree.roots };
    },
  }),
  endpoint('listCategoryGoods', {
    ...cachedRead(tags, 'grade'),
    summary: '分类商品列表（每页 20）',
    description:
      '排序码见 storefront §7：sort 0 综合，sort 2 + order 0 价格升序，sort 2 + order 1 价格降序，sort 1 销量。价格按登录用户的会员等级计算。',
    async handle({ db, user, input, now }) {
      const tree = await loadCategoryTree(db);
      const node = input.cat_id ? findCategory(tree, input.cat_id) : undefined;
      const keywords = input.keywords?.trim();
      const where = [
        ...(node ? [inCategories(subtreeIds(node))] : []),
        ...(input.brand?.length ? [ofBrands(input.brand)] : []),
        ...(input.filter?.length ? await withAttributeValues(db, input.filter) : []),
        ...(keywords ? [matchKeyword(keywords).where] : []),
        ...(input.is_sale === 1 ? [onSale()] : []),
      ];
      const page = await queryGoodsPage(db, {
        where,
        cacheKey: `cat:${node?.cat_id ?? 0}:b${input.brand?.join(',') ?? ''}:f${input.filter?.join(',') ?? ''}:k${keywords ?? ''}:s${input.is_sale ?? 0}`,
        order: readCategorySort(input.sort ?? 0, input.order ?? 0),
        inStockOnly: readBeon(input.beon ?? 5),
        page: input.page,
        limit: input.limit,
      });
      const cards = await loadCards(db, page.ids, gradeOf(user), now);
      const breadcrumb = node ? categoryPath(tree, node.cat_id).map(({ cat_id, cat_name }) => ({ cat_id, cat_name })) : [];
      return { ...toCardPage(cards, page.total, input.page, input.limit), breadcrumb };
    },
  }),
  endpoint('readCategoryFilter', {
    tags,
    summary: '分类筛选项：品牌与属性值',
    async handle({ db, input }) {
      const tree = await loadCategoryTree(db);
      const ids = input.cat_id ? subtreeIds(findCategory(tree, input.cat_id)) : [...tree.byId.keys()];
      return loadCategoryFilter(db, ids, String(input.cat_id ?? 0));
    },
  }),
  endpoint('listGoodsByIds', {
    tags,
    summary: '按编号取商品卡片（顺序与传入一致，未知编号略过）',
    middleware: [optionalUser],
    handle: async ({ db, user, input, now }) => ({ list: await loadCards(db, [...new Set(input.gshp_id_arr)], gradeOf(user), now) }),
  }),
);
