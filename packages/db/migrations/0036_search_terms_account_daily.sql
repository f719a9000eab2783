CREATE TABLE "stats_search_terms_account_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"search_term" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_search_terms_account_daily_account_id_day_search_term_pk" PRIMARY KEY("account_id","day","search_term")
);
--> statement-breakpoint
-- Only grows and never negative, as the other roll-ups (migrations 0022 and 0028, docs/operations.md "Database roles").
CREATE TRIGGER stats_search_terms_account_daily_only_grows BEFORE UPDATE OR DELETE ON stats_search_terms_account_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
ALTER TABLE stats_search_terms_account_daily ADD CONSTRAINT stats_search_terms_account_daily_not_negative
  CHECK (impressions >= 0 AND clicks >= 0 AND invalid_clicks >= 0 AND cost >= 0 AND sales_count >= 0 AND revenue >= 0
    AND char_length(search_term) BETWEEN 1 AND 80);
--> statement-breakpoint
-- No parallel scan (docs/statistics-scale.md "Search terms"): a serial scan of one account's month answers faster than a
-- worker starts on this shared 2-core server, and the report's branch not taken must not start one for nothing.
ALTER TABLE stats_search_terms_account_daily SET (parallel_workers = 0);
--> statement-breakpoint
-- The history (docs/statistics-scale.md "Search terms"): waits for a running roll-up (its advisory lock) so no delta
-- lands in stats_search_terms_daily without reaching this table.
SELECT pg_advisory_xact_lock(727275);
--> statement-breakpoint
INSERT INTO stats_search_terms_account_daily (account_id, day, search_term, impressions, clicks, invalid_clicks, cost, sales_count, revenue)
SELECT c.account_id, s.day, s.search_term, sum(s.impressions), sum(s.clicks), sum(s.invalid_clicks), sum(s.cost), sum(s.sales_count), sum(s.revenue)
FROM stats_search_terms_daily s JOIN campaigns c ON c.id = s.campaign_id
GROUP BY c.account_id, s.day, s.search_term
ORDER BY 1, 2, 3;
