ALTER TABLE "analytics_events" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "value_pln" numeric(14, 2);