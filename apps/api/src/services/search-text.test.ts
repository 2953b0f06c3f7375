import { describe, expect, it } from 'vitest';
import { describeForSearch, normalizeKeyword } from './search-text';

describe('describeForSearch', () => {
  it('stores texts, full pinyin and initials, one segment per text', () => {
    expect(describeForSearch(['龙沙宝石 月季', 'Rose 2加仑', '大花藤本'])).toEqual({
      searchText: '龙沙宝石月季|rose2加仑|大花藤本',
      pinyin: 'longshabaoshiyueji|rose2jialun|dahuatengben',
      initials: 'lsbsyj|rose2jl|dhtb',
    });
  });

  it('leaves out empty texts', () => {
    expect(describeForSearch(['月季', '  ']).searchText).toBe('月季');
  });
});

describe('normalizeKeyword', () => {
  it('drops spaces and case, as stored texts do', () => {
    expect(normalizeKeyword(' YUE ji ')).toBe('yueji');
  });
});
