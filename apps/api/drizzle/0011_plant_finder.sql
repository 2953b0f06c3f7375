CREATE TABLE "city_hardiness" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_facts" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"coldest_zone" smallint NOT NULL,
	"warmest_zone" smallint NOT NULL,
	"light" text NOT NULL,
	"plant_type" text NOT NULL,
	"flower_colour" text NOT NULL,
	"habit" text NOT NULL,
	"specialities" text[] NOT NULL,
	"tolerances" text[] NOT NULL,
	CONSTRAINT "plant_facts_zone_order" CHECK ("plant_facts"."coldest_zone" between 0 and 25 and "plant_facts"."warmest_zone" between "plant_facts"."coldest_zone" and 25)
);
--> statement-breakpoint
ALTER TABLE "city_hardiness" ADD CONSTRAINT "city_hardiness_region_id_regions_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_facts" ADD CONSTRAINT "plant_facts_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_facts_zone_idx" ON "plant_facts" USING btree ("coldest_zone","warmest_zone");