CREATE TABLE "campaign_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_documents_campaign_asset_unique" UNIQUE("campaign_id","asset_id"),
	CONSTRAINT "campaign_documents_kind" CHECK ("campaign_documents"."kind" in ('terms', 'information-memorandum', 'other')),
	CONSTRAINT "campaign_documents_language" CHECK ("campaign_documents"."language" in ('pl', 'en'))
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_landing_id_unique" UNIQUE("landing_page_id","id"),
	CONSTRAINT "assets_kind" CHECK ("assets"."kind" in ('logo', 'favicon', 'background', 'campaign-cover', 'campaign-document'))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_investment_value_step";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_iban" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_holder" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_bank_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_swift" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "transfer_title_pattern" text;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_campaign_fk" FOREIGN KEY ("landing_page_id","campaign_id") REFERENCES "public"."campaigns"("landing_page_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_asset_fk" FOREIGN KEY ("landing_page_id","asset_id") REFERENCES "public"."assets"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_file_fk" FOREIGN KEY ("landing_page_id","file_id") REFERENCES "public"."files"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_documents_landing_campaign_idx" ON "campaign_documents" USING btree ("landing_page_id","campaign_id","position");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cover_image_fk" FOREIGN KEY ("landing_page_id","cover_image_id") REFERENCES "public"."assets"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_payment_account" CHECK (("campaigns"."payment_iban" is null) = ("campaigns"."payment_holder" is null) and ("campaigns"."payment_iban" is null) = ("campaigns"."payment_bank_name" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_investment_value_step" CHECK ("products"."investment_value_step" >= 0);