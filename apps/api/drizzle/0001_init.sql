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
CREATE TABLE "addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consignee" varchar(60) NOT NULL,
	"province" integer NOT NULL,
	"city" integer NOT NULL,
	"district" integer NOT NULL,
	"address" text NOT NULL,
	"tel" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_logs" (
	"log_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"change_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"short_change_desc" text NOT NULL,
	"order_id" integer,
	"withdrawal_id" integer,
	"change_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_logs" (
	"log_id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"change_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"order_id" integer,
	"change_desc" text NOT NULL,
	"change_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"card_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"f_card_number" integer NOT NULL,
	"ftype" smallint DEFAULT 0 NOT NULL,
	"f_discount" numeric(5, 4) DEFAULT '1' NOT NULL,
	"f_name" varchar(60) NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_cards_balance_ck" CHECK ("member_cards"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"withdrawal_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"payment" varchar(20) DEFAULT 'alipay' NOT NULL,
	"zfb" varchar(100) NOT NULL,
	"zfb_name" varchar(60) NOT NULL,
	"is_paid" smallint DEFAULT 0 NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	"paid_time" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"attr_key" text NOT NULL,
	"delivery_id" integer DEFAULT 0 NOT NULL,
	"number" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"add_time" timestamp with time zone NOT NULL
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
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"rec_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"goods_name" text NOT NULL,
	"goods_attr" text DEFAULT '' NOT NULL,
	"goods_attr_id" text DEFAULT '' NOT NULL,
	"goods_thumb" text DEFAULT '' NOT NULL,
	"goods_price_fen" integer NOT NULL,
	"market_price_fen" integer NOT NULL,
	"goods_number" integer NOT NULL,
	"cat_id" integer DEFAULT 0 NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"sup_id" integer DEFAULT 0 NOT NULL,
	"special_goods" boolean DEFAULT false NOT NULL,
	"is_fei5zhe" boolean DEFAULT false NOT NULL,
	"is_hei5ka" boolean DEFAULT false NOT NULL,
	"is_mini" boolean DEFAULT false NOT NULL,
	"refund_number" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 10 NOT NULL,
	"is_dingjin" boolean DEFAULT false NOT NULL,
	"delivery_id" integer,
	"delivery_time" text DEFAULT '' NOT NULL,
	"is_comment" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_goods_number_ck" CHECK ("order_goods"."goods_number" > 0 and "order_goods"."refund_number" between 0 and "order_goods"."goods_number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"order_father_id" integer,
	"user_id" integer NOT NULL,
	"o_status" smallint DEFAULT 0 NOT NULL,
	"is_delete" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_comment" smallint DEFAULT 0 NOT NULL,
	"is_twice" smallint DEFAULT 0 NOT NULL,
	"is_dingjin" boolean DEFAULT false NOT NULL,
	"dj_status" smallint DEFAULT 0 NOT NULL,
	"pay_beg_time" timestamp with time zone,
	"pay_end_time" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL,
	"goods_amount_fen" integer NOT NULL,
	"market_amount_fen" integer DEFAULT 0 NOT NULL,
	"shipping_fee_fen" integer DEFAULT 0 NOT NULL,
	"bonus_fen" integer DEFAULT 0 NOT NULL,
	"bonus_ship_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"order_amount_fen" integer NOT NULL,
	"deposit_fen" integer DEFAULT 0 NOT NULL,
	"money_paid_fen" integer DEFAULT 0 NOT NULL,
	"surplus_fen" integer DEFAULT 0 NOT NULL,
	"pay_id" smallint,
	"f_card_number" integer,
	"is_black" boolean DEFAULT false NOT NULL,
	"bonus_id" integer,
	"bonus_ship_id" integer,
	"consignee" varchar(60) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"province" integer NOT NULL,
	"city" integer NOT NULL,
	"district" integer NOT NULL,
	"address" text NOT NULL,
	"send_address_id" integer DEFAULT 0 NOT NULL,
	"sendaddress_name" text DEFAULT '' NOT NULL,
	"shipping_id" integer,
	"shipping_name" text DEFAULT '' NOT NULL,
	"logistics_name" text DEFAULT '' NOT NULL,
	"invoice_no" varchar(64) DEFAULT '' NOT NULL,
	"postscript" varchar(20) DEFAULT '' NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	"pay_time" timestamp with time zone,
	"shipping_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"operate_time" timestamp with time zone,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."goods_amount_fen" >= 0 and "orders"."shipping_fee_fen" >= 0 and "orders"."bonus_fen" >= 0 and "orders"."bonus_ship_fen" >= 0 and "orders"."discount_fen" >= 0 and "orders"."order_amount_fen" >= 0 and "orders"."money_paid_fen" >= 0 and "orders"."surplus_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"logistics_no" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" varchar(128) PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pay_id" smallint NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_goods" (
	"refund_id" integer NOT NULL,
	"rec_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "refund_goods_refund_id_rec_id_pk" PRIMARY KEY("refund_id","rec_id"),
	CONSTRAINT "refund_goods_number_ck" CHECK ("refund_goods"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"refund_sn" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"refund_type" smallint NOT NULL,
	"reason_type" smallint NOT NULL,
	"goods_status" smallint DEFAULT 0 NOT NULL,
	"shipping_id" integer,
	"refund_invoince_no" varchar(64) DEFAULT '' NOT NULL,
	"refund_info" text DEFAULT '' NOT NULL,
	"imgs" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"add_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_fen" >= 0)
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
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_regions_region_id_fk" FOREIGN KEY ("province") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_regions_region_id_fk" FOREIGN KEY ("city") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_district_regions_region_id_fk" FOREIGN KEY ("district") REFERENCES "public"."regions"("region_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_logs" ADD CONSTRAINT "balance_logs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_logs" ADD CONSTRAINT "card_logs_card_id_member_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_goods_id_goods_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("goods_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_sku_id_goods_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_father_id_orders_order_id_fk" FOREIGN KEY ("order_father_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bonus_id_user_coupons_bonus_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."user_coupons"("bonus_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bonus_ship_id_user_coupons_bonus_id_fk" FOREIGN KEY ("bonus_ship_id") REFERENCES "public"."user_coupons"("bonus_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_records" ADD CONSTRAINT "parcel_records_staff_id_parcel_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."parcel_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_goods" ADD CONSTRAINT "refund_goods_refund_id_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("refund_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_goods" ADD CONSTRAINT "refund_goods_rec_id_order_goods_rec_id_fk" FOREIGN KEY ("rec_id") REFERENCES "public"."order_goods"("rec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "balance_logs_user_idx" ON "balance_logs" USING btree ("user_id","change_time");--> statement-breakpoint
CREATE INDEX "card_logs_card_idx" ON "card_logs" USING btree ("card_id","change_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_user_card_uq" ON "member_cards" USING btree ("user_id","f_card_number");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","add_time");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("user_id","goods_id","attr_key","delivery_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","item_id");--> statement-breakpoint
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
CREATE INDEX "order_goods_order_idx" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_goods_goods_idx" ON "order_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_sn_uq" ON "orders" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","add_time");--> statement-breakpoint
CREATE INDEX "orders_father_idx" ON "orders" USING btree ("order_father_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."o_status" = 0 and "orders"."is_delete" = 0;--> statement-breakpoint
CREATE INDEX "parcel_records_staff_idx" ON "parcel_records" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_sn_uq" ON "refunds" USING btree ("refund_sn");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","add_time");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("type","parent_id");--> statement-breakpoint
CREATE INDEX "review_comments_review_idx" ON "review_comments" USING btree ("g_comment_id","create_time");--> statement-breakpoint
CREATE INDEX "reviews_goods_idx" ON "reviews" USING btree ("goods_id","add_time");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","add_time");