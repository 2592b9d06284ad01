CREATE TABLE "settlement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"counter_party_tin" text NOT NULL,
	"counter_party_name" text NOT NULL,
	"counter_party_street" text NOT NULL,
	"counter_party_street_number" text NOT NULL,
	"counter_party_apartment_number" text,
	"counter_party_city" text NOT NULL,
	"counter_party_zip_code" text NOT NULL,
	"counter_party_country" text NOT NULL,
	"type" text NOT NULL,
	"document_number" text NOT NULL,
	"corrected_document_number" text,
	"issue_date" date NOT NULL,
	"sale_date" date NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"bank_account" text,
	"bank_account_country" text,
	"gl_account" text,
	"cost_center" text,
	"pdf_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "settlement_documents_number_unique" UNIQUE("landing_page_id","advisor_id","type","document_number"),
	CONSTRAINT "settlement_documents_type" CHECK ("settlement_documents"."type" in ('invoice', 'correction', 'bill')),
	CONSTRAINT "settlement_documents_payment_method" CHECK ("settlement_documents"."payment_method" in ('transfer', 'cash', 'other')),
	CONSTRAINT "settlement_documents_payment_status" CHECK ("settlement_documents"."payment_status" in ('unpaid', 'paid')),
	CONSTRAINT "settlement_documents_currency" CHECK ("settlement_documents"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "settlement_documents_amount" CHECK ("settlement_documents"."amount" > 0),
	CONSTRAINT "settlement_documents_corrected_number" CHECK (("settlement_documents"."type" = 'correction') = ("settlement_documents"."corrected_document_number" is not null)),
	CONSTRAINT "settlement_documents_paid_at" CHECK (("settlement_documents"."payment_status" = 'paid') = ("settlement_documents"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "settlement_documents" ADD CONSTRAINT "settlement_documents_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_documents" ADD CONSTRAINT "settlement_documents_advisor_fk" FOREIGN KEY ("landing_page_id","advisor_id") REFERENCES "public"."advisors"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_documents" ADD CONSTRAINT "settlement_documents_pdf_fk" FOREIGN KEY ("landing_page_id","pdf_file_id") REFERENCES "public"."files"("landing_page_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_documents_landing_created_idx" ON "settlement_documents" USING btree ("landing_page_id","created_at");--> statement-breakpoint
CREATE INDEX "settlement_documents_advisor_created_idx" ON "settlement_documents" USING btree ("landing_page_id","advisor_id","created_at");