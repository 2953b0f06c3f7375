import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache';

describe('CatalogCache', () => {
  it('loads a key once for concurrent readers', async () => {
    const cache = new CatalogCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'tree';
    };
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual(['tree', 'tree']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogCache();
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('loads only the missing keys of a batch, and skips unknown ones', async () => {
    const cache = new CatalogCache();
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

  it('forgets everything when cleared (a write happened)', async () => {
    const cache = new CatalogCache();
    await cache.read('k', async () => 1);
    cache.clear();
    expect(await cache.read('k', async () => 2)).toBe(2);
  });
});
