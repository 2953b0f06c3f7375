// Keyword search over goods (issue 3 "Search"): Chinese substring on name, short name and category
// names, plus full pinyin and initials, exact hits first.
import { or, sql, type SQL } from 'drizzle-orm';
import { goods } from '../db/schema/index';
import { normalizeKeyword } from './search-text';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface KeywordMatch {
  /** The condition a goods must meet. */
  where: SQL;
  /**
   * 0 the name starts with the keyword, 1 the keyword is in a text, 2 only its pinyin or initials
   * match: "exact hits first" (issue 3).
   */
  rank: SQL<number>;
}

/** How goods match a search keyword; pinyin and initials apply to latin keywords (`yueji`, `yj`). */
export function matchKeyword(keyword: string): KeywordMatch {
  const needle = normalizeKeyword(keyword);
  const contains = `%${escapeLike(needle)}%`;
  const textHit = sql`${goods.searchText} LIKE ${contains}`;
  const nameStart = sql`${goods.searchText} LIKE ${`${escapeLike(needle)}%`}`;
  const latin = /^[a-z]+$/.test(needle);
  const pinyinHit = latin ? or(sql`${goods.pinyin} LIKE ${contains}`, sql`${goods.initials} LIKE ${contains}`) : undefined;
  return {
    where: pinyinHit ? (or(textHit, pinyinHit) as SQL) : textHit,
    rank: sql<number>`CASE WHEN ${nameStart} THEN 0 WHEN ${textHit} THEN 1 ELSE 2 END`,
  };
}
