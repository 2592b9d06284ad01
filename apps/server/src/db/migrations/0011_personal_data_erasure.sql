ALTER TABLE "investors" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "retention_until" date;--> statement-breakpoint
CREATE INDEX "investors_retention_until_idx" ON "investors" USING btree ("retention_until");