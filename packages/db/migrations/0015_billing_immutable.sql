-- Billing ledger is append-only: credits, invoice lines and credit links are never
-- updated or deleted; invoices keep their numbers, parties and money, and only the payment,
-- overdue and e-mail marks may be set later. (A trigger on `clicks` follows the serving rewrite,
-- which inserts clicks final in one statement.)
CREATE FUNCTION billing_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger table % is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_credits_append_only BEFORE UPDATE OR DELETE ON ledger_credits FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_append_only BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoice_credits_append_only BEFORE UPDATE OR DELETE ON invoice_credits FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
CREATE FUNCTION invoices_refuse_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'paid_at' - 'paid_by' - 'overdue_at' - 'emailed_at') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_at' - 'paid_by' - 'overdue_at' - 'emailed_at') THEN
    RAISE EXCEPTION 'invoice % is issued: only payment, overdue and e-mail marks may change', OLD.number USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_issued_fields BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_refuse_edit();
--> statement-breakpoint
-- The click ledger (docs/billing.md "The ledger") is insert-only too: since the change described in docs/serving-scale.md each click is written once, in its final state.
CREATE TRIGGER clicks_append_only BEFORE UPDATE OR DELETE ON clicks FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
