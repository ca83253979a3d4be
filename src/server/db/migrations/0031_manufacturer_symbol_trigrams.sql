-- Quick buy: similar manufacturer part numbers, found through parts of the typed key (ADR 047).
CREATE INDEX "products_manufacturer_symbol_key_trgm_idx" ON "products" USING gin ("manufacturer_symbol_key" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- The symbols' trigram index keeps its entries and gets the same small pending list: set in place
-- (no rebuild), and the list it holds now merged.
ALTER INDEX "products_symbol_key_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
SELECT gin_clean_pending_list('products_symbol_key_trgm_idx');
