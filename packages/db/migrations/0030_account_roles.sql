ALTER TABLE "account_users" ADD COLUMN "role" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_role_ck" CHECK ("account_users"."role" in ('ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_ck" CHECK ("invitations"."role" in ('ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY'));