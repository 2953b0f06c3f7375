// The back office's goods list (issue 31 "Catalogue"): search by name, pinyin, initials or id (the storefront's
// keyword match, hidden and off-sale goods included), filters by category, sale state and stock, in pages.
import type { AdminGoodsPage } from '@garden/contract';
import { formatYuan, fromFen } from '@garden/domain';
import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, goods, goodsSkus } from '../../db/schema/index';
import { type CategoryTree, categoryPath, loadAdminCategoryTree, subtreeIds } from './category';
import { matchKeyword } from './search';
import { seconds } from '../../platform/unix-time';
import { MAX_ID } from '@garden/contract';

export interface AdminGoodsQuery {
  keyword?: string;
  catId?: number;
  isSale?: number;
  inStock?: number;
  page: number;
  pageSize: number;
}

/** Every category's path of names from the top, by id (hidden ones included: the back office sees them all). */
export async function categoryPaths(db: Database): Promise<Map<number, { path: string[]; parentId: number; level: number }>> {
  const tree = await loadAdminCategoryTree(db);
  return new Map(
    [...tree.byId.values()].map((node) => [node.cat_id, { path: pathNames(tree, node.cat_id), parentId: node.parent_id, level: node.level }]),
  );
}

const pathNames = (tree: CategoryTree, catId: number) => categoryPath(tree, catId).map((node) => node.cat_name);

/** One page of goods for the back office, best match first when searching, newest first otherwise. */
export async function listAdminGoods(db: Database, query: AdminGoodsQuery): Promise<AdminGoodsPage> {
  const tree = await loadAdminCategoryTree(db);
  const where: SQL[] = [];
  let rank: SQL<number> | undefined;
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    const match = matchKeyword(keyword);
    // Digits that can be a goods id find that goods first; longer ones are only text (an id column holds no more).
    const id = /^\d+$/.test(keyword) && Number(keyword) <= MAX_ID ? Number(keyword) : null;
    where.push(id === null ? match.where : (or(eq(goods.goodsId, id), match.where) as SQL));
    rank = id === null ? match.rank : sql<number>`CASE WHEN ${goods.goodsId} = ${id} THEN -1 ELSE ${match.rank} END`;
  }
  if (query.catId !== undefined) {
    const node = tree.byId.get(query.catId);
    where.push(inArray(goods.catId, node ? subtreeIds(node) : [query.catId]));
  }
  if (query.isSale !== undefined) where.push(eq(goods.isSale, query.isSale));
  if (query.inStock !== undefined) where.push(query.inStock === 1 ? gt(goods.stock, 0) : lte(goods.stock, 0));
  const condition = where.length > 0 ? and(...where) : undefined;
  // Selected under the reply's own names: only the path, the price and the time are worked out.
  const rows = await db
    .select({
      goods_id: goods.goodsId,
      name: goods.name,
      shortname: goods.shortname,
      thumbnail: goods.thumbnail,
      cat_id: goods.catId,
      brand_id: goods.brandId,
      brand_name: sql<string>`coalesce(${brands.brandName}, '')`,
      is_sale: goods.isSale,
      stock: goods.stock,
      sales: goods.sales,
      sortPriceFen: goods.sortPriceFen,
      addTime: goods.addTime,
      sku_count: sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.goodsId})`.mapWith(Number),
    })
    .from(goods)
    .leftJoin(brands, eq(brands.brandId, goods.brandId))
    .where(condition)
    .orderBy(...(rank ? [asc(rank)] : []), desc(goods.addTime), desc(goods.goodsId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const count = await db.$count(goods, condition);
  return {
    list: rows.map(({ sortPriceFen, addTime, ...row }) => ({
      ...row,
      cat_path: pathNames(tree, row.cat_id),
      min_price: formatYuan(fromFen(sortPriceFen)),
      add_time: seconds(addTime),
    })),
    count,
    page: query.page,
    page_size: query.pageSize,
  };
}
