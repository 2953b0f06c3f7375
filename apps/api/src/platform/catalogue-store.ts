// The catalogue cache itself: catalogue reads of one database kept for a short life, and what each cached
// list and reply shows, so a write forgets exactly the reads it changes.
import { sql } from 'drizzle-orm';
import { goods } from '../db/schema/index';
import { scopedStorage } from './scoped-storage';
import { catalogueCacheReads } from './metrics';

/**
 * How long a cached catalogue read lives at most. Every write that changes what the catalogue shows
 * through the services (placing, cancelling and auto-cancelling orders, stock given back by refunds,
 * the operator's stock and prices, a review's count on goods info) invalidates the reads it touches at
 * once (`goodsChanged`), here and, through PostgreSQL's NOTIFY, on every other instance soon after. The life is only
 * the safety net for writes that do not go through those services (the seed, an edit by hand).
 */
const TTL_MS = 2000;
/** Past this many entries (many distinct search keywords) the cache starts over rather than grow. */
const MAX_ENTRIES = 20_000;

/** What orders and filters catalogue lists by: the goods columns that writes change, and the static ones beside them. */
export interface GoodsFacts {
  id: number;
  stock: number;
  sales: number;
  isSale: number;
  forward: boolean;
  sortPriceFen: number;
  addTime: number;
}

/** The `goods` columns of `GoodsFacts`, for a list query to select beside its ids. */
export const goodsFactsColumns = {
  id: goods.goodsId,
  stock: goods.stock,
  sales: goods.sales,
  isSale: goods.isSale,
  forward: goods.forward,
  sortPriceFen: goods.sortPriceFen,
  addTime: sql<number>`(extract(epoch from ${goods.addTime}) * 1000)::float8`.mapWith(Number),
};

/**
 * A cached list whose order or filter reads stock, sales or prices (sales-sorted pages, "in stock
 * only"): its goods in order, with the facts each had when it was loaded, and the list's own rule.
 */
export interface ListFacts {
  facts: readonly GoodsFacts[];
  /** The sort key, compared element by element, ascending (the list's ORDER BY without a search rank). */
  key: (facts: GoodsFacts) => readonly number[];
  /** Whether a goods passes the list's filter on changing columns (`stock > 0`); static conditions are not known here. */
  passes: (facts: GoodsFacts) => boolean;
}

/**
 * What a cached read shows: goods named up front (a card, a detail), a list known once loaded, or something of every
 * goods (the sitemap's last changes), which any change of any goods drops.
 */
export type ReadShows<T> = { goods: readonly number[] } | { list: (value: T) => ListFacts } | { anyGoods: true };

interface ReplyRecord {
  key: string;
  /** The reply's bytes, encoded once rather than on every answer. */
  body: Uint8Array<ArrayBuffer>;
  expires: number;
  /** Built on a list that a pending change may still reorder. */
  onList: boolean;
}

interface Entry {
  key: string;
  expires: number;
  value: Promise<unknown>;
  /** The invalidation epoch when the load started. */
  epoch: number;
  goods?: readonly number[];
  list?: ListFacts;
  /** A list still loading: its goods are not known yet. */
  loadingList: boolean;
  /** Shows something of every goods: any goods' change drops it. */
  anyGoods?: boolean;
  replies: Set<ReplyRecord>;
}

/** The entries a reply was built from, collected while its handler runs (`cachedReply`). */
const dependencies = scopedStorage<Map<string, Entry>>();

/**
 * What a read made while the cache is not live is recorded as: it is kept nowhere, so a reply built from it never
 * matches the cache and is not kept, though the cache go live before the reply is done (a first request racing the
 * listening connection kept a goods detail no change of the goods would drop).
 */
const UNKEPT: Entry = { key: '', expires: 0, value: Promise.resolve(), epoch: -1, loadingList: false, replies: new Set() };

/** Runs `build` and collects the cached reads it made. */
export async function collectReads<T>(build: () => Promise<T>): Promise<{ result: T; reads: ReadonlyMap<string, unknown> }> {
  const reads = new Map<string, Entry>();
  try {
    return { result: await dependencies.run(reads, build), reads: new Map(reads) };
  } finally {
    // Every promise made while `build` ran keeps `reads` as its store, the loads that new entries keep
    // as their value among them. Left full, each entry would hold the entries its request read, whose
    // loads hold the entries their requests read, back to the server's start: replaced and dropped
    // entries never went (the soak bench saw one key's entry 70 times over, the live heap doubling in
    // four minutes). Emptied, a kept promise holds an empty map.
    reads.clear();
  }
}

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * Whether a change of one goods (not on the list) from `before` to `after` can change the list. A goods
 * that moves in an ordered list passes exactly the goods between its old and new place, so the list
 * changes only if it holds one of them (their keys lie between the goods' old and new keys); a goods
 * entering or leaving the filter changes every page's total. Whether the goods meets the list's static
 * conditions (category, keyword) is not known here, so it is assumed to: the test errs on refreshing.
 */
function listMoves(list: ListFacts, before: GoodsFacts | undefined, after: GoodsFacts | undefined): boolean {
  if (!before || !after) return true;
  const [wasIn, isIn] = [list.passes(before), list.passes(after)];
  if (wasIn !== isIn) return true;
  if (!isIn) return false;
  const [from, to] = [list.key(before), list.key(after)];
  const order = compareKeys(from, to);
  if (order === 0) return false;
  const [low, high] = order < 0 ? [from, to] : [to, from];
  return list.facts.some((item) => {
    const key = list.key(item);
    return compareKeys(key, low) >= 0 && compareKeys(key, high) <= 0;
  });
}

/** An in-process cache of catalogue reads for one database: category tree, lists, cards, goods info, home, and whole replies. */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /** Whole serialised replies (platform/reply-cache.ts), dropped with any read they were built from. */
  private readonly replies = new Map<string, ReplyRecord>();
  /** Entries showing each goods. */
  private readonly byGoods = new Map<number, Set<Entry>>();
  /** Sorted lists, loaded and loading. */
  private readonly lists = new Set<Entry>();
  /** Entries that any goods' change drops. */
  private readonly ofAnyGoods = new Set<Entry>();
  /** The latest known facts of goods, so a change can be told from where the goods was. */
  private readonly known = new Map<number, GoodsFacts>();
  /** Goods changed and not yet weighed against the cached lists, with their facts before the change. */
  private pending = new Map<number, GoodsFacts | undefined>();
  private epoch = 0;
  private settledEpoch = 0;
  private settling: Promise<void> | undefined;
  /**
   * False while changes made elsewhere could go unseen (the listening connection is down): then
   * nothing is kept, and every read goes to the database.
   */
  live = true;

  /** `loadFacts` reads the current facts of changed goods; without it every sorted list is refreshed on any change. */
  constructor(private readonly loadFacts?: (ids: number[]) => Promise<GoodsFacts[]>) {}

  /** What the cache holds, for a maintainer and for the test that it stays bounded. */
  size(): { entries: number; replies: number; indexed: number; lists: number } {
    let indexed = 0;
    for (const set of this.byGoods.values()) indexed += set.size;
    return { entries: this.entries.size, replies: this.replies.size, indexed, lists: this.lists.size };
  }

  /** The reply kept under `key`, while fresh; a promise when a change still has to be weighed first. */
  reply(key: string): Uint8Array<ArrayBuffer> | undefined | Promise<Uint8Array<ArrayBuffer> | undefined> {
    const kept = this.replies.get(key);
    if (!kept || kept.expires <= Date.now()) {
      catalogueCacheReads.inc({ layer: 'reply', outcome: 'miss' });
      return undefined;
    }
    catalogueCacheReads.inc({ layer: 'reply', outcome: 'hit' });
    if (kept.onList && this.settledEpoch < this.epoch) return this.settle(this.epoch).then(() => this.reply(key));
    return kept.body;
  }

  /**
   * Keeps a serialised reply built from `reads` (`collectReads`), unless one of them changed while it was
   * built; it lives as long as the first of them.
   */
  keepReply(key: string, body: Uint8Array<ArrayBuffer>, reads: ReadonlyMap<string, unknown>): void {
    if (!this.live) return;
    let expires = Date.now() + TTL_MS;
    let onList = false;
    const used: Entry[] = [];
    for (const [readKey, entry] of reads as ReadonlyMap<string, Entry>) {
      if (this.entries.get(readKey) !== entry) return;
      expires = Math.min(expires, entry.expires);
      onList ||= entry.list !== undefined || entry.loadingList;
      used.push(entry);
    }
    if (this.replies.size >= MAX_ENTRIES) this.clear();
    const record: ReplyRecord = { key, body, expires, onList };
    this.replies.set(key, record);
    for (const entry of used) entry.replies.add(record);
  }

  private store(entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    // An expired entry loaded again under its key leaves the indexes with its replies, or every 2 s each
    // key would leave one more behind (the soak bench saw 440 MB grow to 2.6 GB in ten minutes).
    const previous = this.entries.get(entry.key);
    if (previous !== undefined && previous !== entry) this.drop(previous);
    this.entries.set(entry.key, entry);
    if (entry.goods) this.index(entry, entry.goods);
    if (entry.loadingList) this.lists.add(entry);
    if (entry.anyGoods) this.ofAnyGoods.add(entry);
  }

  private index(entry: Entry, ids: readonly number[]): void {
    for (const id of ids) {
      let set = this.byGoods.get(id);
      if (!set) {
        set = new Set();
        this.byGoods.set(id, set);
      }
      set.add(entry);
    }
  }

  /** Forgets an entry and every reply built from it. */
  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
    this.lists.delete(entry);
    this.ofAnyGoods.delete(entry);
    for (const record of entry.replies) if (this.replies.get(record.key) === record) this.replies.delete(record.key);
    for (const id of entry.goods ?? entry.list?.facts.map((f) => f.id) ?? []) this.byGoods.get(id)?.delete(entry);
  }

  private fresh(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > now ? entry : undefined;
  }

  /** The cached value of `key`, loading it once (concurrent callers share the load); `shows` says what a change invalidates it. */
  read<T>(key: string, load: () => Promise<T>, shows?: ReadShows<T>): Promise<T> {
    const now = Date.now();
    const kept = this.fresh(key, now);
    if (kept) {
      // A sorted list loaded before a change must wait until the change is weighed against it.
      if (kept.list && this.settledEpoch < this.epoch && kept.epoch < this.epoch)
        return this.settle(this.epoch).then(() => this.read(key, load, shows));
      dependencies.getStore()?.set(key, kept);
      catalogueCacheReads.inc({ layer: 'read', outcome: 'hit' });
      return kept.value as Promise<T>;
    }
    catalogueCacheReads.inc({ layer: 'read', outcome: 'miss' });
    const value = load();
    if (!this.live) {
      dependencies.getStore()?.set(key, UNKEPT);
      return value;
    }
    const entry: Entry = {
      key,
      expires: now + TTL_MS,
      value,
      epoch: this.epoch,
      goods: shows && 'goods' in shows ? shows.goods : undefined,
      loadingList: shows !== undefined && 'list' in shows,
      anyGoods: shows !== undefined && 'anyGoods' in shows,
      replies: new Set(),
    };
    this.store(entry);
    dependencies.getStore()?.set(key, entry);
    value.then(
      (loaded) => {
        if (!(shows && 'list' in shows)) return;
        entry.loadingList = false;
        if (this.entries.get(key) !== entry) return;
        entry.list = shows.list(loaded);
        if (this.known.size >= MAX_ENTRIES) this.known.clear();
        for (const facts of entry.list.facts) this.known.set(facts.id, facts);
        this.index(
          entry,
          entry.list.facts.map((f) => f.id),
        );
      },
      // A failed load is not kept: the next read tries again.
      () => this.drop(entry),
    );
    return value;
  }

  /** Several goods at once (keys are goods ids): the cached ones as they are, the missing ones loaded in one batch. */
  async readMany<T>(keys: readonly number[], prefix: string, load: (missing: number[]) => Promise<Map<number, T>>): Promise<Map<number, T>> {
    const now = Date.now();
    const values = new Map<number, Promise<unknown>>();
    const missing: number[] = [];
    const collecting = dependencies.getStore();
    for (const k of keys) {
      const entry = this.fresh(`${prefix}:${k}`, now);
      if (entry) {
        values.set(k, entry.value);
        collecting?.set(entry.key, entry);
      } else missing.push(k);
    }
    catalogueCacheReads.inc({ layer: 'read', outcome: 'hit' }, keys.length - missing.length);
    catalogueCacheReads.inc({ layer: 'read', outcome: 'miss' }, missing.length);
    if (missing.length > 0) {
      const batch = load(missing);
      for (const k of missing) {
        const value = batch.then((loaded) => loaded.get(k));
        values.set(k, value);
        if (!this.live) {
          collecting?.set(`${prefix}:${k}`, UNKEPT);
          continue;
        }
        const entry: Entry = {
          key: `${prefix}:${k}`,
          expires: now + TTL_MS,
          value,
          epoch: this.epoch,
          goods: [k],
          loadingList: false,
          replies: new Set(),
        };
        value.catch(() => this.drop(entry));
        this.store(entry);
        collecting?.set(entry.key, entry);
      }
    }
    // All awaited together: awaiting one by one would leave the rest of a failed batch unheard, and an
    // unheard rejection ends the process (a dropped PostgreSQL session did, while the cache was not live).
    const found = new Map<number, T>();
    for (const [k, loaded] of await Promise.all([...values].map(async ([k, value]) => [k, (await value) as T | undefined] as const)))
      if (loaded !== undefined) found.set(k, loaded);
    return found;
  }

  /**
   * A committed write changed these goods. What shows them goes at once (cards, goods info, the lists
   * holding them, the replies built from those, lists still loading); the lists that hold other goods
   * are weighed once the goods' new facts are read, and a read of one of them waits for that. Changes
   * arriving together are weighed together, with one query.
   */
  invalidateGoods(ids: Iterable<number>): void {
    this.epoch += 1;
    for (const id of ids) {
      if (!this.pending.has(id)) this.pending.set(id, this.known.get(id));
      for (const entry of this.byGoods.get(id) ?? []) this.drop(entry);
      this.byGoods.delete(id);
    }
    for (const entry of this.lists) if (entry.loadingList) this.drop(entry);
    for (const entry of this.ofAnyGoods) this.drop(entry);
  }

  /** Resolves once every change up to `epoch` has been weighed against the cached lists. */
  private async settle(epoch: number): Promise<void> {
    while (this.settledEpoch < epoch) {
      if (!this.settling) {
        this.settling = this.weigh().finally(() => {
          this.settling = undefined;
        });
      }
      await this.settling;
    }
  }

  private async weigh(): Promise<void> {
    const batch = this.pending;
    const upTo = this.epoch;
    this.pending = new Map();
    let after: Map<number, GoodsFacts> | undefined;
    try {
      after = this.loadFacts ? new Map((await this.loadFacts([...batch.keys()])).map((f) => [f.id, f])) : undefined;
    } catch {
      after = undefined;
    }
    for (const [id] of batch) {
      const facts = after?.get(id);
      if (facts) this.known.set(id, facts);
      else this.known.delete(id);
    }
    for (const entry of [...this.lists]) {
      if (!entry.list || entry.epoch >= upTo) continue;
      const list = entry.list;
      if ([...batch].some(([id, before]) => listMoves(list, before, after?.get(id)))) this.drop(entry);
    }
    this.settledEpoch = Math.max(this.settledEpoch, upTo);
  }

  clear(): void {
    this.entries.clear();
    this.replies.clear();
    this.byGoods.clear();
    this.lists.clear();
    this.ofAnyGoods.clear();
    this.known.clear();
    this.pending.clear();
    this.epoch += 1;
    this.settledEpoch = this.epoch;
  }
}
