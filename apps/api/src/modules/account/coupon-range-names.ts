// The names a coupon's range gives (shopping §4 act_range, act_range_ext): the categories, brands or goods whose ids it
// holds, read once for a page of coupons; the shopper's coupon cards and the back office's coupon types both use them.
import { ACT_RANGE_LABELS, type ActRange, COUPON_RANGE_ALL } from '@garden/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, type couponTypes, goods } from '../../db/schema/index';

type CouponTypeRow = typeof couponTypes.$inferSelect;

/** The ranges whose ids a coupon card names, each with how their names are read: categories (1), brands (2), goods picked (4). */
const NAMED_RANGES = {
  1: (db: Database, ids: number[]) =>
    db.select({ id: categories.catId, name: categories.catName }).from(categories).where(inArray(categories.catId, ids)),
  2: (db: Database, ids: number[]) => db.select({ id: brands.brandId, name: brands.brandName }).from(brands).where(inArray(brands.brandId, ids)),
  4: (db: Database, ids: number[]) => db.select({ id: goods.goodsId, name: goods.name }).from(goods).where(inArray(goods.goodsId, ids)),
} as const;
/** The goods coupon range (`act_range` 4) names goods by id. */
export const GOODS_RANGE = 4;
type NamedRange = keyof typeof NAMED_RANGES;
const isNamedRange = (range: number): range is NamedRange => range in NAMED_RANGES;

/** The names of the ids a range holds, by id (an unknown id has none). */
export async function namesInRange(db: Database, range: NamedRange, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await NAMED_RANGES[range](db, [...new Set(ids)])).map((row) => [row.id, row.name]));
}

/** The names of the categories, brands and goods the coupon types name, by range and id. */
export async function rangeNames(db: Database, types: readonly CouponTypeRow[]): Promise<Map<NamedRange, Map<number, string>>> {
  const names = new Map<NamedRange, Map<number, string>>();
  for (const range of [1, 2, 4] as const) {
    const ids = types.flatMap((type) => (type.actRange === range ? type.actRangeExt : []));
    if (ids.length > 0) names.set(range, await namesInRange(db, range, ids));
  }
  return names;
}

/** A coupon card's 适用 text: the names of the categories, brands or goods it is for, else its range in words. */
export function rangeText(type: CouponTypeRow, names: ReadonlyMap<NamedRange, ReadonlyMap<number, string>>): string {
  if (!isNamedRange(type.actRange)) return ACT_RANGE_LABELS[type.actRange as ActRange] ?? COUPON_RANGE_ALL;
  const known = names.get(type.actRange);
  return type.actRangeExt
    .map((id) => known?.get(id) ?? '')
    .filter(Boolean)
    .join('、');
}
