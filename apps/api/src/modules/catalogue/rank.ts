import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { rankings } from '../../db/schema/index';
import { catalogueCache } from '../../platform/catalogue-cache';

/** One page of a ranking (`cat_id` 0: the whole shop), goods ids in position order. */
export function loadRankingPage(db: Database, catId: number, page: number, limit: number) {
  return catalogueCache(db).read(`rank:${catId}:${page}:${limit}`, async () => {
    const where = eq(rankings.catId, catId);
    return readPage(db, db.select({ goodsId: rankings.goodsId, position: rankings.position }).from(rankings).where(where), {
      orderBy: [asc(rankings.position)],
      page,
      limit,
    });
  });
}
