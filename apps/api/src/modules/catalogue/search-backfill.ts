// Goods stored before search ranked by match tier have no `search_terms`: the server fills them in
// at start, from the same sources the seed describes (name, short name, category path, brand).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, goods } from '../../db/schema/index';
import { describeForSearch } from './search-text';

/** Writes the search columns of every goods without ranked terms; answers how many it wrote. */
export async function backfillSearchTerms(db: Database): Promise<number> {
  const missing = await db
    .select({ goodsId: goods.goodsId, name: goods.name, shortname: goods.shortname, catId: goods.catId, brand: brands.brandName })
    .from(goods)
    .leftJoin(brands, eq(brands.brandId, goods.brandId))
    .where(eq(goods.searchTerms, ''));
  if (missing.length === 0) return 0;
  const tree = new Map((await db.select().from(categories)).map((c) => [c.catId, c]));
  const pathOf = (catId: number): string[] => {
    const names: string[] = [];
    for (let node = tree.get(catId); node; node = tree.get(node.parentId)) names.unshift(node.catName);
    return names;
  };
  await db.transaction(async (tx) => {
    for (const row of missing) {
      const columns = describeForSearch({ name: row.name, shortname: row.shortname, categories: pathOf(row.catId), brand: row.brand ?? '' });
      await tx.update(goods).set(columns).where(eq(goods.goodsId, row.goodsId));
    }
  });
  return missing.length;
}
