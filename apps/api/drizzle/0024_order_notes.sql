CREATE TABLE "order_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"operator_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");