CREATE TABLE "ksef_submissions" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'NOT_SENT' NOT NULL,
	"invoice_hash" text,
	"session_reference" text,
	"invoice_reference" text,
	"ksef_number" text,
	"status_code" integer,
	"status_description" text,
	"status_details" jsonb,
	"upo" "bytea",
	"upo_sha256" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"session_closed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"upo_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ksef_submissions_ksef_number_unique" UNIQUE("ksef_number")
);
--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ksef_submissions_status_idx" ON "ksef_submissions" USING btree ("status");--> statement-breakpoint
-- A submission accepted by KSeF is final (docs/ksef.md "Idempotency"): its status, KSeF number, hash
-- and references never change, a UPO once stored is never replaced, and no submission row is deleted.
CREATE FUNCTION ksef_submissions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ksef_submissions rows are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'ACCEPTED' AND (NEW.status IS DISTINCT FROM OLD.status
      OR NEW.ksef_number IS DISTINCT FROM OLD.ksef_number
      OR NEW.invoice_hash IS DISTINCT FROM OLD.invoice_hash
      OR NEW.session_reference IS DISTINCT FROM OLD.session_reference
      OR NEW.invoice_reference IS DISTINCT FROM OLD.invoice_reference) THEN
    RAISE EXCEPTION 'an accepted KSeF submission is final' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.ksef_number IS NOT NULL AND NEW.ksef_number IS DISTINCT FROM OLD.ksef_number THEN
    RAISE EXCEPTION 'a KSeF number never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.upo IS NOT NULL AND NEW.upo IS DISTINCT FROM OLD.upo THEN
    RAISE EXCEPTION 'a stored UPO never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ksef_submissions_guard BEFORE UPDATE OR DELETE ON ksef_submissions FOR EACH ROW EXECUTE FUNCTION ksef_submissions_guard();
