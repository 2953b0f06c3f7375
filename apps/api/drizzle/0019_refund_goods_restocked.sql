-- A partly refunded order keeps its other units alive: a line whose refunded units went back on the shelf
-- before it shipped may ship later, so whether an approved request restocked its units is recorded when it is
-- decided instead of read from the line's shipping state afterwards (`garden audit stock`). Requests approved
-- before this left their order finished, its lines' shipping state as it was then: the old rule, returns
-- (refund_type 2) or lines never shipped, still tells.
ALTER TABLE "refund_goods" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "refund_goods" AS rg SET "restocked" = true
FROM "refunds" AS r, "order_goods" AS og
WHERE r."refund_id" = rg."refund_id" AND og."rec_id" = rg."rec_id" AND r."status" = 1
  AND (r."refund_type" = 2 OR og."shipment_id" IS NULL);
