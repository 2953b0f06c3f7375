-- Every pair of neighbouring characters of a text, for search's index of two-character keywords
-- (storefront §7 "Search"; services/search.ts). drizzle-kit cannot express functions, so it is written here.
-- It is dear to work out (about 0.1 ms a goods): its cost, and the index keeping no statistics (set
-- below), make the planner always look pairs up in the index. With statistics, a pair in most goods (`an`)
-- led it to scan the table working the function out for each row, over a second for 10,000 goods.
CREATE OR REPLACE FUNCTION search_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, length(t) - 1) AS i $$;--> statement-breakpoint
DROP INDEX "goods_search_trgm_idx";--> statement-breakpoint
DROP INDEX "goods_pinyin_trgm_idx";--> statement-breakpoint
DROP INDEX "goods_initials_trgm_idx";--> statement-breakpoint
CREATE INDEX "goods_search_bigrams_idx" ON "goods" USING gin (search_bigrams("search_text" || '|' || "pinyin" || '|' || "initials")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_pinyin_trgm_idx" ON "goods" USING gin ("pinyin" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_initials_trgm_idx" ON "goods" USING gin ("initials" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER INDEX "goods_search_bigrams_idx" ALTER COLUMN 1 SET STATISTICS 0;
