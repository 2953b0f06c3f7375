-- Placing an order updates its goods' stock and sales, its SKUs' stock and, with a balance, the buyer's
-- money. Those updates should be HOT (heap-only): the new row version stays on its page and no index is
-- touched. An index on sales made every goods update a new entry in each of goods' ten indexes, four of
-- them GIN over the search texts (about 500 pages touched and 2 ms per order); no query needs it (sales
-- sorts are within a category, by goods_cat_idx, or over the kept catalogue). A HOT update also needs
-- room on the row's page: these tables keep a fifth of each page free. drizzle-kit cannot express table
-- storage parameters, so they are written here. Pages written before keep their fill until rewritten.
DROP INDEX "goods_sales_idx";--> statement-breakpoint
ALTER TABLE "goods" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "goods_skus" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 80);
