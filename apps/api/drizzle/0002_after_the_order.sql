CREATE TABLE "payment_refunds" (
	"refund_no" varchar(64) PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_ck" CHECK ("payment_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"shipment_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"logistics_name" text NOT NULL,
	"invoice_no" varchar(64) NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_before_after_sales" smallint;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_shipment_id_shipments_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("shipment_id") ON DELETE no action ON UPDATE no action;