import { describe, expect, it } from 'vitest';
import { describeForSearch, normalizeKeyword } from './search-text';

describe('describeForSearch', () => {
  it('stores texts, full pinyin and initials, one segment per text', () => {
    const columns = describeForSearch({ name: '龙沙宝石 月季', shortname: 'Rose 2加仑', categories: ['大花藤本'], brand: '虹越' });
    expect(columns).toMatchObject({
      searchText: '龙沙宝石月季|rose2加仑|大花藤本|虹越',
      pinyin: 'longshabaoshiyueji|rose2jialun|dahuatengben|hongyue',
      initials: 'lsbsyj|rose2jl|dhtb|hy',
    });
  });

  it('tags each whole term, in Chinese, pinyin and initials, with its match tier', () => {
    const terms = describeForSearch({ name: '龙沙宝石 月季', categories: ['藤本月季'], brand: '虹越' }).searchTerms.split('|');
    expect(terms).toEqual(expect.arrayContaining(['0:龙沙宝石月季', '1:龙沙宝石', '1:yueji', '1:yj', '2:tbyj', '3:hongyue']));
    expect(terms).not.toContain('1:龙沙');
  });

  it('leaves out empty texts', () => {
    const columns = describeForSearch({ name: '月季', shortname: '  ' });
    expect(columns.searchText).toBe('月季');
    expect(columns.searchTerms).toBe('|0:月季|0:yueji|0:yj|1:月季|1:yueji|1:yj|');
  });
});

describe('normalizeKeyword', () => {
  it('drops spaces and case, as stored texts do', () => {
    expect(normalizeKeyword(' YUE ji ')).toBe('yueji');
  });
});
