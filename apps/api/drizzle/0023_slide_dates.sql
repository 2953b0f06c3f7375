ALTER TABLE "carousels" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "show_until" timestamp with time zone;