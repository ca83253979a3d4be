ALTER TABLE "stock_arrivals" ADD COLUMN "allocated_units" integer;--> statement-breakpoint
ALTER TABLE "stock_arrivals" ADD COLUMN "lines_served" integer;--> statement-breakpoint
ALTER TABLE "stock_arrivals" ADD COLUMN "orders_served" integer;--> statement-breakpoint
ALTER TABLE "stock_arrivals" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "stock_arrivals_product_idx" ON "stock_arrivals" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_arrivals_request_key_uq" ON "stock_arrivals" USING btree ("request_key") WHERE "stock_arrivals"."request_key" IS NOT NULL;