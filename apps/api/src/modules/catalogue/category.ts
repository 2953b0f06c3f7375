// Category tree, filters and the paged goods lists behind category and search (storefront §7).
import { and, asc, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onePage } from '../../db/paging';
import { attributes, attributeValues, brands, categories, goods, goodsAttrs } from '../../db/schema/index';
import { catalogueCache } from '../../platform/catalogue-cache';
import { type GoodsFacts, goodsFactsColumns, type ListFacts } from '../../platform/catalogue-store';

export interface CategoryNode {
  cat_id: number;
  cat_name: string;
  parent_id: number;
  level: number;
  /** Its icon, one of the shop's own pictures; blank for none. */
  icon: string;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

type CategoryRow = typeof categories.$inferSelect;

/** The categories in shop order: a parent, a level above its children, always comes before them. */
const readCategories = (db: Database) =>
  db.select().from(categories).orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.catId));

/**
 * The tree of `rows` (parents first). A hidden category (and so all under it) hangs in no list the storefront
 * shows, though `byId` finds it and its goods keep their breadcrumbs; `includeHidden` hangs every one, as the
 * back office sees them.
 */
function buildCategoryTree(rows: readonly CategoryRow[], { includeHidden = false } = {}): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      cat_id: row.catId,
      cat_name: row.catName,
      parent_id: row.parentId,
      level: row.level,
      icon: row.icon,
      children: [],
    };
    byId.set(row.catId, node);
    if (row.hidden && !includeHidden) continue;
    const parent = byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byId };
}

/** The three-level category tree, in shop order, without the categories the back office hid. */
export function loadCategoryTree(db: Database): Promise<CategoryTree> {
  return catalogueCache(db).read('category-tree', async () => buildCategoryTree(await readCategories(db)));
}

/** The whole tree, hidden categories included, as the back office reads it (uncached: also inside its writes). */
export async function loadAdminCategoryTree(db: Database): Promise<CategoryTree> {
  return buildCategoryTree(await readCategories(db), { includeHidden: true });
}

/** A category and every category below it. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.cat_id, ...node.children.flatMap(subtreeIds)];
}

/** The path from the top category down to `catId` (breadcrumb), empty for an unknown id. */
export function categoryPath(tree: CategoryTree, catId: number): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (let node = tree.byId.get(catId); node; node = tree.byId.get(node.parent_id)) path.unshift(node);
  return path;
}

/**
 * How a goods list is ordered. The spec's sort codes map onto these (storefront §7 "Sort codes"):
 * comprehensive puts buyable goods first, then best sellers; newest is search's default (add_time DESC).
 */
export type GoodsOrder = 'comprehensive' | 'newest' | 'priceAsc' | 'priceDesc' | 'sales' | 'orderable';

export interface GoodsListQuery {
  /** Conditions on `goods` (category, brand, keyword …). */
  where: SQL[];
  order: GoodsOrder;
  /** `beon` 0: in stock only (storefront §7). */
  inStockOnly: boolean;
  page: number;
  limit: number;
  /** Ordered first, before `order`: e.g. search's exact hits (smaller ranks first). */
  rank?: SQL<number>;
  /** The cache key of the conditions. */
  cacheKey: string;
}

export interface GoodsPage {
  ids: number[];
  total: number;
}

/** Buyable goods (on sale, in stock, not long-range pre-sale) before the rest. */
export const buyable = sql<number>`CASE WHEN ${goods.isSale} = 1 AND ${goods.stock} > 0 AND NOT ${goods.forward} THEN 0 ELSE 1 END`;

function orderBy(order: GoodsOrder): SQL[] {
  switch (order) {
    case 'comprehensive':
      return [asc(buyable), desc(goods.sales), desc(goods.goodsId)];
    case 'newest':
    case 'orderable':
      return [desc(goods.addTime), desc(goods.goodsId)];
    case 'priceAsc':
      return [asc(goods.sortPriceFen), asc(goods.goodsId)];
    case 'priceDesc':
      return [desc(goods.sortPriceFen), desc(goods.goodsId)];
    case 'sales':
      return [desc(goods.sales), desc(goods.goodsId)];
  }
}

const isBuyable = (f: GoodsFacts): boolean => f.isSale === 1 && f.stock > 0 && !f.forward;

/**
 * The in-memory twin of `orderBy` (keep the two in step): the key a goods sorts by, ascending, so the
 * cache can tell which cached pages a change of stock, sales or price reorders (platform/catalogue-cache.ts).
 */
function sortKey(order: GoodsOrder): (f: GoodsFacts) => readonly number[] {
  switch (order) {
    case 'comprehensive':
      return (f) => [isBuyable(f) ? 0 : 1, -f.sales, -f.id];
    case 'newest':
    case 'orderable':
      return (f) => [-f.addTime, -f.id];
    case 'priceAsc':
      return (f) => [f.sortPriceFen, f.id];
    case 'priceDesc':
      return (f) => [-f.sortPriceFen, -f.id];
    case 'sales':
      return (f) => [-f.sales, -f.id];
  }
}

/** The list's filter on columns that writes change (`beon` 0, the orderable tab), as `queryGoodsPage` applies it. */
function passesOf(query: Pick<GoodsListQuery, 'order' | 'inStockOnly'>): (f: GoodsFacts) => boolean {
  return (f) => (!query.inStockOnly || f.stock > 0) && (query.order !== 'orderable' || isBuyable(f));
}

/** One page of goods ids and the total count. */
export function queryGoodsPage(db: Database, query: GoodsListQuery): Promise<GoodsPage> {
  const key = `list:${query.cacheKey}:${query.order}:${query.inStockOnly}:${query.page}:${query.limit}`;
  // Newest-first pages without the stock filter never change with stock, sales or prices; the others
  // are weighed against every such change (their cards are invalidated on their own).
  const sorted = query.order !== 'newest' || query.inStockOnly;
  const shows = sorted
    ? { list: (page: GoodsPage & { facts: GoodsFacts[] }): ListFacts => ({ facts: page.facts, key: sortKey(query.order), passes: passesOf(query) }) }
    : undefined;
  return catalogueCache(db).read(
    key,
    async () => {
      const where = [...query.where];
      if (query.inStockOnly) where.push(gt(goods.stock, 0));
      if (query.order === 'orderable') where.push(sql`${goods.isSale} = 1 AND ${goods.stock} > 0 AND NOT ${goods.forward}`);
      const condition = and(...where);
      // The total rides along on every row (one scan, not a second query); a page past the end has no
      // rows to carry it, so only then is it counted on its own.
      const rows = await onePage(
        db
          .select({ ...goodsFactsColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
          .from(goods)
          .where(condition),
        {
          orderBy: [...(query.rank ? [asc(query.rank)] : []), ...orderBy(query.order)],
          page: query.page,
          limit: query.limit,
        },
      );
      const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(goods, condition) : 0);
      return { ids: rows.map((r) => r.id), total, facts: rows };
    },
    shows,
  );
}

/** Goods of these categories. */
export const inCategories = (ids: readonly number[]): SQL => inArray(goods.catId, [...ids]);

/** Goods of these brands. */
export const ofBrands = (ids: readonly number[]): SQL => inArray(goods.brandId, [...ids]);

/** Goods on sale (`is_sale` 1), for the lists' sale filter. */
export const onSale = (): SQL => eq(goods.isSale, 1);

/**
 * Goods having the chosen attribute values: any chosen value within one attribute group, every
 * group chosen (so 红色 or 粉色, and 全日照). Unknown value ids match nothing.
 */
export async function withAttributeValues(db: Database, valueIds: readonly number[]): Promise<SQL[]> {
  const rows = await db
    .select({ valueId: attributeValues.valueId, attrId: attributeValues.attrId })
    .from(attributeValues)
    .where(inArray(attributeValues.valueId, [...valueIds]));
  if (rows.length < new Set(valueIds).size) return [sql`false`];
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.attrId, [...(groups.get(row.attrId) ?? []), row.valueId]);
  return [...groups.values()].map((ids) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(goodsAttrs)
        .where(and(eq(goodsAttrs.goodsId, goods.goodsId), inArray(goodsAttrs.valueId, ids))),
    ),
  );
}

/** The category filter: brands and attribute values used by the category's goods (storefront §3). */
export function loadCategoryFilter(db: Database, catIds: readonly number[], cacheKey: string) {
  return catalogueCache(db).read(`filter:${cacheKey}`, async () => {
    const [brandRows, valueRows] = await Promise.all([
      db
        .selectDistinct({ brand_id: brands.brandId, attr_name: brands.brandName })
        .from(goods)
        .innerJoin(brands, eq(brands.brandId, goods.brandId))
        .where(inCategories(catIds))
        .orderBy(asc(brands.brandId)),
      db
        .selectDistinct({
          attrId: attributes.attrId,
          attrName: attributes.attrName,
          sortOrder: attributes.sortOrder,
          valueId: attributeValues.valueId,
          valueName: attributeValues.valueName,
        })
        .from(goodsAttrs)
        .innerJoin(goods, eq(goods.goodsId, goodsAttrs.goodsId))
        .innerJoin(attributeValues, eq(attributeValues.valueId, goodsAttrs.valueId))
        .innerJoin(attributes, eq(attributes.attrId, goodsAttrs.attrId))
        .where(inCategories(catIds))
        .orderBy(asc(attributes.sortOrder), asc(attributeValues.valueId)),
    ]);
    const attr: { attr_id: number; attr_name: string; attr_list: { goods_attr_id: number; attr_name: string }[] }[] = [];
    for (const row of valueRows) {
      let group = attr.find((g) => g.attr_id === row.attrId);
      if (!group) {
        group = { attr_id: row.attrId, attr_name: row.attrName, attr_list: [] };
        attr.push(group);
      }
      group.attr_list.push({ goods_attr_id: row.valueId, attr_name: row.valueName });
    }
    return { brand: brandRows, attr };
  });
}
