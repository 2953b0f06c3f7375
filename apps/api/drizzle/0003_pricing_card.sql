ALTER TABLE "orders" ADD COLUMN "pricing_card_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing_card_discount" numeric(5, 4);