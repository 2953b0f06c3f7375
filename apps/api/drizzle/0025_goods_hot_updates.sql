-- Stock and prices are written often (every order, the operator's stock and prices, a sheet import of thousands
-- of SKUs): with no index on the columns they change and room left on each page, PostgreSQL updates such a row
-- in place (HOT), without adding it again to every index (goods has four GIN search indexes). The room applies
-- to pages written from now on; `VACUUM FULL goods, goods_skus` gives it to an existing shop's rows at once.
DROP INDEX "goods_price_idx";--> statement-breakpoint
ALTER TABLE "goods" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "goods_skus" SET (fillfactor = 50);
