DROP INDEX "investor_offers_owner_status_idx";--> statement-breakpoint
DROP INDEX "investor_offers_network_status_date_idx";--> statement-breakpoint
DROP INDEX "investor_offers_landing_status_date_idx";--> statement-breakpoint
CREATE INDEX "investor_offers_owner_status_date_idx" ON "investor_offers" USING btree ("landing_page_id","owner_advisor_id","status_date","status","currency","investment_value","network_id");--> statement-breakpoint
CREATE INDEX "investor_offers_network_status_date_idx" ON "investor_offers" USING btree ("landing_page_id","network_id","status_date","status","currency","investment_value");--> statement-breakpoint
CREATE INDEX "investor_offers_landing_status_date_idx" ON "investor_offers" USING btree ("landing_page_id","status_date","status","currency","investment_value");