// The search index's expression, shared by the schema's index and the query that must match it.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Every pair of neighbouring characters in a goods' search texts (Chinese, full pinyin, initials), from
 * the `search_bigrams` function of migration 0016. Two-character keywords (月季, `yj`) have no trigram
 * for pg_trgm's indexes, so search finds their candidates by these pairs (modules/catalogue/search.ts); the
 * query must spell the expression exactly as the index does, hence this one definition for both.
 */
export const searchBigramsOf = (t: { searchText: AnyPgColumn; pinyin: AnyPgColumn; initials: AnyPgColumn }): SQL =>
  sql`search_bigrams(${t.searchText} || '|' || ${t.pinyin} || '|' || ${t.initials})`;
