// Catalogue changes between instances on one PostgreSQL server: a NOTIFY per burst of writes, and a
// LISTEN connection that forgets what other instances changed.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import type { CatalogueCache } from './catalogue-store';

/** The channel other instances hear catalogue changes on; the payload is the sender's mark, a colon and goods ids joined by commas. */
export const CATALOGUE_CHANNEL = 'garden_catalogue';

/** The pool of a database on a PostgreSQL server, which other instances may share; none for PGlite, one process's own. */
export function sharedPool(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * How long changes gather before one NOTIFY tells the other instances. Sent from the writing transaction
 * instead, every order paid for PostgreSQL's notify queue, which commits one at a time, and a message to
 * every listener (a fifth of what PostgreSQL spent on an order). A change the process dies before
 * announcing reaches the others when their entries expire (TTL_MS).
 */
const ANNOUNCE_AFTER_MS = 10;
/** A NOTIFY payload must stay under 8000 bytes. */
const IDS_PER_NOTICE = 500;

/** The goods each database handle changed and has yet to announce, and the timer that will. */
const announcements = new WeakMap<Database, { ids: Set<number>; timer: NodeJS.Timeout | undefined }>();
/** Each database handle's mark on its announcements, so its own listener skips what it already forgot. */
const marks = new WeakMap<Database, string>();

function markOf(db: Database): string {
  let mark = marks.get(db);
  if (!mark) {
    mark = randomBytes(6).toString('hex');
    marks.set(db, mark);
  }
  return mark;
}

export function queueAnnouncement(db: Database, pool: pg.Pool, ids: readonly number[]): void {
  let pending = announcements.get(db);
  if (!pending) {
    pending = { ids: new Set(), timer: undefined };
    announcements.set(db, pending);
    // Ending the pool announces what is still pending first.
    const end = pool.end.bind(pool);
    pool.end = (async () => {
      await announce(db);
      return end();
    }) as typeof pool.end;
  }
  for (const id of ids) pending.ids.add(id);
  pending.timer ??= setTimeout(() => void announce(db), ANNOUNCE_AFTER_MS).unref();
}

/** Sends the pending changes of a database handle as `mark:id,id,…` on CATALOGUE_CHANNEL. */
async function announce(db: Database): Promise<void> {
  const pending = announcements.get(db);
  if (!pending || pending.ids.size === 0) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const ids = [...pending.ids];
  pending.ids.clear();
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    const payload = `${markOf(db)}:${ids.slice(i, i + IDS_PER_NOTICE).join(',')}`;
    // Unsent, the change reaches the others when their entries expire: nothing to retry or report.
    await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${payload})`).catch(() => {});
  }
}

/** The payload's ids when the catalogue changed beyond single goods (categories, brands). */
const EVERYTHING = '*';

/** Tells the other instances to forget every catalogue read they keep (a category renamed, moved, hidden, reordered; a brand renamed). */
export function announceEverything(db: Database): void {
  void db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${`${markOf(db)}:${EVERYTHING}`})`).catch(() => {});
}

const RECONNECT_MS = [100, 500, 2000, 5000];

/**
 * Hears other instances' catalogue changes on a dedicated PostgreSQL connection (LISTEN needs a session
 * of its own, and a pooled one would hold the pool's `end`). Until it listens, and whenever it drops,
 * the cache keeps nothing (a change could pass unheard); it reconnects with a growing pause and ends
 * with the pool. PGlite needs none: one process owns its data folder, so every write is this process's.
 */
export function listenForChanges(db: Database, cache: CatalogueCache): void {
  const pool = sharedPool(db);
  if (!pool) return;
  cache.live = false;
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const heard = new Set<number>();
  const down = () => {
    cache.live = false;
    cache.clear();
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = undefined;
    if (stopped || (pool as pg.Pool & { ending?: boolean }).ending) return;
    timer = setTimeout(connect, RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]);
    timer.unref();
    failures += 1;
  };
  const connect = async () => {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', down);
    next.on('end', () => {
      if (client === next) down();
    });
    next.on('notification', (message) => {
      const [mark, ids = ''] = (message.payload ?? '').split(':');
      // This handle's own announcement: its cache forgot those goods when they changed.
      if (mark === markOf(db)) return;
      // The tree itself changed (a category or brand): everything kept may show it.
      if (ids === EVERYTHING) {
        cache.clear();
        return;
      }
      // Notifications of one burst are handed over together.
      if (heard.size === 0) {
        setImmediate(() => {
          cache.invalidateGoods([...heard]);
          heard.clear();
        });
      }
      for (const id of ids.split(',')) if (/^\d+$/.test(id)) heard.add(Number(id));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (stopped || client !== next) return void next.end().catch(() => {});
      // Whatever was kept before this point may have missed a change.
      cache.clear();
      cache.live = true;
      failures = 0;
    } catch {
      if (client === next) down();
    }
  };
  const end = pool.end.bind(pool);
  // The handle's close ends the pool (db/client.ts); the listening connection ends with it.
  pool.end = (async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    cache.live = false;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
    return end();
  }) as typeof pool.end;
  void connect();
}
