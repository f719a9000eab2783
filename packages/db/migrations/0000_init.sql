CREATE TABLE "account_users" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_users_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"brand_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"store_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_draft_products" (
	"draft_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "campaign_draft_products_draft_id_product_id_pk" PRIMARY KEY("draft_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"daily_budget" bigint,
	"total_budget" bigint,
	"max_cpc" bigint,
	"start_date" date,
	"end_date" date,
	"step" text DEFAULT 'settings' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_status" text DEFAULT 'ACTIVE' NOT NULL,
	"daily_budget" bigint,
	"total_budget" bigint,
	"max_cpc" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"spent_total" bigint DEFAULT 0 NOT NULL,
	"spent_today" bigint DEFAULT 0 NOT NULL,
	"spend_day" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"products_read" integer NOT NULL,
	"products_upserted" integer NOT NULL,
	"rejected" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"label" text NOT NULL,
	"level" integer NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"resolved_bid_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"opaque_user_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"cost" bigint NOT NULL,
	"billable" boolean NOT NULL,
	"not_billable_reason" text,
	CONSTRAINT "clicks_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "clicks_resolved_bid_id_unique" UNIQUE("resolved_bid_id")
);
--> statement-breakpoint
CREATE TABLE "idp_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impressions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"resolved_bid_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"opaque_user_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "impressions_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"active" boolean NOT NULL,
	"available" boolean NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_code" text NOT NULL,
	"season_code" text,
	"year" integer,
	"gender" text,
	"category_code" text NOT NULL,
	"colour" text,
	"usage" text,
	"price" bigint NOT NULL,
	"list_price" bigint NOT NULL,
	"image_url" text,
	"landing_page_url" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"item_index" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"opaque_user_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid,
	"click_id" bigint
);
--> statement-breakpoint
CREATE TABLE "resolved_bids" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"rank" integer NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_campaign_id_product_id_day_pk" PRIMARY KEY("campaign_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"store_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "store_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"market" text DEFAULT 'PL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms_accepted_version" text,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_draft_products" ADD CONSTRAINT "campaign_draft_products_draft_id_campaign_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."campaign_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_draft_products" ADD CONSTRAINT "campaign_draft_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolved_bids" ADD CONSTRAINT "resolved_bids_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_users_user_idx" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_name_lower_uq" ON "accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_account_name_uq" ON "campaigns" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "clicks_user_product_idx" ON "clicks" USING btree ("opaque_user_id","product_id","occurred_at");--> statement-breakpoint
CREATE INDEX "impressions_bid_idx" ON "impressions" USING btree ("resolved_bid_id");--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "products_season_idx" ON "products" USING btree ("season_code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_event_item_uq" ON "purchases" USING btree ("event_id","item_index");--> statement-breakpoint
CREATE INDEX "resolved_bids_campaign_idx" ON "resolved_bids" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "stats_daily_day_idx" ON "stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "store_products_product_idx" ON "store_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));