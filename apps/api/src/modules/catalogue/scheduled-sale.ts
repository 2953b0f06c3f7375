// Scheduled on-sale times (storefront §3 `is_sale` 2 即将上架, `beon_time`): a coming-soon goods whose time has come
// is put on sale by this job, every 30 seconds, rather than by a rule every read applies: is_sale is read by the cards,
// search filters, the cart, checkout and placement, in SQL and from the catalogue cache, and one write here keeps
// them all agreeing. The domain's `isDueOnSale` decides which goods are due; the caches forget them once written, as
// for any goods an operator puts on sale.
import { isDueOnSale } from '@garden/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema/index';
import { goodsChanged } from '../../platform/catalogue-cache';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';

/** Puts the coming-soon goods whose on-sale time has come on sale; answers their ids. */
export async function putScheduledGoodsOnSale(db: Database, now: Date): Promise<number[]> {
  const waiting = await db
    .select({ goodsId: goods.goodsId, isSale: goods.isSale, onSaleAt: goods.beonTime })
    .from(goods)
    .where(and(eq(goods.isSale, 2), isNotNull(goods.beonTime)));
  const due = waiting.filter((row) => isDueOnSale(row, now)).map((row) => row.goodsId);
  if (due.length === 0) return [];
  // Still coming soon at the write: an operator may have changed the goods since the read.
  const switched = await db
    .update(goods)
    .set({ isSale: 1 })
    .where(and(inArray(goods.goodsId, due), eq(goods.isSale, 2)))
    .returning({ goodsId: goods.goodsId });
  goodsChanged(
    db,
    switched.map((row) => row.goodsId),
  );
  return switched.map((row) => row.goodsId);
}

/** Starts the job: every 30 seconds, so a scheduled goods is on sale within half a minute of its time. */
export function startScheduledSale(db: Database, options: { now: () => Date; logError: (error: unknown) => void; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('scheduled-sale', () => putScheduledGoodsOnSale(db, options.now()), options.intervalMs ?? 30_000, options.logError);
}
