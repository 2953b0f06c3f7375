CREATE TABLE "catalogue_feedback" (
	"feedback_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"add_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"add_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_sku_id_goods_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_items_user_sku_uq" ON "quote_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "quote_items_user_idx" ON "quote_items" USING btree ("user_id","item_id");