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
CREATE TABLE "arrival_reminders" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	CONSTRAINT "arrival_reminders_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"value_id" serial PRIMARY KEY NOT NULL,
	"attr_id" integer NOT NULL,
	"value_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"attr_id" serial PRIMARY KEY NOT NULL,
	"attr_name" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brand_id" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cat_id" serial PRIMARY KEY NOT NULL,
	"cat_name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"goods_id" serial PRIMARY KEY NOT NULL,
	"gsup_id" integer NOT NULL,
	"name" text NOT NULL,
	"shortname" text DEFAULT '' NOT NULL,
	"descpt" text DEFAULT '' NOT NULL,
	"cat_id" integer NOT NULL,
	"brand_id" integer,
	"sup_id" integer NOT NULL,
	"send_address_id" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"start_num" integer DEFAULT 1 NOT NULL,
	"nbei" integer DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"is_sale" smallint DEFAULT 1 NOT NULL,
	"is_dingjin" boolean DEFAULT false NOT NULL,
	"dj_beg_time" timestamp with time zone,
	"dj_end_time" timestamp with time zone,
	"dj_pay_beg_time" timestamp with time zone,
	"dj_pay_end_time" timestamp with time zone,
	"forward" boolean DEFAULT false NOT NULL,
	"is_hei5ka" boolean DEFAULT false NOT NULL,
	"is_mini" boolean DEFAULT false NOT NULL,
	"is_fei5zhe" boolean DEFAULT false NOT NULL,
	"special_goods" boolean DEFAULT false NOT NULL,
	"shipping_desc" text DEFAULT '' NOT NULL,
	"shouhou" text DEFAULT '' NOT NULL,
	"blocked_region_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort_price_fen" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	"beon_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "goods_attrs" (
	"goods_attr_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"attr_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"label" text NOT NULL,
	"thumb_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_deliveries" (
	"delivery_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"delivery_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_pictures" (
	"img_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"img_url" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"attr_key" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"market_price_fen" integer NOT NULL,
	"grade_prices_fen" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weight_grams" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"ap_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousels" (
	"carousel_id" serial PRIMARY KEY NOT NULL,
	"carousel_name" text NOT NULL,
	"img_url" text NOT NULL,
	"redirect_type" smallint NOT NULL,
	"redirect_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_types" (
	"type_id" serial PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"type_money_fen" integer NOT NULL,
	"type_money_deal_fen" integer,
	"min_goods_amount_fen" integer DEFAULT 0 NOT NULL,
	"is_shipping" boolean DEFAULT false NOT NULL,
	"act_range" smallint DEFAULT 0 NOT NULL,
	"act_range_ext" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"claimable" boolean DEFAULT true NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"use_start_date" timestamp with time zone NOT NULL,
	"use_end_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_activities" (
	"fv_id" serial PRIMARY KEY NOT NULL,
	"act_type" smallint NOT NULL,
	"name" text NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"beg_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_activity_goods" (
	"fv_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"promo_price_fen" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fav_activity_goods_fv_id_goods_id_pk" PRIMARY KEY("fv_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"cat_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rankings_cat_id_goods_id_pk" PRIMARY KEY("cat_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_goods" (
	"subject_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_goods_subject_id_goods_id_pk" PRIMARY KEY("subject_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"subject_id" serial PRIMARY KEY NOT NULL,
	"ap_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_goods" (
	"theme_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theme_goods_theme_id_goods_id_pk" PRIMARY KEY("theme_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"theme_id" serial PRIMARY KEY NOT NULL,
	"theme_name" text NOT NULL,
	"redirect_type" smallint NOT NULL,
	"redirect_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"bonus_id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"used_time" timestamp with time zone,
	"add_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_id" integer PRIMARY KEY NOT NULL,
	"region_name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"g_comment_id" integer NOT NULL,
	"reply_id" integer,
	"user_id" integer,
	"content" text NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"g_comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	CONSTRAINT "review_likes_g_comment_id_user_id_pk" PRIMARY KEY("g_comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"g_comment_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"rec_id" integer,
	"comment_rank" smallint DEFAULT 5 NOT NULL,
	"content" text NOT NULL,
	"imgs" text[] DEFAULT '{}'::text[] NOT NULL,
	"goods_attr" text DEFAULT '' NOT NULL,
	"follow_content" text,
	"follow_imgs" text[] DEFAULT '{}'::text[] NOT NULL,
	"follow_time" timestamp with time zone,
	"zan" integer DEFAULT 0 NOT NULL,
	"add_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reminders" ADD CONSTRAINT "arrival_reminders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reminders" ADD CONSTRAINT "arrival_reminders_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attr_id_attributes_attr_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."attributes"("attr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_cat_id_categories_cat_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_attrs" ADD CONSTRAINT "goods_attrs_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_attrs" ADD CONSTRAINT "goods_attrs_attr_id_attributes_attr_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."attributes"("attr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_attrs" ADD CONSTRAINT "goods_attrs_value_id_attribute_values_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_values"("value_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_deliveries" ADD CONSTRAINT "goods_deliveries_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_pictures" ADD CONSTRAINT "goods_pictures_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_activity_goods" ADD CONSTRAINT "fav_activity_goods_fv_id_fav_activities_fv_id_fk" FOREIGN KEY ("fv_id") REFERENCES "public"."fav_activities"("fv_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_activity_goods" ADD CONSTRAINT "fav_activity_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_goods" ADD CONSTRAINT "subject_goods_subject_id_subjects_subject_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("subject_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_goods" ADD CONSTRAINT "subject_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_ap_id_activities_ap_id_fk" FOREIGN KEY ("ap_id") REFERENCES "public"."activities"("ap_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_goods" ADD CONSTRAINT "theme_goods_theme_id_themes_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("theme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_goods" ADD CONSTRAINT "theme_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_type_id_coupon_types_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."coupon_types"("type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_g_comment_id_reviews_g_comment_id_fk" FOREIGN KEY ("g_comment_id") REFERENCES "public"."reviews"("g_comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_g_comment_id_reviews_g_comment_id_fk" FOREIGN KEY ("g_comment_id") REFERENCES "public"."reviews"("g_comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_staff_user_name_key" ON "parcel_staff" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_hash_key" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_attr_name_uq" ON "attribute_values" USING btree ("attr_id","value_name");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "favourites_goods_idx" ON "favourites" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_gsup_uq" ON "goods" USING btree ("gsup_id");--> statement-breakpoint
CREATE INDEX "goods_cat_idx" ON "goods" USING btree ("cat_id","add_time");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("sort_price_fen");--> statement-breakpoint
CREATE INDEX "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_attrs_goods_idx" ON "goods_attrs" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_attrs_value_idx" ON "goods_attrs" USING btree ("value_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_deliveries_goods_idx" ON "goods_deliveries" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_pictures_goods_idx" ON "goods_pictures" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_attr_uq" ON "goods_skus" USING btree ("goods_id","attr_key");--> statement-breakpoint
CREATE INDEX "fav_activity_goods_goods_idx" ON "fav_activity_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "rankings_cat_pos_idx" ON "rankings" USING btree ("cat_id","position");--> statement-breakpoint
CREATE INDEX "subjects_ap_idx" ON "subjects" USING btree ("ap_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_type_uq" ON "user_coupons" USING btree ("user_id","type_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("type","parent_id");--> statement-breakpoint
CREATE INDEX "review_comments_review_idx" ON "review_comments" USING btree ("g_comment_id","create_time");--> statement-breakpoint
CREATE INDEX "reviews_goods_idx" ON "reviews" USING btree ("goods_id","add_time");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","add_time");