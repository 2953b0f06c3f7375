-- The back office hides categories and brands instead of deleting them (issue 31 "Catalogue"): a hidden category,
-- and all under it, leaves the storefront's tree with its goods kept; a hidden brand is offered to no new goods.
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;