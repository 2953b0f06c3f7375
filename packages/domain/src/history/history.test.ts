import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushCityHistory } from './push-city-history';
import { pushHistory } from './push-history';
import { pushParcelNumber } from './push-parcel-number';
import { pushSearchHistory } from './push-search-history';
import { pushViewedGoods } from './push-viewed-goods';

describe('pushSearchHistory', () => {
  it('keeps 6 distinct trimmed keywords, newest first', () => {
    const list = ['月季', '绣球', '铁线莲', '多肉', '果树', '球根'];
    expect(pushSearchHistory(list, ' 种子 ')).toEqual(['种子', '月季', '绣球', '铁线莲', '多肉', '果树']);
    expect(pushSearchHistory(list, '多肉')).toEqual(['多肉', '月季', '绣球', '铁线莲', '果树', '球根']);
    expect(pushSearchHistory(list, '   ')).toBe(list);
  });
});

describe('the other recent lists', () => {
  it('keeps 10 cities distinct by name', () => {
    const cities = Array.from({ length: 10 }, (_, index) => ({ regionName: `城市${index}` }));
    const next = pushCityHistory(cities, { regionName: '杭州市' });
    expect(next).toHaveLength(10);
    expect(next[0]).toEqual({ regionName: '杭州市' });
    expect(pushCityHistory(next, { regionName: '城市3' }).filter((city) => city.regionName === '城市3')).toHaveLength(1);
  });

  it('keeps 5 viewed goods distinct by goods id', () => {
    let viewed: readonly { goodsId: number | string; name: string }[] = [];
    for (const goodsId of [1, 2, 3, 4, 5, 6]) viewed = pushViewedGoods(viewed, { goodsId, name: `商品${goodsId}` });
    expect(viewed.map((goods) => goods.goodsId)).toEqual([6, 5, 4, 3, 2]);
    expect(pushViewedGoods(viewed, { goodsId: '4', name: '商品4' }).map((goods) => goods.goodsId)).toEqual(['4', 6, 5, 3, 2]);
  });

  it('keeps the latest 10 trimmed parcel numbers and ignores empty input', () => {
    const numbers = Array.from({ length: 10 }, (_, index) => `SF${index}`);
    expect(pushParcelNumber(numbers, ' YT9 ')).toEqual(['YT9', ...numbers.slice(0, 9)]);
    expect(pushParcelNumber(numbers, '')).toBe(numbers);
  });
});

describe('properties', () => {
  it('history lists never exceed their bound or hold duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 })), fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 12 }), (list, item, bound) => {
        const next = pushHistory(list, item, bound);
        expect(next.length).toBeLessThanOrEqual(bound);
        expect(new Set(next).size).toBe(next.length);
        if (bound > 0) expect(next[0]).toBe(item);
      }),
    );
  });

  it('every recent list stays within 6, 10, 5 and 10 distinct entries however often it is pushed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 }), { maxLength: 40 }), (inputs) => {
        let search: readonly string[] = [];
        let cities: readonly { regionName: string }[] = [];
        let viewed: readonly { goodsId: string }[] = [];
        let parcels: readonly string[] = [];
        for (const input of inputs) {
          search = pushSearchHistory(search, input);
          cities = pushCityHistory(cities, { regionName: input });
          viewed = pushViewedGoods(viewed, { goodsId: input });
          parcels = pushParcelNumber(parcels, input);
        }
        for (const [keys, bound] of [
          [search, 6],
          [cities.map((city) => city.regionName), 10],
          [viewed.map((goods) => goods.goodsId), 5],
          [parcels, 10],
        ] as const) {
          expect(keys.length).toBeLessThanOrEqual(bound);
          expect(new Set(keys).size).toBe(keys.length);
        }
        expect(search.every((keyword) => keyword === keyword.trim() && keyword !== '')).toBe(true);
      }),
    );
  });

  it('pushing never changes the given list', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (list, item) => {
        const copy = [...list];
        pushSearchHistory(list, item);
        expect(list).toEqual(copy);
      }),
    );
  });
});
