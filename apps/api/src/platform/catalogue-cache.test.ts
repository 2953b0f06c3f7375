import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueCache, collectReads, type GoodsFacts } from './catalogue-store';

describe('CatalogueCache', () => {
  it('loads a key once for concurrent readers', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'tree';
    };
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual(['tree', 'tree']);
    expect(loads).toBe(1);
  });

  it('keeps no reply built from a read made while it was not live, though it goes live before the reply is done', async () => {
    const cache = new CatalogueCache();
    const reply = Buffer.from('{}');
    cache.live = false;
    const { reads } = await collectReads(async () => {
      await cache.read('info:1', async () => 'info', { goods: [1] });
      await cache.readMany([2], 'card', async (missing) => new Map(missing.map((k) => [k, k])));
    });
    // The listening connection comes up while the reply is built.
    cache.clear();
    cache.live = true;
    cache.keepReply('reply:a', reply, reads);
    expect(cache.reply('reply:a')).toBeUndefined();
    const live = await collectReads(() => cache.read('info:1', async () => 'info', { goods: [1] }));
    cache.keepReply('reply:b', reply, live.reads);
    expect(cache.reply('reply:b')).toEqual(reply);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('fails a batch whose load fails, live or not, leaving no rejection unheard', async () => {
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', hear);
    try {
      for (const live of [true, false]) {
        const cache = new CatalogueCache();
        cache.live = live;
        await expect(cache.readMany([1, 2, 3], 'card', () => Promise.reject(new Error('connection dropped')))).rejects.toThrow('connection dropped');
      }
      // Unheard rejections are reported after the turn in which they were left.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', hear);
    }
    expect(unheard).toEqual([]);
  });

  it('loads only the missing keys of a batch, and skips unknown ones', async () => {
    const cache = new CatalogueCache();
    const asked: number[][] = [];
    const load = async (missing: number[]) => {
      asked.push(missing);
      return new Map(missing.filter((k) => k !== 9).map((k) => [k, k * 10]));
    };
    await cache.readMany([1, 2], 'card', load);
    const found = await cache.readMany([2, 3, 9], 'card', load);
    expect(asked).toEqual([
      [1, 2],
      [3, 9],
    ]);
    expect([...found]).toEqual([
      [2, 20],
      [3, 30],
    ]);
  });

  it('drops a read of every goods on any goods change, and a read of named goods only on theirs', async () => {
    const cache = new CatalogueCache();
    await cache.read('sitemap', async () => 'before', { anyGoods: true });
    await cache.read('info:1', async () => 'before', { goods: [1] });
    cache.invalidateGoods([7]);
    expect(await cache.read('sitemap', async () => 'after', { anyGoods: true })).toBe('after');
    expect(await cache.read('info:1', async () => 'after', { goods: [1] })).toBe('before');
  });

  it('forgets everything when cleared (a write happened)', async () => {
    const cache = new CatalogueCache();
    await cache.read('k', async () => 1);
    cache.clear();
    expect(await cache.read('k', async () => 2)).toBe(2);
  });

  describe('over time', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds no more after a hundred expiries than after the first load: a key loaded again replaces what it held', async () => {
      vi.useFakeTimers();
      const cache = new CatalogueCache();
      const facts = (id: number): GoodsFacts => ({ id, stock: 5, sales: id, isSale: 1, forward: false, sortPriceFen: 100, addTime: 0 });
      const list = { list: (ids: number[]) => ({ facts: ids.map(facts), key: (f: GoodsFacts) => [-f.sales], passes: () => true }) };
      const round = async () => {
        const cards = await cache.readMany([1, 2, 3], 'card', async (missing) => new Map(missing.map((k) => [k, k])));
        const page = await cache.read('list:a', async () => [3, 2, 1], list);
        const info = await cache.read('info:1', async () => 'info', { goods: [1] });
        cache.keepReply('reply:a', Buffer.from(JSON.stringify({ cards: [...cards.values()], page, info })), new Map());
      };
      await round();
      const first = cache.size();
      for (let i = 0; i < 100; i += 1) {
        // Past the life of a read: every key is loaded again.
        vi.advanceTimersByTime(2_500);
        await round();
      }
      expect(cache.size()).toEqual(first);
      expect(first).toMatchObject({ entries: 5, lists: 1, indexed: 7 });
    });

    it('lets a replaced entry go, though a request that read it loaded another entry still kept', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      setFlagsFromString('--expose-gc');
      const collectGarbage = runInNewContext('gc') as () => void;
      const cache = new CatalogueCache();
      let replaced: WeakRef<object> | undefined;
      await collectReads(() =>
        cache.read('tree', async () => {
          const tree = { children: ['月季', '绣球'] };
          replaced = new WeakRef(tree);
          return tree;
        }),
      );
      // A reply built from the tree and from a card loaded for it: the card's entry is kept.
      await collectReads(async () => [await cache.read('tree', async () => ({})), await cache.read('card:1', async () => 'card')]);
      vi.advanceTimersByTime(2_500);
      await collectReads(() => cache.read('tree', async () => ({ children: [] })));
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      expect(replaced?.deref()).toBeUndefined();
    });
  });
});
