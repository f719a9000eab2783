CREATE TABLE "serving_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_deltas" (
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clicks" DROP CONSTRAINT "clicks_resolved_bid_id_unique";--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "key_id" uuid;--> statement-breakpoint
ALTER TABLE "impressions" ADD COLUMN "price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_daily" ADD COLUMN "invalid_clicks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_resolved_bid_uq" ON "clicks" USING btree ("resolved_bid_id") WHERE not_billable_reason is distinct from 'KEY_MISMATCH';--> statement-breakpoint
CREATE INDEX "clicks_frequency_idx" ON "clicks" USING btree ("campaign_id","opaque_user_id","day") WHERE billable;--> statement-breakpoint
CREATE INDEX "clicks_campaign_day_idx" ON "clicks" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "impressions_product_time_idx" ON "impressions" USING btree ("product_id","occurred_at");