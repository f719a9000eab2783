ALTER TABLE "announcements" DROP CONSTRAINT "announcements_account_id_accounts_id_fk";
--> statement-breakpoint
-- Hand-added: an announcement for one account becomes one for the ACCOUNTS [that account].
UPDATE "announcements" SET "audience" = 'ACCOUNTS', "account_ids" = ARRAY["account_id"] WHERE "account_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "account_id";