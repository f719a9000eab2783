CREATE TABLE "banned_identities" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"account_id" uuid,
	"reason" text NOT NULL,
	"banned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_identities_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "channels" text[] DEFAULT '{MAIN}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "markets" text[] DEFAULT '{PL}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banned_identities" ADD CONSTRAINT "banned_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_tax_id_idx" ON "accounts" USING btree ("tax_id");