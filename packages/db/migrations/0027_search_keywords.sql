CREATE TABLE "campaign_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"text" text NOT NULL,
	"normalized" text NOT NULL,
	"match_type" text NOT NULL,
	"bid" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_keywords_match_type_ck" CHECK ("campaign_keywords"."match_type" in ('EXACT', 'PHRASE', 'BROAD')),
	CONSTRAINT "campaign_keywords_bid_ck" CHECK ("campaign_keywords"."bid" is null or "campaign_keywords"."bid" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_negative_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"text" text NOT NULL,
	"normalized" text NOT NULL,
	"match_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_negative_keywords_match_type_ck" CHECK ("campaign_negative_keywords"."match_type" in ('EXACT', 'PHRASE'))
);
--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD COLUMN "keywords" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD COLUMN "negative_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_keywords" ADD CONSTRAINT "campaign_keywords_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_negative_keywords" ADD CONSTRAINT "campaign_negative_keywords_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_keywords_uq" ON "campaign_keywords" USING btree ("campaign_id","normalized","match_type");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_negative_keywords_uq" ON "campaign_negative_keywords" USING btree ("campaign_id","normalized","match_type");