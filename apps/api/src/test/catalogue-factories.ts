// Test helpers for the catalogue: a context seeded with the real demo shop, and goods factories.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { categories, goods, goodsAttrs, goodsSkus, stockBaselines, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from '../seed/index';
import { describeForSearch } from '../modules/catalogue/index';
import { contextForFile, createTestContext, type TestContext } from './context';
import type { TestUser } from './factories';

/** A fresh database with the whole demo shop seeded at the test clock's time. */
export const createSeededContext = (overrides: Partial<AppConfig> = {}): Promise<TestContext> => createTestContext(overrides, 'seeded');

/** A seeded context for the calling test file (`contextForFile`). */
export const useSeededContext = (overrides: Partial<AppConfig> = {}): TestContext => contextForFile(() => createSeededContext(overrides));

/** The seeded demo shopper, ready for `signIn`. */
export async function findDemoShopper(db: Database): Promise<TestUser> {
  const [row] = await db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.shopper.mobile));
  if (!row) throw new Error('the demo shopper is not seeded');
  return { ...row, password: DEMO_ACCOUNTS.shopper.password };
}

export interface GoodsOverrides extends Partial<typeof goods.$inferInsert> {
  /** SKUs as [market price fen, stock]; one SKU of 100.00 with stock 10 by default. */
  skus?: readonly (readonly [number, number])[];
}

/**
 * `gsup_id`s for test goods: counted, not drawn. Random ids from a range collide by the birthday effect once
 * a property test makes hundreds of goods (a CI run failed on `goods_gsup_uq`); every test context has a
 * database of its own, so a counter per process is unique, above the seed's ids.
 */
let nextGsupId = 900_000;

/**
 * Inserts goods (in the first third-level category unless told) with one 规格 value per SKU,
 * keeping the stock and sort price columns and the stock baselines in step with the SKUs as the seed does.
 */
export async function createGoods(db: Database, overrides: GoodsOverrides = {}) {
  const { skus = [[10_000, 10]], ...columns } = overrides;
  const [leaf] = await db.select().from(categories).where(eq(categories.level, 3)).limit(1);
  if (!leaf) throw new Error('createGoods needs the seeded categories');
  const name = columns.name ?? `测试商品${Math.floor(Math.random() * 1e6)}`;
  const [row] = await db
    .insert(goods)
    .values({
      gsupId: nextGsupId++,
      name,
      catId: leaf.catId,
      supId: 101,
      sendAddressId: 1,
      thumbnail: '/media/seed/g1-0.svg',
      stock: skus.reduce((sum, [, stock]) => sum + stock, 0),
      sortPriceFen: Math.min(...skus.map(([fen]) => fen)),
      addTime: new Date(),
      ...describeForSearch({ name, shortname: columns.shortname ?? '' }),
      ...columns,
    })
    .returning();
  if (!row) throw new Error('createGoods inserted nothing');
  for (const [i, [marketPriceFen, stock]] of skus.entries()) {
    const [attr] = await db
      .insert(goodsAttrs)
      .values({ goodsId: row.goodsId, attrId: 1, valueId: 1, label: `规格${i + 1}` })
      .returning();
    const [sku] = await db
      .insert(goodsSkus)
      .values({ goodsId: row.goodsId, attrKey: String(attr?.goodsAttrId), stock, marketPriceFen })
      .returning({ skuId: goodsSkus.skuId });
    await db.insert(stockBaselines).values({ skuId: sku?.skuId as number, baseline: stock, setAt: new Date() });
  }
  return row;
}

/** Writes a SKU's stock behind the API's back, as only a broken code path would: for the stock audit's tests. */
export async function overwriteStock(db: Database, skuId: number, stock: number): Promise<void> {
  await db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.skuId, skuId));
}

/** The attribute value ids of a goods, as a direct buy names its SKU (`attr_id`). */
export async function attrIdsOf(db: Database, goodsId: number): Promise<number[]> {
  const rows = await db.select({ id: goodsAttrs.goodsAttrId }).from(goodsAttrs).where(eq(goodsAttrs.goodsId, goodsId));
  return rows.map((row) => row.id);
}
