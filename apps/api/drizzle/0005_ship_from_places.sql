CREATE TABLE "ship_from_places" (
	"send_address_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship_from_places" ADD CONSTRAINT "ship_from_places_region_id_regions_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;