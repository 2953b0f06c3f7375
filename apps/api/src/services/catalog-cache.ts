import type { Database } from '../db/client';

/**
 * How long a cached catalogue read lives. Operator writes (prices, stock set by hand) clear
 * the cache at once (`invalidateCatalog`); the short life bounds how stale another server instance's
 * writes can look here.
 * Placing and auto-cancelling orders change stock and sales without clearing it, on purpose: at
 * hundreds of orders a second every order would empty the whole cache, and lists showing stock up to
 * 2 s old is what shops accept. Nothing sells on a cached figure: checkout re-reads the SKU, and
 * placement takes stock with a conditional update.
 */
const TTL_MS = 2000;
/** Past this many entries (many distinct search keywords) the cache starts over rather than grow. */
const MAX_ENTRIES = 20_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/** An in-process cache of catalogue reads for one database: category tree, lists, cards, goods info, home. */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  /** Whole serialised replies (lib/reply-cache.ts), kept and cleared with the reads they were built from. */
  private readonly replies = new Map<string, { expires: number; body: string }>();

  /** The reply kept under `key`, while fresh. */
  reply(key: string): string | undefined {
    const kept = this.replies.get(key);
    return kept && kept.expires > Date.now() ? kept.body : undefined;
  }

  /** Keeps a serialised reply for as long as a read lives. */
  keepReply(key: string, body: string): void {
    if (this.replies.size >= MAX_ENTRIES) this.replies.clear();
    this.replies.set(key, { expires: Date.now() + TTL_MS, body });
  }

  private store(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }

  /** The cached value of `key`, loading it once (concurrent callers share the load). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    this.store(key, { expires: now + TTL_MS, value });
    // A failed load is not kept: the next read tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Several keys at once: the cached ones as they are, the missing ones loaded in one batch. */
  async readMany<T>(keys: readonly number[], prefix: string, load: (missing: number[]) => Promise<Map<number, T>>): Promise<Map<number, T>> {
    const now = Date.now();
    const values = new Map<number, Promise<unknown>>();
    const missing: number[] = [];
    for (const k of keys) {
      const entry = this.entries.get(`${prefix}:${k}`);
      if (entry && entry.expires > now) values.set(k, entry.value);
      else missing.push(k);
    }
    if (missing.length > 0) {
      const batch = load(missing);
      for (const k of missing) {
        const value = batch.then((loaded) => loaded.get(k));
        value.catch(() => this.entries.delete(`${prefix}:${k}`));
        this.store(`${prefix}:${k}`, { expires: now + TTL_MS, value });
        values.set(k, value);
      }
    }
    const found = new Map<number, T>();
    for (const [k, value] of values) {
      const loaded = (await value) as T | undefined;
      if (loaded !== undefined) found.set(k, loaded);
    }
    return found;
  }

  clear(): void {
    this.entries.clear();
    this.replies.clear();
  }
}

const caches = new WeakMap<Database, CatalogCache>();

/** The catalogue cache of a database (tests open many databases in one process). */
export function catalogCache(db: Database): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after any write that changes what shoppers see in the catalogue (stock, prices, reviews). */
export function invalidateCatalog(db: Database): void {
  caches.get(db)?.clear();
}
