CREATE TABLE "keyword_insight_hourly" (
	"campaign_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"landscape" integer[] NOT NULL,
	CONSTRAINT "keyword_insight_hourly_campaign_id_keyword_id_day_hour_pk" PRIMARY KEY("campaign_id","keyword_id","day","hour")
);
