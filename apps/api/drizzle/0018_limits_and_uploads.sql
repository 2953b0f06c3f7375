CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" varchar(120) NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "limit_events_bucket_idx" ON "limit_events" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "limit_events_at_idx" ON "limit_events" USING btree ("at");