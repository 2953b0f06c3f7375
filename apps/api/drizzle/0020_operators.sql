CREATE TABLE "operator_audit" (
	"audit_id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"at" timestamp with time zone NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"operator_id" serial PRIMARY KEY NOT NULL,
	"login" varchar(32) NOT NULL,
	"display_name" varchar(60) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(8) NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("operator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_key_hash_key" ON "operator_sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login_key" ON "operators" USING btree ("login");--> statement-breakpoint
-- The audit trail is append-only: the database itself refuses to change or remove a row of it.
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
