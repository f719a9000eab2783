CREATE TABLE "auction_insight_hourly" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"product_id" text NOT NULL,
	"eligible" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"outbid" bigint DEFAULT 0 NOT NULL,
	"outbid_gap" bigint DEFAULT 0 NOT NULL,
	"paced" bigint DEFAULT 0 NOT NULL,
	"daily_budget" bigint DEFAULT 0 NOT NULL,
	"total_budget" bigint DEFAULT 0 NOT NULL,
	"out_of_stock" bigint DEFAULT 0 NOT NULL,
	"account_state" bigint DEFAULT 0 NOT NULL,
	"place_not_served" bigint DEFAULT 0 NOT NULL,
	"keyword_not_matched" bigint DEFAULT 0 NOT NULL,
	"landscape" integer[] NOT NULL,
	CONSTRAINT "auction_insight_hourly_campaign_id_day_hour_product_id_pk" PRIMARY KEY("campaign_id","day","hour","product_id")
);
