ALTER TABLE "admin_configurations" ADD COLUMN "require_consent2" boolean;--> statement-breakpoint
ALTER TABLE "admin_configurations" ADD COLUMN "require_consent3" boolean;--> statement-breakpoint
ALTER TABLE "white_label_configurations" ADD COLUMN "require_consent2" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "white_label_configurations" ADD COLUMN "require_consent3" boolean DEFAULT false NOT NULL;