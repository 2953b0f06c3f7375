ALTER TABLE "goods" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_pinyin_trgm_idx" ON "goods" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_initials_trgm_idx" ON "goods" USING gin ("initials" gin_trgm_ops);