// The catalogue cache of each database (the registry): the one cache per database handle, the changed
// goods forgotten here and announced to other instances, everything forgotten for tests.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { goods } from '../db/schema/index';
import { announceEverything, listenForChanges, queueAnnouncement, sharedPool } from './catalogue-notices';
import { CatalogueCache, goodsFactsColumns } from './catalogue-store';

const caches = new WeakMap<Database, CatalogueCache>();

/** The catalogue cache of a database (tests open many databases in one process). */
export function catalogueCache(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache((ids) => db.select(goodsFactsColumns).from(goods).where(inArray(goods.goodsId, ids)));
    caches.set(db, cache);
    listenForChanges(db, cache);
  }
  return cache;
}

/**
 * Call after the transaction of a write that changed these goods' stock, sales or prices has committed
 * (not inside it: a read between the invalidation and the commit would load and keep the old rows). This
 * instance forgets what showed them at once; the other instances hear it from one NOTIFY per burst of
 * writes (`announce`).
 */
export function goodsChanged(db: Database, goodsIds: Iterable<number>): void {
  const ids = [...goodsIds];
  caches.get(db)?.invalidateGoods(ids);
  const pool = sharedPool(db);
  if (pool && ids.length > 0) queueAnnouncement(db, pool, ids);
}
/**
 * Call after the transaction of a write that changed the catalogue beyond single goods (the category tree, a
 * brand's name) has committed: this instance forgets every catalogue read at once, the others when they hear it.
 */
export function catalogueChanged(db: Database): void {
  caches.get(db)?.clear();
  if (sharedPool(db)) announceEverything(db);
}
/** Forgets every cached read of a database (tests that change rows behind the services' back). */
export function invalidateCatalogue(db: Database): void {
  caches.get(db)?.clear();
}
