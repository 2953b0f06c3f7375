import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rankings } from '../../db/schema/index';
import { catalogueCache } from '../../platform/catalogue-cache';

/** One page of a ranking (`cat_id` 0: the whole shop), goods ids in position order. */
export function loadRankingPage(db: Database, catId: number, page: number, limit: number) {
  return catalogueCache(db).read(`rank:${catId}:${page}:${limit}`, async () => {
    const where = and(eq(rankings.catId, catId));
    const [rows, [total]] = await Promise.all([
      db
        .select({ goodsId: rankings.goodsId, position: rankings.position })
        .from(rankings)
        .where(where)
        .orderBy(asc(rankings.position))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(rankings).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}
