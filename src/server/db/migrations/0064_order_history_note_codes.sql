ALTER TABLE "order_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_values" jsonb;