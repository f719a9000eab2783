ALTER TABLE "accounts" ADD COLUMN "ad_advertiser_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ad_payer_name" text;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "max_cpc" bigint;