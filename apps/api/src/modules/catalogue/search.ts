// Keyword search over goods (storefront §7 "Search"): Chinese substring on name, short name, category
// and brand names, plus full pinyin and initials, ranked by how well the keyword matches.
import { and, or, sql, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema/index';
import { searchBigramsOf } from '../../db/search-bigrams';
import { MATCH_TIERS, normalizeKeyword } from './search-text';
import { escapeLike } from '../../db/text-match';

export interface KeywordMatch {
  /** The condition a goods must meet. */
  where: SQL;
  /**
   * Match quality, smaller first: the whole name, a whole word, a category, the brand (each in
   * Chinese, full pinyin or initials: MATCH_TIERS), then the keyword inside a text, then only a piece
   * of a pinyin or initials form; within each, names that start with the keyword first.
   */
  rank: SQL<number>;
}

/**
 * A keyword of two characters (月季, `yj`: most plant names and their initials) has no trigram for
 * pg_trgm's indexes to look up, so its candidates come from the index of character pairs instead of a
 * read of every goods; the LIKEs then decide. Longer keywords keep to the trigram indexes (beside them
 * the pair test would be worked out goods by goods, which is dear), and one character has no pair.
 */
function pairHit(needle: string): SQL | undefined {
  const chars = Array.from(needle);
  return chars.length === 2 ? sql`${searchBigramsOf(goods)} @> ARRAY[${chars.join('')}]::text[]` : undefined;
}

/** How goods match a search keyword; pinyin and initials apply to latin keywords (`yueji`, `yj`). */
export function matchKeyword(keyword: string): KeywordMatch {
  const needle = escapeLike(normalizeKeyword(keyword));
  const contains = `%${needle}%`;
  const textHit = sql`${goods.searchText} LIKE ${contains}`;
  const latin = /^[a-z]+$/.test(normalizeKeyword(keyword));
  const pinyinHit = latin ? or(sql`${goods.pinyin} LIKE ${contains}`, sql`${goods.initials} LIKE ${contains}`) : undefined;
  const nameStart = sql`${goods.searchText} LIKE ${`${needle}%`}`;
  const tierHit = (tier: number) => sql`WHEN ${goods.searchTerms} LIKE ${`%|${tier}:${needle}|%`} THEN ${sql.raw(String(tier))}`;
  const tiers = Object.values(MATCH_TIERS).sort((a, b) => a - b);
  const [substring, pieceOnly] = [tiers.length, tiers.length + 1];
  const hit = pinyinHit ? (or(textHit, pinyinHit) as SQL) : textHit;
  // Within a tier, a name that starts with the keyword leads: rank = tier * 2 + (starts ? 0 : 1).
  return {
    where: and(pairHit(normalizeKeyword(keyword)), hit) as SQL,
    rank: sql<number>`(CASE ${sql.join(tiers.map(tierHit), sql` `)}
      WHEN ${textHit} THEN ${sql.raw(String(substring))} ELSE ${sql.raw(String(pieceOnly))} END) * 2
      + (CASE WHEN ${nameStart} THEN 0 ELSE 1 END)`,
  };
}
