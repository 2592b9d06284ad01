CREATE TABLE "investor_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "investor_consents_version_unique" UNIQUE("landing_page_id","investor_id","document","version"),
	CONSTRAINT "investor_consents_document" CHECK ("investor_consents"."document" in ('terms', 'privacy-policy', 'investment-risks'))
);
--> statement-breakpoint
CREATE TABLE "kyc_identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"provider" text NOT NULL,
	"provider_reference" text,
	"decided_by_user_id" uuid,
	"decided_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_identity_verifications_status" CHECK ("kyc_identity_verifications"."status" in ('not-started', 'in-progress', 'success', 'failed')),
	CONSTRAINT "kyc_identity_verifications_provider" CHECK ("kyc_identity_verifications"."provider" in ('manual', 'webhook'))
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose";--> statement-breakpoint
ALTER TABLE "investors" DROP CONSTRAINT "investors_pesel_format";--> statement-breakpoint
ALTER TABLE "kyc_requests" DROP CONSTRAINT "kyc_requests_status";--> statement-breakpoint
DROP INDEX "kyc_requests_landing_email_idx";--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "last_kyc_request_id" uuid;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "kyc_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD COLUMN "paid_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD COLUMN "paid_at" date;--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD COLUMN "payment_recorded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "investor_id" uuid;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "identity_verification" text DEFAULT 'not-started' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Data of earlier versions: link KYC requests to the investor of their e-mail, mark submitted questionnaires as awaiting
-- identity verification, and record the amount and day of schedule rows already marked paid before paid_amount existed.
UPDATE "kyc_requests" AS k SET "investor_id" = i."id" FROM "investors" AS i WHERE i."landing_page_id" = k."landing_page_id" AND i."email" = k."investor_email" AND k."investor_id" IS NULL;--> statement-breakpoint
UPDATE "kyc_requests" SET "identity_verification" = 'in-progress' WHERE "status" = 'submitted';--> statement-breakpoint
UPDATE "payment_schedule_entries" SET "paid_amount" = "net" + "principal", "paid_at" = "payment_date" WHERE "status" IN ('paid', 'partially paid') AND "paid_amount" IS NULL;--> statement-breakpoint
ALTER TABLE "investor_consents" ADD CONSTRAINT "investor_consents_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_consents" ADD CONSTRAINT "investor_consents_investor_fk" FOREIGN KEY ("landing_page_id","investor_id") REFERENCES "public"."investors"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_identity_verifications" ADD CONSTRAINT "kyc_identity_verifications_kyc_request_id_kyc_requests_id_fk" FOREIGN KEY ("kyc_request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_identity_verifications" ADD CONSTRAINT "kyc_identity_verifications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_identity_verifications_request_idx" ON "kyc_identity_verifications" USING btree ("kyc_request_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD CONSTRAINT "payment_schedule_entries_payment_recorded_by_user_id_users_id_fk" FOREIGN KEY ("payment_recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_investor_fk" FOREIGN KEY ("landing_page_id","investor_id") REFERENCES "public"."investors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_requests_landing_created_idx" ON "kyc_requests" USING btree ("landing_page_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_investor_idx" ON "kyc_requests" USING btree ("landing_page_id","investor_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_landing_email_idx" ON "kyc_requests" USING btree ("landing_page_id","investor_email","created_at");--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_idempotency_unique" UNIQUE("landing_page_id","advisor_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose" CHECK ("one_time_tokens"."purpose" in ('investor-login', 'activation', 'password-reset', 'two-factor-login', 'redirect-login'));--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD CONSTRAINT "payment_schedule_entries_paid_amount" CHECK ("payment_schedule_entries"."paid_amount" is null or "payment_schedule_entries"."paid_amount" >= 0);--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD CONSTRAINT "payment_schedule_entries_payment_recorded" CHECK ("payment_schedule_entries"."status" not in ('paid', 'partially paid') or ("payment_schedule_entries"."paid_amount" is not null and "payment_schedule_entries"."paid_at" is not null));--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_identity_verification" CHECK ("kyc_requests"."identity_verification" in ('not-started', 'in-progress', 'success', 'failed'));--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_status" CHECK ("kyc_requests"."status" in ('sent', 'in-progress', 'submitted', 'expired'));