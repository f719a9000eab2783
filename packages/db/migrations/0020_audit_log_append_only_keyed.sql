-- The audit log becomes append-only and its chain keyed (docs/architecture.md "Audit log"). The entries
-- written before this migration were chained with plain sha256 (or not at all, before 0004): anyone who
-- could write the table could recompute them, so they move, unchanged, to the read-only archive
-- "audit_log_unkeyed", and the keyed chain (HMAC-SHA256, key outside the database) starts at seq 1.
CREATE TABLE "audit_log_unkeyed" AS SELECT * FROM "audit_log";--> statement-breakpoint
DELETE FROM "audit_log";--> statement-breakpoint
UPDATE "audit_chain_head" SET "seq" = 0, "hash" = '' WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit table % is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_unkeyed_read_only BEFORE INSERT OR UPDATE OR DELETE ON "audit_log_unkeyed" FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_unkeyed_no_truncate BEFORE TRUNCATE ON "audit_log_unkeyed" FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
-- The chain head only moves forward: its row is never deleted and its seq never goes back.
CREATE FUNCTION audit_chain_head_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.id <> OLD.id OR NEW.seq < OLD.seq OR (NEW.seq = OLD.seq AND NEW.hash <> OLD.hash) THEN
    RAISE EXCEPTION 'the audit chain head only moves forward (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_head_forward BEFORE UPDATE OR DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION audit_chain_head_forward_only();
--> statement-breakpoint
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON "audit_chain_head" FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_head_forward_only();
