ALTER TABLE "stores" ADD COLUMN "markets" text[] DEFAULT '{PL}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): the single market becomes the one-element markets list before 0007 drops it.
UPDATE "stores" SET "markets" = ARRAY["market"];
