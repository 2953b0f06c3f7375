CREATE TABLE "quote_pdfs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_ledger" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"refund_no" varchar(64),
	"amount_fen" integer NOT NULL,
	CONSTRAINT "payment_sandbox_ledger_kind_ck" CHECK ("payment_sandbox_ledger"."kind" IN ('paid', 'refund') AND ("payment_sandbox_ledger"."kind" = 'refund') = ("payment_sandbox_ledger"."refund_no" IS NOT NULL)),
	CONSTRAINT "payment_sandbox_ledger_amount_ck" CHECK ("payment_sandbox_ledger"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "payment_sandbox_secret_one_ck" CHECK ("payment_sandbox_secret"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "quote_pdfs" ADD CONSTRAINT "quote_pdfs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_ledger_paid_uq" ON "payment_sandbox_ledger" USING btree ("out_trade_no") WHERE "payment_sandbox_ledger"."kind" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_ledger_refund_no_uq" ON "payment_sandbox_ledger" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_sandbox_ledger_trade_idx" ON "payment_sandbox_ledger" USING btree ("out_trade_no");--> statement-breakpoint
-- Data folders made before this migration kept the sandbox's books in a file beside its secret. The shop's own rows
-- say the same: a gateway trade the shop booked paid, or was paid on after its order closed and gave back (it has a
-- gateway refund), was paid; each gateway refund marked done was made. So the books start from them, and a refund
-- of an order paid before the upgrade is not refused. (A database with the real gateways gets rows it never reads.)
INSERT INTO "payment_sandbox_ledger" ("kind", "out_trade_no", "amount_fen")
SELECT 'paid', p."out_trade_no", p."amount_fen" FROM "payments" p
WHERE p."pay_id" IN (15, 16)
  AND (p."status" = 'paid' OR EXISTS (SELECT 1 FROM "payment_refunds" r WHERE r."payment_id" = p."payment_id"));--> statement-breakpoint
INSERT INTO "payment_sandbox_ledger" ("kind", "out_trade_no", "refund_no", "amount_fen")
SELECT 'refund', p."out_trade_no", r."refund_no", r."amount_fen"
FROM "payment_refunds" r JOIN "payments" p ON p."payment_id" = r."payment_id"
WHERE r."status" = 'done' AND p."pay_id" IN (15, 16)
ORDER BY r."created_at", r."refund_no";
