import { pinyin } from 'pinyin-pro';

/** The search columns of a goods row: pinyin, initials, plain text and the ranked terms. */
export interface SearchColumns {
  searchText: string;
  pinyin: string;
  initials: string;
  /** `|tier:term|…|`: each whole term in Chinese, full pinyin and initials, tagged with its match tier. */
  searchTerms: string;
}

/** What a goods is found by: its name, short name, category path and brand. */
export interface SearchSource {
  name: string;
  shortname?: string;
  categories?: readonly string[];
  brand?: string;
}

/**
 * How well a keyword matches, best first (a smaller tier ranks higher): the whole name, a whole word
 * of the name or short name, a category name, the brand. Anything else that matches is a substring.
 */
export const MATCH_TIERS = { name: 0, word: 1, category: 2, brand: 3 } as const;

/** Lower-cased, without spaces: how keywords and stored texts are compared. */
export const normalizeKeyword = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

export const fullPinyin = (text: string): string => pinyin(text, { toneType: 'none', separator: '', nonZh: 'consecutive' });
export const initialsOf = (text: string): string => pinyin(text, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' });

/** The words of a name: goods names put a space between the variety and what it is (`龙沙宝石 月季`). */
const wordsOf = (text: string): string[] =>
  text
    .split(/[\s·,，、/]+/)
    .map(normalizeKeyword)
    .filter((w) => w !== '');

/**
 * The search columns written when goods are stored (storefront §7 "Search"): the texts (name, short
 * name, category names, brand) joined by `|`, with their full pinyin and initials, so `yueji` and `yj`
 * find 月季 without matching across two texts; and the whole terms by tier, so a keyword that spells
 * a whole word (`yj` → 月季) ranks before one that is a piece of a longer word (`yj` in 有机肥).
 */
export function describeForSearch(source: SearchSource): SearchColumns {
  const { name, shortname = '', categories = [], brand = '' } = source;
  const parts = [name, shortname, ...categories, brand].map(normalizeKeyword).filter((t) => t !== '');
  const tiered: [number, string][] = [
    [MATCH_TIERS.name, normalizeKeyword(name)],
    ...[...wordsOf(name), ...wordsOf(shortname)].map((w): [number, string] => [MATCH_TIERS.word, w]),
    ...categories.map((c): [number, string] => [MATCH_TIERS.category, normalizeKeyword(c)]),
    [MATCH_TIERS.brand, normalizeKeyword(brand)],
  ];
  const terms = new Set<string>();
  for (const [tier, term] of tiered) {
    if (term === '') continue;
    for (const form of [term, fullPinyin(term), initialsOf(term)]) terms.add(`${tier}:${form}`);
  }
  return {
    searchText: parts.join('|'),
    pinyin: parts.map(fullPinyin).join('|'),
    initials: parts.map(initialsOf).join('|'),
    searchTerms: terms.size === 0 ? '' : `|${[...terms].join('|')}|`,
  };
}
