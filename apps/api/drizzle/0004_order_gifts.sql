CREATE TABLE "order_gifts" (
	"order_id" integer NOT NULL,
	"fv_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"goods_number" integer NOT NULL,
	"market_price_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_gifts_order_id_fv_id_pk" PRIMARY KEY("order_id","fv_id"),
	CONSTRAINT "order_gifts_number_ck" CHECK ("order_gifts"."goods_number" > 0 and "order_gifts"."market_price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gifts" ADD CONSTRAINT "order_gifts_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;