CREATE TABLE "invoice_documents" (
	"invoice_id" uuid NOT NULL,
	"format" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_invoice_id_format_pk" PRIMARY KEY("invoice_id","format")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit_net" bigint;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An issued document is fixed (docs/billing.md "Documents"): never updated or deleted.
CREATE TRIGGER invoice_documents_append_only BEFORE UPDATE OR DELETE ON invoice_documents FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
