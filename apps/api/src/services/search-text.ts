import { pinyin } from 'pinyin-pro';

/** The search columns of a goods row: pinyin, initials and plain text. */
export interface SearchColumns {
  searchText: string;
  pinyin: string;
  initials: string;
}

/** Lower-cased, without spaces: how keywords and stored texts are compared. */
export const normalizeKeyword = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/**
 * The search columns written when goods are stored (issue 3 "Search"): the texts (name, short name,
 * category names) joined by `|`, and their full pinyin and initials, so `yueji` and `yj` find 月季
 * without matching across two texts.
 */
export function describeForSearch(texts: readonly string[]): SearchColumns {
  const parts = texts.map(normalizeKeyword).filter((t) => t !== '');
  return {
    searchText: parts.join('|'),
    pinyin: parts.map((t) => pinyin(t, { toneType: 'none', separator: '', nonZh: 'consecutive' })).join('|'),
    initials: parts.map((t) => pinyin(t, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' })).join('|'),
  };
}
