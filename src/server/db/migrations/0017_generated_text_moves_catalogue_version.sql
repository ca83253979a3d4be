-- Whether a product's words are the generated catalogue's (translated on the way out, ADR 023) changes
-- what lists and searches show, so it moves the catalogue version like every other shown column (0012).
DROP TRIGGER IF EXISTS "products_catalogue_version_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
  "symbol", "symbol_key", "original_symbol", "description", "manufacturer_id", "manufacturer_symbol",
  "manufacturer_symbol_key", "category_id", "unit", "minimum_quantity", "multiples", "flags",
  "permissions", "price_precision", "vat_rate_override", "image_url", "lead_time_days", "sort_price",
  "generated_text"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
