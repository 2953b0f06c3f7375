// The back office's categories and brands (issue 31 "Catalogue"): the three-level tree with hidden ones and goods
// counts, creating, renaming, moving, hiding, reordering and deleting categories; brands made, renamed and hidden.
// Each write is one transaction; the goods whose search texts name a changed category or brand are described
// again, and every instance forgets its catalogue reads once it commits (`catalogueChanged`).
import type { AdminCategory, AdminCategoryNode } from '@garden/contract';
import {
  BRAND_NOT_FOUND,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_GOODS,
  CATEGORY_NOT_FOUND,
  CATEGORY_PARENT_INVALID,
  validateBrand,
  validateCategory,
  validateCategoryIcon,
  validateCategoryOrder,
} from '@garden/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, goods, shipFromPlaces } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { catalogueChanged } from '../../platform/catalogue-cache';
import { loadAdminCategoryTree, subtreeIds } from './category';
import { describeGoodsAgain } from './goods-editor';

type CategoryRow = typeof categories.$inferSelect;

const describeCategory = (row: CategoryRow): AdminCategory => ({
  cat_id: row.catId,
  cat_name: row.catName,
  parent_id: row.parentId,
  level: row.level,
  sort_order: row.sortOrder,
  hidden: row.hidden ? 1 : 0,
  icon: row.icon,
});

/**
 * The whole tree, hidden categories included, as one list: each category followed by those under it, siblings in
 * shop order (depth first); each with the number of goods right under it.
 */
export async function listAdminCategories(db: Database): Promise<{ list: AdminCategoryNode[] }> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.catId));
  const counts = await db.select({ catId: goods.catId, n: sql<number>`count(*)::int` }).from(goods).groupBy(goods.catId);
  const countOf = new Map(counts.map((row) => [row.catId, Number(row.n)]));
  const known = new Set(rows.map((row) => row.catId));
  const list: AdminCategoryNode[] = [];
  const visit = (parentId: number) => {
    for (const row of rows.filter((candidate) => candidate.parentId === parentId)) {
      list.push({ ...describeCategory(row), goods_count: countOf.get(row.catId) ?? 0 });
      visit(row.catId);
    }
  };
  visit(0);
  // A category whose parent is gone still shows, at the end.
  for (const row of rows)
    if (row.parentId !== 0 && !known.has(row.parentId)) list.push({ ...describeCategory(row), goods_count: countOf.get(row.catId) ?? 0 });
  return { list };
}

async function categoryRow(tx: Database, catId: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.catId, catId)).for('update');
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** The level a category under `parentId` takes (1 under 0), checked by the domain with its name and the levels under it. */
async function placeUnder(tx: Database, parentId: number, name: string, levelsBelow = 0): Promise<number> {
  let parentLevel = 0;
  if (parentId !== 0) {
    const [parent] = await tx.select().from(categories).where(eq(categories.catId, parentId));
    if (!parent) throw badRequest(CATEGORY_NOT_FOUND);
    parentLevel = parent.level;
  }
  const refusal = validateCategory({ name, parentLevel, levelsBelow });
  if (refusal) throw badRequest(refusal);
  return parentLevel + 1;
}

const nextSortOrder = async (tx: Database, parentId: number) => {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${categories.sortOrder}), -1) + 1` })
    .from(categories)
    .where(eq(categories.parentId, parentId));
  return Number(row?.next ?? 0);
};

/** A new category under `parentId` (0 for a top one), last among its siblings, shown. */
export async function createCategory(db: Database, input: { name: string; parentId: number }): Promise<AdminCategory> {
  const made = await db.transaction(async (tx) => {
    const level = await placeUnder(tx, input.parentId, input.name);
    const [row] = await tx
      .insert(categories)
      .values({ catName: input.name.trim(), parentId: input.parentId, level, sortOrder: await nextSortOrder(tx, input.parentId) })
      .returning();
    return describeCategory(row as CategoryRow);
  });
  catalogueChanged(db);
  return made;
}

/**
 * Renames, moves (with everything under it, keeping three levels at most), hides and shows a category or changes its
 * icon (`validateCategoryIcon`: one of the shop's own pictures, or blank for none). The goods in its subtree are
 * described again for search when its name or place changes.
 */
export async function updateCategory(
  db: Database,
  input: { catId: number; name?: string; parentId?: number; hidden?: number; icon?: string },
): Promise<AdminCategory> {
  const iconRefusal = input.icon === undefined ? null : validateCategoryIcon(input.icon);
  if (iconRefusal) throw badRequest(iconRefusal);
  const saved = await db.transaction(async (tx) => {
    const row = await categoryRow(tx, input.catId);
    const name = input.name ?? row.catName;
    const parentId = input.parentId ?? row.parentId;
    const tree = await loadAdminCategoryTree(tx);
    const node = tree.byId.get(row.catId);
    const subtree = node ? subtreeIds(node) : [row.catId];
    if (subtree.includes(parentId)) throw badRequest(CATEGORY_PARENT_INVALID);
    // The deepest category under it moves by as many levels as it does.
    const levelsBelow = Math.max(...subtree.map((id) => (tree.byId.get(id)?.level ?? row.level) - row.level));
    const level = await placeUnder(tx, parentId, name, levelsBelow);
    const moved = parentId !== row.parentId;
    const [updated] = await tx
      .update(categories)
      .set({
        catName: name.trim(),
        parentId,
        level,
        ...(moved ? { sortOrder: await nextSortOrder(tx, parentId) } : {}),
        ...(input.hidden === undefined ? {} : { hidden: input.hidden === 1 }),
        ...(input.icon === undefined ? {} : { icon: input.icon }),
      })
      .where(eq(categories.catId, row.catId))
      .returning();
    if (level !== row.level) {
      for (const id of subtree.slice(1)) {
        await tx
          .update(categories)
          .set({ level: (tree.byId.get(id)?.level ?? 0) + level - row.level })
          .where(eq(categories.catId, id));
      }
    }
    if (moved || name.trim() !== row.catName) await describeGoodsAgain(tx, { catIds: subtree });
    return describeCategory(updated as CategoryRow);
  });
  catalogueChanged(db);
  return saved;
}

/** Puts the categories under one parent in the given order: every one of them listed once. */
export async function reorderCategories(db: Database, input: { parentId: number; catIds: number[] }): Promise<{ list: AdminCategory[] }> {
  const list = await db.transaction(async (tx) => {
    const siblings = await tx.select().from(categories).where(eq(categories.parentId, input.parentId)).for('update');
    const refusal = validateCategoryOrder(
      siblings.map((row) => row.catId),
      input.catIds,
    );
    if (refusal) throw badRequest(refusal);
    for (const [i, catId] of input.catIds.entries()) await tx.update(categories).set({ sortOrder: i }).where(eq(categories.catId, catId));
    const rows = await tx.select().from(categories).where(eq(categories.parentId, input.parentId)).orderBy(asc(categories.sortOrder));
    return rows.map(describeCategory);
  });
  catalogueChanged(db);
  return { list };
}

/** Deletes a category with no goods and no categories under it; otherwise says why not (hiding it is the way). */
export async function deleteCategory(db: Database, catId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await categoryRow(tx, catId);
    if ((await tx.$count(goods, eq(goods.catId, row.catId))) > 0) throw badRequest(CATEGORY_HAS_GOODS);
    if ((await tx.$count(categories, eq(categories.parentId, row.catId))) > 0) throw badRequest(CATEGORY_HAS_CHILDREN);
    await tx.delete(categories).where(eq(categories.catId, row.catId));
    return { deleted: row.catId, cat_name: row.catName };
  });
  catalogueChanged(db);
  return null;
}

type BrandRow = typeof brands.$inferSelect;
const describeBrand = (row: BrandRow, goodsCount: number) => ({
  brand_id: row.brandId,
  brand_name: row.brandName,
  hidden: row.hidden ? (1 as const) : (0 as const),
  goods_count: goodsCount,
});

/** Every brand, hidden ones too, with its goods count; and the ship-from places the editor offers. */
export async function listAdminBrands(db: Database) {
  const rows = await db.select().from(brands).orderBy(asc(brands.brandId));
  const counts = await db.select({ brandId: goods.brandId, n: sql<number>`count(*)::int` }).from(goods).groupBy(goods.brandId);
  const countOf = new Map(counts.map((row) => [row.brandId, Number(row.n)]));
  const places = await db.select().from(shipFromPlaces).orderBy(asc(shipFromPlaces.sendAddressId));
  return {
    list: rows.map((row) => describeBrand(row, countOf.get(row.brandId) ?? 0)),
    ship_from: places.map((place) => ({ send_address_id: place.sendAddressId, name: place.name })),
  };
}

export async function createBrand(db: Database, name: string) {
  const refusal = validateBrand({ name });
  if (refusal) throw badRequest(refusal);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(brands).values({ brandName: name.trim() }).returning();
    return describeBrand(row as BrandRow, 0);
  });
}

/** Renames a brand (its goods are described again for search) or hides it from new goods. */
export async function updateBrand(db: Database, input: { brandId: number; name?: string; hidden?: number }) {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(brands).where(eq(brands.brandId, input.brandId)).for('update');
    if (!row) throw notFound(BRAND_NOT_FOUND);
    const name = input.name ?? row.brandName;
    const refusal = validateBrand({ name });
    if (refusal) throw badRequest(refusal);
    const [updated] = await tx
      .update(brands)
      .set({ brandName: name.trim(), ...(input.hidden === undefined ? {} : { hidden: input.hidden === 1 }) })
      .where(eq(brands.brandId, row.brandId))
      .returning();
    const described = name.trim() !== row.brandName ? await describeGoodsAgain(tx, { brandId: row.brandId }) : [];
    return { brand: describeBrand(updated as BrandRow, await tx.$count(goods, eq(goods.brandId, row.brandId))), described };
  });
  if (saved.described.length > 0) catalogueChanged(db);
  return saved.brand;
}
