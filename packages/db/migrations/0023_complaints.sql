CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"filed_by" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_date" date NOT NULL,
	"subject_reference" text,
	"demand" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" uuid,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"closed_at" timestamp with time zone,
	"due_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_ck" CHECK ("complaints"."status" in ('OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED')),
	CONSTRAINT "complaints_subject_type_ck" CHECK ("complaints"."subject_type" in ('CAMPAIGN', 'INVOICE', 'SERVING', 'ACCOUNT', 'OTHER')),
	CONSTRAINT "complaints_answered_ck" CHECK ("complaints"."status" not in ('ANSWERED', 'CLOSED') or "complaints"."answer" is not null)
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_account_idx" ON "complaints" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","due_date");