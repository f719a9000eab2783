ALTER TABLE "campaign_drafts" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD COLUMN "markets" text[];--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "channel" text DEFAULT 'MAIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "markets" text[] DEFAULT '{PL}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resolved_bids" ADD COLUMN "key_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_api_keys" ADD COLUMN "channel" text DEFAULT 'MAIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_api_keys" ADD COLUMN "market" text DEFAULT 'PL' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_api_keys" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_api_keys" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
-- Drafts made before channels existed get the main channel and PL, as campaigns do by column default.
UPDATE "campaign_drafts" SET "channel" = 'MAIN', "markets" = '{PL}'::text[] WHERE "channel" IS NULL;
