CREATE TABLE "stats_product_daily" (
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_product_daily_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE INDEX "stats_product_daily_ctr_idx" ON "stats_product_daily" USING btree ("product_id","day","impressions","clicks");
--> statement-breakpoint
-- Filled from the history once; from now on kept by the roll-up statement with the other roll-ups.
INSERT INTO stats_product_daily (product_id, day, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
  SELECT product_id, day, sum(impressions), sum(clicks), sum(invalid_clicks), sum(cost), sum(sales_count), sum(revenue)
  FROM stats_daily GROUP BY product_id, day;
--> statement-breakpoint
-- Like every roll-up it only grows (migration 0022).
CREATE TRIGGER stats_product_daily_only_grows BEFORE UPDATE OR DELETE ON stats_product_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
-- The repair (migration 0017) also recomputes the product roll-up; same owner's rights as before (migration 0022).
CREATE OR REPLACE FUNCTION rebuild_stats_rollups() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM stats_campaign_daily;
  DELETE FROM stats_category_daily;
  DELETE FROM stats_account_daily;
  DELETE FROM stats_product_daily;
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
  INSERT INTO stats_product_daily (product_id, day, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
    SELECT product_id, day, sum(impressions), sum(clicks), sum(invalid_clicks), sum(cost), sum(sales_count), sum(revenue)
    FROM stats_daily GROUP BY product_id, day;
$$;
