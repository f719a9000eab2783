-- docs/statistics-scale.md "Raw events: partitions and retention": the raw event tables become PARTITION BY RANGE by month (docs/statistics-scale.md "Raw events:
-- partitions and retention"), keeping their rows, ids, sequences, indexes and the append-only trigger on clicks.
-- Every unique key of a partitioned table must contain the partition key, so the keys are chosen to keep the
-- old guarantees global:
--   impressions, clicks: bid_day = Warsaw day of the auction of the resolved bid (signed inside the id,
--     serving/bids/resolved-bid-token.ts), a function of resolved_bid_id: (resolved_bid_id, bid_day) unique is
--     exactly "one charged click per resolved bid", and a retried event of the same bid has the same key.
--   purchases: day (Warsaw day of occurredAt); the insert also skips an (event id, item) recorded on another day.
-- Partitions are <table>_pYYYY_MM plus <table>_default; events_ensure_partitions() creates months ahead (jobs).

-- Warsaw day of the auction a resolved bid id carries (bytes 5..10 = createdAt ms, big-endian, of the base64url
-- id), or NULL when the text is not such an id. Used to fill bid_day of rows stored before this migration.
CREATE FUNCTION resolved_bid_day(id text) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  raw bytea;
  ms bigint := 0;
BEGIN
  raw := decode(rpad(translate(id, '-_', '+/'), ((length(id) + 3) / 4) * 4, '='), 'base64');
  IF length(raw) < 11 OR get_byte(raw, 0) <> 1 THEN
    RETURN NULL;
  END IF;
  FOR i IN 5..10 LOOP
    ms := ms * 256 + get_byte(raw, i);
  END LOOP;
  RETURN (to_timestamp(ms / 1000.0) AT TIME ZONE 'Europe/Warsaw')::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Creates the monthly partitions <parent>_pYYYY_MM of `parent` for the months from first_month to last_month
-- that do not exist yet. A month whose rows already sit in the default partition is skipped with a WARNING
-- (PostgreSQL refuses the new partition then; move the rows by hand, see the docs). Returns how many were created.
CREATE FUNCTION events_create_partitions(parent text, first_month date, last_month date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', first_month)::date;
  part text;
  created integer := 0;
BEGIN
  WHILE m <= last_month LOOP
    part := format('%s_p%s', parent, to_char(m, 'YYYY_MM'));
    IF to_regclass(part) IS NULL THEN
      BEGIN
        EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, m, (m + interval '1 month')::date);
        created := created + 1;
      EXCEPTION
        WHEN check_violation THEN
          RAISE WARNING 'partition % not created: %_default holds rows of that month', part, parent;
        WHEN duplicate_table OR unique_violation THEN
          NULL; -- another process created it at the same moment
      END;
    END IF;
    m := (m + interval '1 month')::date;
  END LOOP;
  RETURN created;
END;
$$;
--> statement-breakpoint
-- Partition upkeep (server start and the daily job): the current Warsaw month and `months_ahead` more, for
-- every raw event table. Idempotent. Returns how many partitions were created.
CREATE FUNCTION events_ensure_partitions(months_ahead integer DEFAULT 3) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  this_month date := date_trunc('month', (now() AT TIME ZONE 'Europe/Warsaw'))::date;
  last_month date := (this_month + make_interval(months => months_ahead))::date;
BEGIN
  RETURN events_create_partitions('impressions', this_month, last_month)
    + events_create_partitions('clicks', this_month, last_month)
    + events_create_partitions('purchases', this_month, last_month);
END;
$$;
--> statement-breakpoint
-- Migration-only: the default partition of `parent` and its months from the oldest key (at most 72 months
-- back; older rows stay in the default partition) to 3 months ahead.
CREATE FUNCTION events_initial_partitions(parent text, oldest date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  this_month date := date_trunc('month', (now() AT TIME ZONE 'Europe/Warsaw'))::date;
BEGIN
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', parent || '_default', parent);
  RETURN events_create_partitions(parent, greatest(coalesce(oldest, this_month), (this_month - interval '72 months')::date),
    (this_month + interval '3 months')::date);
END;
$$;
--> statement-breakpoint
-- impressions ------------------------------------------------------------------------------------------------
ALTER TABLE impressions RENAME TO impressions_unpartitioned;
--> statement-breakpoint
ALTER SEQUENCE impressions_id_seq OWNED BY NONE;
--> statement-breakpoint
CREATE TABLE impressions (
  id bigint NOT NULL DEFAULT nextval('impressions_id_seq'),
  event_id text NOT NULL,
  resolved_bid_id text NOT NULL,
  bid_day date NOT NULL,
  campaign_id uuid NOT NULL,
  product_id text NOT NULL,
  opaque_user_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  price bigint NOT NULL DEFAULT 0
) PARTITION BY RANGE (bid_day);
--> statement-breakpoint
ALTER SEQUENCE impressions_id_seq OWNED BY impressions.id;
--> statement-breakpoint
CREATE TEMP TABLE impressions_keyed ON COMMIT DROP AS
  SELECT u.*, coalesce(resolved_bid_day(u.resolved_bid_id), u.day) AS bid_day FROM impressions_unpartitioned u;
--> statement-breakpoint
SELECT events_initial_partitions('impressions', (SELECT min(bid_day) FROM impressions_keyed));
--> statement-breakpoint
INSERT INTO impressions (id, event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price)
  SELECT id, event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, price FROM impressions_keyed;
--> statement-breakpoint
DROP TABLE impressions_unpartitioned;
--> statement-breakpoint
ALTER TABLE impressions ADD CONSTRAINT impressions_pkey PRIMARY KEY (id, bid_day);
--> statement-breakpoint
ALTER TABLE impressions ADD CONSTRAINT impressions_event_id_unique UNIQUE (event_id, bid_day);
--> statement-breakpoint
CREATE INDEX impressions_bid_idx ON impressions USING btree (resolved_bid_id, bid_day);
--> statement-breakpoint
CREATE INDEX impressions_product_time_idx ON impressions USING btree (product_id, occurred_at);
--> statement-breakpoint
-- clicks (the billing ledger) --------------------------------------------------------------------------------
ALTER TABLE clicks RENAME TO clicks_unpartitioned;
--> statement-breakpoint
ALTER SEQUENCE clicks_id_seq OWNED BY NONE;
--> statement-breakpoint
CREATE TABLE clicks (
  id bigint NOT NULL DEFAULT nextval('clicks_id_seq'),
  event_id text NOT NULL,
  resolved_bid_id text NOT NULL,
  bid_day date NOT NULL,
  campaign_id uuid NOT NULL,
  product_id text NOT NULL,
  opaque_user_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  cost bigint NOT NULL,
  billable boolean NOT NULL,
  not_billable_reason text,
  rank integer,
  key_id uuid
) PARTITION BY RANGE (bid_day);
--> statement-breakpoint
ALTER SEQUENCE clicks_id_seq OWNED BY clicks.id;
--> statement-breakpoint
CREATE TEMP TABLE clicks_keyed ON COMMIT DROP AS
  SELECT u.*, coalesce(resolved_bid_day(u.resolved_bid_id), u.day) AS bid_day FROM clicks_unpartitioned u;
--> statement-breakpoint
SELECT events_initial_partitions('clicks', (SELECT min(bid_day) FROM clicks_keyed));
--> statement-breakpoint
INSERT INTO clicks (id, event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, not_billable_reason, rank, key_id)
  SELECT id, event_id, resolved_bid_id, bid_day, campaign_id, product_id, opaque_user_id, occurred_at, day, cost, billable, not_billable_reason, rank, key_id
  FROM clicks_keyed;
--> statement-breakpoint
DROP TABLE clicks_unpartitioned;
--> statement-breakpoint
ALTER TABLE clicks ADD CONSTRAINT clicks_pkey PRIMARY KEY (id, bid_day);
--> statement-breakpoint
ALTER TABLE clicks ADD CONSTRAINT clicks_event_id_unique UNIQUE (event_id, bid_day);
--> statement-breakpoint
CREATE UNIQUE INDEX clicks_resolved_bid_uq ON clicks USING btree (resolved_bid_id, bid_day) WHERE not_billable_reason IS DISTINCT FROM 'KEY_MISMATCH';
--> statement-breakpoint
CREATE INDEX clicks_user_product_idx ON clicks USING btree (opaque_user_id, product_id, occurred_at);
--> statement-breakpoint
CREATE INDEX clicks_frequency_idx ON clicks USING btree (campaign_id, opaque_user_id, day) WHERE billable;
--> statement-breakpoint
CREATE INDEX clicks_campaign_day_idx ON clicks USING btree (campaign_id, day);
--> statement-breakpoint
-- Created on the partitioned table, the trigger is cloned onto every partition, present and future (PostgreSQL 13+).
CREATE TRIGGER clicks_append_only BEFORE UPDATE OR DELETE ON clicks FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
-- purchases --------------------------------------------------------------------------------------------------
ALTER TABLE purchases RENAME TO purchases_unpartitioned;
--> statement-breakpoint
ALTER SEQUENCE purchases_id_seq OWNED BY NONE;
--> statement-breakpoint
CREATE TABLE purchases (
  id bigint NOT NULL DEFAULT nextval('purchases_id_seq'),
  event_id text NOT NULL,
  item_index integer NOT NULL,
  product_id text NOT NULL,
  quantity integer NOT NULL,
  unit_price bigint NOT NULL,
  opaque_user_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  campaign_id uuid,
  click_id bigint
) PARTITION BY RANGE (day);
--> statement-breakpoint
ALTER SEQUENCE purchases_id_seq OWNED BY purchases.id;
--> statement-breakpoint
SELECT events_initial_partitions('purchases', (SELECT min(day) FROM purchases_unpartitioned));
--> statement-breakpoint
INSERT INTO purchases SELECT * FROM purchases_unpartitioned;
--> statement-breakpoint
DROP TABLE purchases_unpartitioned;
--> statement-breakpoint
ALTER TABLE purchases ADD CONSTRAINT purchases_pkey PRIMARY KEY (id, day);
--> statement-breakpoint
CREATE UNIQUE INDEX purchases_event_item_uq ON purchases USING btree (event_id, item_index, day);
--> statement-breakpoint
DROP FUNCTION events_initial_partitions(text, date);
