CREATE TABLE "captchas" (
	"device_id" varchar(32) PRIMARY KEY NOT NULL,
	"answer_digest" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"account" varchar(60) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_attempts_account_ip_pk" PRIMARY KEY("account","ip")
);
--> statement-breakpoint
CREATE TABLE "parcel_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(60) NOT NULL,
	"name" varchar(60) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_digest" varchar(64) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(11),
	"user_name" varchar(60),
	"nick" varchar(60) DEFAULT '' NOT NULL,
	"password_hash" text,
	"sex" smallint DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"u_grade" smallint DEFAULT 0 NOT NULL,
	"is_trader" boolean DEFAULT false NOT NULL,
	"user_money_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_staff_user_name_key" ON "parcel_staff" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_hash_key" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");