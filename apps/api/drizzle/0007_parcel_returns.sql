CREATE TABLE "parcel_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_sessions" ADD CONSTRAINT "parcel_sessions_staff_id_parcel_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."parcel_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_sessions_key_hash_key" ON "parcel_sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "parcel_sessions_staff_idx" ON "parcel_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_records_logistics_no_uq" ON "parcel_records" USING btree ("logistics_no");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("refund_invoince_no");