CREATE TABLE "quote_request_lines" (
	"request_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"cat_name" text NOT NULL,
	"goods_name" text NOT NULL,
	"spe" text NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "quote_request_lines_request_id_sku_id_pk" PRIMARY KEY("request_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"add_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_request_id_quote_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id");