ALTER TABLE "products" ADD COLUMN "lifecycle" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "last_time_buy_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "replacement_symbol" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rohs" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reach" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eccn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hts_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "msl" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hts_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
CREATE INDEX "products_lifecycle_idx" ON "products" USING btree ("lifecycle","category_id") WHERE "products"."lifecycle" <> 'active';--> statement-breakpoint
CREATE INDEX "products_rohs_idx" ON "products" USING btree ("rohs","category_id") WHERE "products"."rohs" <> 'compliant';--> statement-breakpoint
-- Lifecycle and compliance are shown on lists and counted by the filters (cached under the catalogue
-- version, ADR 075): an update of them moves the version like every other shown column (0012, 0017).
DROP TRIGGER IF EXISTS "products_catalogue_version_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
  "symbol", "symbol_key", "original_symbol", "description", "manufacturer_id", "manufacturer_symbol",
  "manufacturer_symbol_key", "category_id", "unit", "minimum_quantity", "multiples", "flags",
  "permissions", "price_precision", "vat_rate_override", "image_url", "lead_time_days", "sort_price",
  "generated_text", "lifecycle", "last_time_buy_date", "replacement_symbol", "rohs", "reach", "eccn",
  "hts_code", "country_of_origin", "msl"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
