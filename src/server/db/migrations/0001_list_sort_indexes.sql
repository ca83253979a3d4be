DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_stock_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id","sort_price" DESC NULLS LAST,"symbol");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sort_price","symbol");--> statement-breakpoint
CREATE INDEX "products_category_stock_idx" ON "products" USING btree ("category_id","stock" DESC NULLS LAST,"symbol");