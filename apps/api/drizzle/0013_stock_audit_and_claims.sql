CREATE TABLE "stock_baselines" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"baseline" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "boot_id" varchar(36);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" varchar(36);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "placed" jsonb;--> statement-breakpoint
ALTER TABLE "stock_baselines" ADD CONSTRAINT "stock_baselines_sku_id_goods_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data folders made before this migration: each SKU's baseline is its stock now plus what live orders hold
-- (services/stock-audit.ts: every line of an order not closed, less the units an approved after-sales request
-- put back on the shelf: returned goods, or goods never shipped).
INSERT INTO "stock_baselines" ("sku_id", "baseline", "set_at")
SELECT s."sku_id", s."stock" + coalesce((
  SELECT sum(og."goods_number" - coalesce((
    SELECT sum(rg."number") FROM "refund_goods" rg JOIN "refunds" r ON r."refund_id" = rg."refund_id"
    WHERE rg."rec_id" = og."rec_id" AND r."status" = 1 AND (r."refund_type" = 2 OR og."shipment_id" IS NULL)
  ), 0))
  FROM "order_goods" og JOIN "orders" o ON o."order_id" = og."order_id"
  WHERE og."sku_id" = s."sku_id" AND NOT (o."o_status" = 0 AND o."is_delete" <> 0)
), 0)::int, now()
FROM "goods_skus" s;
