CREATE TABLE "stats_account_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_account_daily_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_campaign_daily" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_campaign_daily_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_category_daily" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category_code" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_category_daily_campaign_id_day_category_code_pk" PRIMARY KEY("campaign_id","day","category_code")
);
--> statement-breakpoint
ALTER TABLE "stats_daily" DROP CONSTRAINT "stats_daily_campaign_id_product_id_day_pk";--> statement-breakpoint
ALTER TABLE "stats_daily" ADD CONSTRAINT "stats_daily_campaign_id_day_product_id_pk" PRIMARY KEY("campaign_id","day","product_id");--> statement-breakpoint
CREATE INDEX "stats_account_daily_day_idx" ON "stats_account_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_campaign_daily_account_idx" ON "stats_campaign_daily" USING btree ("account_id","day","campaign_id","impressions","clicks","invalid_clicks","cost","sales_count","revenue");
--> statement-breakpoint
-- The derived roll-ups recomputed from stats_daily (docs/statistics-scale.md). Called here to fill them from
-- the history, and by `rebuildStatsRollups` (apps/server serving/rollup) to repair them; the statistics roll-up keeps them
-- current incrementally. Products not in the catalogue count under category ''.
CREATE OR REPLACE FUNCTION rebuild_stats_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM stats_campaign_daily;
  DELETE FROM stats_category_daily;
  DELETE FROM stats_account_daily;
  INSERT INTO stats_campaign_daily (campaign_id, day, account_id, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
    SELECT s.campaign_id, s.day, c.account_id, sum(s.impressions), sum(s.clicks), sum(s.invalid_clicks), sum(s.cost), sum(s.sales_count), sum(s.revenue)
    FROM stats_daily s JOIN campaigns c ON c.id = s.campaign_id
    GROUP BY s.campaign_id, s.day, c.account_id;
  INSERT INTO stats_category_daily (campaign_id, day, category_code, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
    SELECT s.campaign_id, s.day, coalesce(p.category_code, ''), sum(s.impressions), sum(s.clicks), sum(s.invalid_clicks), sum(s.cost), sum(s.sales_count), sum(s.revenue)
    FROM stats_daily s LEFT JOIN products p ON p.id = s.product_id
    GROUP BY s.campaign_id, s.day, coalesce(p.category_code, '');
  INSERT INTO stats_account_daily (account_id, day, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
    SELECT account_id, day, sum(impressions), sum(clicks), sum(invalid_clicks), sum(cost), sum(sales_count), sum(revenue)
    FROM stats_campaign_daily
    GROUP BY account_id, day;
$$;
--> statement-breakpoint
SELECT rebuild_stats_rollups();
