CREATE TABLE "stock_arrivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expected_on" date,
	"received_at" timestamp with time zone,
	"allocated_at" timestamp with time zone,
	"source" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_arrivals_quantity_ck" CHECK ("stock_arrivals"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "factory_lead_days" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "backordered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "backorder_waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "backorder_due" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "backorder_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_arrivals" ADD CONSTRAINT "stock_arrivals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_arrivals_incoming_idx" ON "stock_arrivals" USING btree ("product_id","expected_on") WHERE "stock_arrivals"."received_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_arrivals_pending_idx" ON "stock_arrivals" USING btree ("product_id") WHERE "stock_arrivals"."received_at" IS NOT NULL AND "stock_arrivals"."allocated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_items_backorder_waiting_idx" ON "order_items" USING btree ("product_id","id") WHERE "order_items"."backorder_waiting" > 0;--> statement-breakpoint
CREATE INDEX "order_items_backorder_unmailed_idx" ON "order_items" USING btree ("id") WHERE "order_items"."backordered" > 0 AND "order_items"."backorder_waiting" = 0 AND "order_items"."backorder_mailed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_backorder_ck" CHECK ("order_items"."backorder_waiting" >= 0 AND "order_items"."backorder_waiting" <= "order_items"."backordered");--> statement-breakpoint
-- Hand-written: whether a product can be back-ordered, and how long the factory takes, show in
-- lists and on the product page, so a change of it moves the catalogue version like the other
-- details (the trigger names its columns; 0052 re-created it last).
DROP TRIGGER IF EXISTS "products_catalogue_version_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
  "symbol", "symbol_key", "original_symbol", "description", "manufacturer_id", "manufacturer_symbol",
  "manufacturer_symbol_key", "category_id", "unit", "minimum_quantity", "multiples", "flags",
  "permissions", "price_precision", "vat_rate_override", "image_url", "lead_time_days", "sort_price",
  "generated_text", "lifecycle", "last_time_buy_date", "replacement_symbol", "rohs", "reach", "eccn",
  "hts_code", "country_of_origin", "msl", "factory_lead_days"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
