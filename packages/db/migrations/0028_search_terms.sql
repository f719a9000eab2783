CREATE TABLE "stats_search_terms_daily" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"keyword_id" uuid,
	"search_term" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_search_terms_daily_key" UNIQUE NULLS NOT DISTINCT("campaign_id","day","keyword_id","search_term")
);
--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "keyword_id" uuid;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "search_term" text;--> statement-breakpoint
ALTER TABLE "stats_deltas" ADD COLUMN "keyword_id" uuid;--> statement-breakpoint
ALTER TABLE "stats_deltas" ADD COLUMN "search_term" text;--> statement-breakpoint
-- The search-term roll-up only grows, as the other roll-ups (migration 0022, docs/operations.md "Database roles").
CREATE TRIGGER stats_search_terms_daily_only_grows BEFORE UPDATE OR DELETE ON stats_search_terms_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
-- Never negative, and a term is at most 80 characters (domain searchTermOf, docs/search-placements.md "Search-term report").
ALTER TABLE stats_search_terms_daily ADD CONSTRAINT stats_search_terms_daily_not_negative
  CHECK (impressions >= 0 AND clicks >= 0 AND invalid_clicks >= 0 AND cost >= 0 AND sales_count >= 0 AND revenue >= 0
    AND char_length(search_term) BETWEEN 1 AND 80);
--> statement-breakpoint
ALTER TABLE stats_deltas ADD CONSTRAINT stats_deltas_search_term_length CHECK (char_length(search_term) BETWEEN 1 AND 80);
