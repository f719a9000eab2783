CREATE TABLE "traffic_deltas" (
	"hour" timestamp with time zone NOT NULL,
	"impressions" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"impressions" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD COLUMN "delivery" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "delivery" text DEFAULT 'STANDARD' NOT NULL;