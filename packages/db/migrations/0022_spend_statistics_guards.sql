-- docs/operations.md "Database roles": what the least-privilege runtime role may not do to money and
-- statistics. Like the click ledger's append-only trigger (0015), these bind every role but a superuser or
-- the tables' owner (who can disable triggers anyway and runs the migrations): a compromised or buggy
-- server can add spend and counts, never take them back, so a budget cannot be re-opened by lowering
-- spend and a statistic shown to an advertiser or on an invoice cross-check cannot shrink.

-- A campaign's spend only grows: spent_total never falls, and spent_today never falls within its day
-- (a new spend_day starts again from the day's first click). A campaign with charged clicks is never deleted.
CREATE FUNCTION campaigns_spend_only_grows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.spent_total > 0 AND NOT pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
      RAISE EXCEPTION 'campaign % has charged clicks and is never deleted', OLD.id USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.spent_total < OLD.spent_total OR NEW.spent_total < 0
     OR (NEW.spend_day IS NOT DISTINCT FROM OLD.spend_day AND NEW.spent_today < OLD.spent_today) THEN
    RAISE EXCEPTION 'campaign % spend only grows (spent_total % -> %, spent_today % -> %)',
      OLD.id, OLD.spent_total, NEW.spent_total, OLD.spent_today, NEW.spent_today USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_spend_only_grows BEFORE UPDATE OF spent_total, spent_today, spend_day OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaigns_spend_only_grows();
--> statement-breakpoint
-- The statistics roll-ups (docs/statistics-scale.md "Roll-ups") only add: every count and money column
-- keeps or raises its value; rows are deleted only by their owner (rebuild_stats_rollups below).
CREATE FUNCTION stats_only_grow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
      RAISE EXCEPTION 'statistics table % only grows (DELETE refused)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.impressions < OLD.impressions OR NEW.clicks < OLD.clicks OR NEW.invalid_clicks < OLD.invalid_clicks
     OR NEW.cost < OLD.cost OR NEW.sales_count < OLD.sales_count OR NEW.revenue < OLD.revenue THEN
    RAISE EXCEPTION 'statistics table % only grows (UPDATE lowering a count refused)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stats_daily_only_grows BEFORE UPDATE OR DELETE ON stats_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
CREATE TRIGGER stats_campaign_daily_only_grows BEFORE UPDATE OR DELETE ON stats_campaign_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
CREATE TRIGGER stats_category_daily_only_grows BEFORE UPDATE OR DELETE ON stats_category_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
CREATE TRIGGER stats_account_daily_only_grows BEFORE UPDATE OR DELETE ON stats_account_daily FOR EACH ROW EXECUTE FUNCTION stats_only_grow();
--> statement-breakpoint
-- The deltas waiting for the roll-up are never negative, so a roll-up can only add.
ALTER TABLE stats_deltas ADD CONSTRAINT stats_deltas_not_negative
  CHECK (impressions >= 0 AND clicks >= 0 AND invalid_clicks >= 0 AND cost >= 0 AND sales_count >= 0 AND revenue >= 0);
--> statement-breakpoint
-- The repair recomputes the derived roll-ups from stats_daily, so it deletes them: it runs with its owner's
-- rights (search_path pinned, PostgreSQL "Writing SECURITY DEFINER Functions Safely"), for the roles granted EXECUTE.
ALTER FUNCTION rebuild_stats_rollups() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION rebuild_stats_rollups() FROM PUBLIC;
