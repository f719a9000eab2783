CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree (lower("actor_email"),"at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- The chain starts empty; rows written before it (seq null) stay outside it and audit:verify counts them.
INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, 0, '') ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."user_id";
