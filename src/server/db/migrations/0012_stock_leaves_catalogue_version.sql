-- Stock moves with every placed or cancelled order; it must not bump the catalogue version. Every
-- finishing transaction updated the one meta row before (all orders queued on its row lock until
-- commit) and each order emptied the search micro-cache. Inserts, deletes and updates of any other
-- column still bump it; the stock facet may lag the stock by the micro-cache's few seconds (ADR 008).
-- An update listing stock among other columns (an import's upsert) still bumps: UPDATE OF fires when
-- any listed column is set.
DROP TRIGGER IF EXISTS "products_catalogue_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE OF
  "symbol", "symbol_key", "original_symbol", "description", "manufacturer_id", "manufacturer_symbol",
  "manufacturer_symbol_key", "category_id", "unit", "minimum_quantity", "multiples", "flags",
  "permissions", "price_precision", "vat_rate_override", "image_url", "lead_time_days", "sort_price"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
