CREATE TABLE "admin_configurations" (
	"landing_page_id" uuid PRIMARY KEY NOT NULL,
	"investment_risks" text,
	"reg" text,
	"privacy_policy" text,
	"invite_text" text,
	"campaign_invest_button_text" text,
	"form_invest_button_text" text,
	"consent2" text,
	"consent3" text,
	"debt_placeholder" text,
	"equity_placeholder" text,
	"favicon" text,
	"site_title" text,
	"theme_colors" text,
	"investor_panel_header_color" text,
	"investor_panel_description_color" text,
	"advisor_panel_header_color" text,
	"advisor_panel_description_color" text,
	"require_two_factor_for_advisors" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"landing_page_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"theme" text DEFAULT 'theme-default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "white_label_configurations" (
	"landing_page_id" uuid PRIMARY KEY NOT NULL,
	"issuer_heading" boolean DEFAULT false NOT NULL,
	"block_investor_panel" boolean DEFAULT false NOT NULL,
	"enable_legal_person" boolean DEFAULT false NOT NULL,
	"logo" text,
	"site_title" text NOT NULL,
	"bg_image" text,
	"headline" text,
	"description" text,
	"favicon" text,
	"reg" text,
	"menu_logo" text,
	"privacy_policy" text,
	"horizontal_logo" text,
	"subtext" text,
	"invite_text" text,
	"consent2" text,
	"consent3" text,
	"campaign_invest_button_text" text,
	"form_invest_button_text" text,
	"debt_placeholder" text,
	"equity_placeholder" text,
	"advisor_panel" jsonb DEFAULT '{"bgImage":null,"headline":null,"description":null,"horizontalLogo":null}'::jsonb NOT NULL,
	"investor_panel" jsonb DEFAULT '{"bgImage":null,"headline":null,"description":null,"horizontalLogo":null}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landing_page_id" uuid,
	"actor_user_id" uuid,
	"actor_label" text,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"metadata" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_contexts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"context_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_contexts_user_landing_type_unique" UNIQUE("user_id","landing_page_id","context_type"),
	CONSTRAINT "user_contexts_context_type" CHECK ("user_contexts"."context_type" in ('advisor-panel', 'investor-panel'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"surname" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_purpose" CHECK ("one_time_tokens"."purpose" in ('investor-login', 'activation', 'password-reset', 'two-factor-login')),
	CONSTRAINT "one_time_tokens_token_hash" CHECK ("one_time_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"context_type" text NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "refresh_tokens_context_type" CHECK ("refresh_tokens"."context_type" in ('advisor-panel', 'investor-panel')),
	CONSTRAINT "refresh_tokens_token_hash" CHECK ("refresh_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "remember_two_factor_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remember_two_factor_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "remember_two_factor_tokens_token_hash" CHECK ("remember_two_factor_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "advisor_networks" (
	"landing_page_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"is_coordinator" boolean DEFAULT false NOT NULL,
	CONSTRAINT "advisor_networks_pk" PRIMARY KEY("advisor_id","network_id")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"role" text DEFAULT 'advisor' NOT NULL,
	"external_id" text,
	"document_type" text,
	"document_number" text,
	"document_expiry_date" date,
	"document_indefinite" boolean DEFAULT false NOT NULL,
	"document_country" text,
	"power_of_attorney_start" date,
	"power_of_attorney_end" date,
	"phone_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "advisors_landing_user_unique" UNIQUE("landing_page_id","user_id"),
	CONSTRAINT "advisors_landing_email_unique" UNIQUE("landing_page_id","email"),
	CONSTRAINT "advisors_landing_id_unique" UNIQUE("landing_page_id","id"),
	CONSTRAINT "advisors_status" CHECK ("advisors"."status" in ('initial', 'active', 'deleted')),
	CONSTRAINT "advisors_role" CHECK ("advisors"."role" in ('advisor', 'admin')),
	CONSTRAINT "advisors_document_type" CHECK ("advisors"."document_type" in ('ID_CARD', 'PASSPORT')),
	CONSTRAINT "advisors_email_lower_case" CHECK ("advisors"."email" = lower("advisors"."email")),
	CONSTRAINT "advisors_document_indefinite" CHECK (not ("advisors"."document_indefinite" and "advisors"."document_expiry_date" is not null)),
	CONSTRAINT "advisors_power_of_attorney_range" CHECK ("advisors"."power_of_attorney_end" >= "advisors"."power_of_attorney_start"),
	CONSTRAINT "advisors_archived_when_deleted" CHECK ("advisors"."status" <> 'deleted' or "advisors"."archived_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networks_landing_name_unique" UNIQUE("landing_page_id","name"),
	CONSTRAINT "networks_landing_id_unique" UNIQUE("landing_page_id","id")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"surname" text,
	"phone_no" text,
	"pesel" text,
	"bank_account" text,
	"is_legal_person" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_landing_email_unique" UNIQUE("landing_page_id","email"),
	CONSTRAINT "investors_landing_user_unique" UNIQUE("landing_page_id","user_id"),
	CONSTRAINT "investors_landing_id_unique" UNIQUE("landing_page_id","id"),
	CONSTRAINT "investors_email_lower_case" CHECK ("investors"."email" = lower("investors"."email")),
	CONSTRAINT "investors_pesel_format" CHECK ("investors"."pesel" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "campaign_translations" (
	"campaign_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	CONSTRAINT "campaign_translations_pk" PRIMARY KEY("campaign_id","language"),
	CONSTRAINT "campaign_translations_language" CHECK ("campaign_translations"."language" in ('pl', 'en'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"target_amount" numeric(18, 2) NOT NULL,
	"raised_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"issuer_name" text NOT NULL,
	"interest_type" text,
	"interest_rate" numeric(7, 4),
	"payment_frequency" text,
	"duration_value" integer,
	"duration_unit" text,
	"tax_rate" numeric(5, 2) DEFAULT '19.00' NOT NULL,
	"shares_series" text,
	"counter_from" bigint,
	"counter_to" bigint,
	"issue_value" numeric(18, 2),
	"notarial_deed" text,
	"pcc_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_landing_slug_unique" UNIQUE("landing_page_id","slug"),
	CONSTRAINT "campaigns_landing_id_unique" UNIQUE("landing_page_id","id"),
	CONSTRAINT "campaigns_type" CHECK ("campaigns"."type" in ('debt', 'equity')),
	CONSTRAINT "campaigns_currency" CHECK ("campaigns"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "campaigns_interest_type" CHECK ("campaigns"."interest_type" in ('Fixed', 'Variable')),
	CONSTRAINT "campaigns_payment_frequency" CHECK ("campaigns"."payment_frequency" in ('Monthly', 'Quarterly', 'Semi-annually', 'Annually', 'At Maturity')),
	CONSTRAINT "campaigns_duration_unit" CHECK ("campaigns"."duration_unit" in ('year', 'quarter', 'month', 'day')),
	CONSTRAINT "campaigns_date_range" CHECK ("campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_target_amount" CHECK ("campaigns"."target_amount" > 0),
	CONSTRAINT "campaigns_raised_amount" CHECK ("campaigns"."raised_amount" >= 0),
	CONSTRAINT "campaigns_interest_rate" CHECK ("campaigns"."interest_rate" >= 0),
	CONSTRAINT "campaigns_duration_value" CHECK ("campaigns"."duration_value" > 0),
	CONSTRAINT "campaigns_tax_rate" CHECK ("campaigns"."tax_rate" between 0 and 100),
	CONSTRAINT "campaigns_counter_range" CHECK ("campaigns"."counter_to" >= "campaigns"."counter_from"),
	CONSTRAINT "campaigns_issue_value" CHECK ("campaigns"."issue_value" >= 0),
	CONSTRAINT "campaigns_debt_terms" CHECK ("campaigns"."type" <> 'debt' or ("campaigns"."interest_type" is not null and "campaigns"."interest_rate" is not null and "campaigns"."payment_frequency" is not null and "campaigns"."duration_value" is not null and "campaigns"."duration_unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"code" text NOT NULL,
	"investment_value_min" numeric(18, 2) NOT NULL,
	"investment_value_max" numeric(18, 2) NOT NULL,
	"investment_value_step" numeric(18, 2) NOT NULL,
	"nominal_value" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_campaign_code_unique" UNIQUE("campaign_id","code"),
	CONSTRAINT "products_landing_campaign_id_unique" UNIQUE("landing_page_id","campaign_id","id"),
	CONSTRAINT "products_investment_value_min" CHECK ("products"."investment_value_min" > 0),
	CONSTRAINT "products_investment_value_range" CHECK ("products"."investment_value_min" <= "products"."investment_value_max"),
	CONSTRAINT "products_investment_value_step" CHECK ("products"."investment_value_step" > 0),
	CONSTRAINT "products_nominal_value" CHECK ("products"."nominal_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"audience" text NOT NULL,
	"investor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_audience" CHECK ("documents"."audience" in ('advisors', 'investor')),
	CONSTRAINT "documents_investor_audience" CHECK (("documents"."audience" = 'investor') = ("documents"."investor_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_landing_id_unique" UNIQUE("landing_page_id","id"),
	CONSTRAINT "files_size_bytes" CHECK ("files"."size_bytes" >= 0),
	CONSTRAINT "files_sha256" CHECK ("files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "investments_amount" CHECK ("investments"."amount" > 0),
	CONSTRAINT "investments_currency" CHECK ("investments"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "investments_status" CHECK ("investments"."status" in ('active', 'finished')),
	CONSTRAINT "investments_date_range" CHECK ("investments"."end_date" >= "investments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "investor_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"owner_advisor_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text NOT NULL,
	"invitation_message" text NOT NULL,
	"investment_value" numeric(18, 2),
	"currency" text NOT NULL,
	"agreement_date" date,
	"payment_date" date,
	"end_date" date,
	"rejection_reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "investor_offers_landing_idempotency_key_unique" UNIQUE("landing_page_id","idempotency_key"),
	CONSTRAINT "investor_offers_status" CHECK ("investor_offers"."status" in ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived')),
	CONSTRAINT "investor_offers_currency" CHECK ("investor_offers"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "investor_offers_token_hash" CHECK ("investor_offers"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "investor_offers_investment_value" CHECK ("investor_offers"."investment_value" > 0),
	CONSTRAINT "investor_offers_accepted_terms" CHECK ("investor_offers"."status" not in ('accepted', 'active') or ("investor_offers"."investment_value" is not null and "investor_offers"."agreement_date" is not null)),
	CONSTRAINT "investor_offers_active_payment" CHECK ("investor_offers"."status" <> 'active' or "investor_offers"."payment_date" is not null),
	CONSTRAINT "investor_offers_rejection_reason" CHECK ("investor_offers"."status" <> 'rejected' or "investor_offers"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "offer_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_label" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_status_history_from_status" CHECK ("offer_status_history"."from_status" in ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived')),
	CONSTRAINT "offer_status_history_to_status" CHECK ("offer_status_history"."to_status" in ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "payment_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_schedule_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investment_id" uuid NOT NULL,
	"period_no" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"payment_date" date NOT NULL,
	"gross" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"principal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "payment_schedule_entries_investment_period_unique" UNIQUE("investment_id","period_no"),
	CONSTRAINT "payment_schedule_entries_status" CHECK ("payment_schedule_entries"."status" in ('scheduled', 'unpaid', 'paid', 'partially paid', 'cancelled')),
	CONSTRAINT "payment_schedule_entries_period_no" CHECK ("payment_schedule_entries"."period_no" >= 1),
	CONSTRAINT "payment_schedule_entries_period_range" CHECK ("payment_schedule_entries"."period_to" >= "payment_schedule_entries"."period_from"),
	CONSTRAINT "payment_schedule_entries_amounts" CHECK ("payment_schedule_entries"."gross" >= 0 and "payment_schedule_entries"."tax" >= 0 and "payment_schedule_entries"."principal" >= 0),
	CONSTRAINT "payment_schedule_entries_net" CHECK ("payment_schedule_entries"."net" = "payment_schedule_entries"."gross" - "payment_schedule_entries"."tax")
);
--> statement-breakpoint
CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"investor_email" text NOT NULL,
	"advisor_id" uuid NOT NULL,
	"message" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "kyc_requests_status" CHECK ("kyc_requests"."status" in ('sent', 'submitted', 'expired')),
	CONSTRAINT "kyc_requests_email_lower_case" CHECK ("kyc_requests"."investor_email" = lower("kyc_requests"."investor_email")),
	CONSTRAINT "kyc_requests_token_hash" CHECK ("kyc_requests"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "kyc_requests_submitted" CHECK ("kyc_requests"."status" <> 'submitted' or ("kyc_requests"."submitted_at" is not null and "kyc_requests"."data" is not null))
);
--> statement-breakpoint
ALTER TABLE "admin_configurations" ADD CONSTRAINT "admin_configurations_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_hosts" ADD CONSTRAINT "landing_hosts_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_label_configurations" ADD CONSTRAINT "white_label_configurations_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contexts" ADD CONSTRAINT "user_contexts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contexts" ADD CONSTRAINT "user_contexts_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_two_factor_tokens" ADD CONSTRAINT "remember_two_factor_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_networks" ADD CONSTRAINT "advisor_networks_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_networks" ADD CONSTRAINT "advisor_networks_advisor_fk" FOREIGN KEY ("landing_page_id","advisor_id") REFERENCES "public"."advisors"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_networks" ADD CONSTRAINT "advisor_networks_network_fk" FOREIGN KEY ("landing_page_id","network_id") REFERENCES "public"."networks"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_translations" ADD CONSTRAINT "campaign_translations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_campaign_fk" FOREIGN KEY ("landing_page_id","campaign_id") REFERENCES "public"."campaigns"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_fk" FOREIGN KEY ("landing_page_id","file_id") REFERENCES "public"."files"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_investor_fk" FOREIGN KEY ("landing_page_id","investor_id") REFERENCES "public"."investors"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_offer_id_investor_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."investor_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_product_fk" FOREIGN KEY ("landing_page_id","campaign_id","product_id") REFERENCES "public"."products"("landing_page_id","campaign_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_fk" FOREIGN KEY ("landing_page_id","investor_id") REFERENCES "public"."investors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_offers" ADD CONSTRAINT "investor_offers_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_offers" ADD CONSTRAINT "investor_offers_product_fk" FOREIGN KEY ("landing_page_id","campaign_id","product_id") REFERENCES "public"."products"("landing_page_id","campaign_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_offers" ADD CONSTRAINT "investor_offers_investor_fk" FOREIGN KEY ("landing_page_id","investor_id") REFERENCES "public"."investors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_offers" ADD CONSTRAINT "investor_offers_owner_advisor_fk" FOREIGN KEY ("landing_page_id","owner_advisor_id") REFERENCES "public"."advisors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_offers" ADD CONSTRAINT "investor_offers_network_fk" FOREIGN KEY ("landing_page_id","network_id") REFERENCES "public"."networks"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_status_history" ADD CONSTRAINT "offer_status_history_offer_id_investor_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."investor_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_status_history" ADD CONSTRAINT "offer_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_offer_id_investor_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."investor_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_entries" ADD CONSTRAINT "payment_schedule_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_advisor_fk" FOREIGN KEY ("landing_page_id","advisor_id") REFERENCES "public"."advisors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_landing_created_idx" ON "audit_log" USING btree ("landing_page_id","created_at");--> statement-breakpoint
CREATE INDEX "user_contexts_landing_idx" ON "user_contexts" USING btree ("landing_page_id","context_type");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires_idx" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "remember_two_factor_tokens_user_idx" ON "remember_two_factor_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_networks_network_idx" ON "advisor_networks" USING btree ("network_id","is_coordinator");--> statement-breakpoint
CREATE INDEX "advisors_landing_surname_idx" ON "advisors" USING btree ("landing_page_id","surname","first_name");--> statement-breakpoint
CREATE INDEX "advisors_landing_first_name_idx" ON "advisors" USING btree ("landing_page_id","first_name");--> statement-breakpoint
CREATE INDEX "advisors_landing_status_idx" ON "advisors" USING btree ("landing_page_id","status","surname");--> statement-breakpoint
CREATE INDEX "advisors_user_idx" ON "advisors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investors_landing_surname_idx" ON "investors" USING btree ("landing_page_id","surname","first_name");--> statement-breakpoint
CREATE INDEX "investors_user_idx" ON "investors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_landing_dates_idx" ON "campaigns" USING btree ("landing_page_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "documents_landing_audience_created_idx" ON "documents" USING btree ("landing_page_id","audience","created_at");--> statement-breakpoint
CREATE INDEX "documents_investor_idx" ON "documents" USING btree ("landing_page_id","investor_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("landing_page_id","investor_id");--> statement-breakpoint
CREATE INDEX "investments_campaign_idx" ON "investments" USING btree ("landing_page_id","campaign_id","product_id");--> statement-breakpoint
CREATE INDEX "investor_offers_owner_status_idx" ON "investor_offers" USING btree ("landing_page_id","owner_advisor_id","status","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_network_status_date_idx" ON "investor_offers" USING btree ("landing_page_id","network_id","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_network_status_idx" ON "investor_offers" USING btree ("landing_page_id","network_id","status","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_landing_status_date_idx" ON "investor_offers" USING btree ("landing_page_id","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_landing_status_idx" ON "investor_offers" USING btree ("landing_page_id","status","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_investor_idx" ON "investor_offers" USING btree ("landing_page_id","investor_id","status_date");--> statement-breakpoint
CREATE INDEX "investor_offers_campaign_idx" ON "investor_offers" USING btree ("landing_page_id","campaign_id","product_id");--> statement-breakpoint
CREATE INDEX "offer_status_history_offer_idx" ON "offer_status_history" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_offer_idx" ON "payment_confirmations" USING btree ("offer_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_advisor_idx" ON "kyc_requests" USING btree ("landing_page_id","advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_landing_email_idx" ON "kyc_requests" USING btree ("landing_page_id","investor_email");