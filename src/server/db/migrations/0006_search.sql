CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"query_key" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"results" integer NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_day_query_key_pk" PRIMARY KEY("day","query_key")
);
--> statement-breakpoint
DROP INDEX "product_parameters_value_idx";--> statement-breakpoint
DROP INDEX "product_parameters_display_idx";--> statement-breakpoint
DROP INDEX "products_symbol_key_idx";--> statement-breakpoint
DROP INDEX "products_manufacturer_symbol_key_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "products"."description")) STORED;--> statement-breakpoint
CREATE INDEX "product_documents_title_tsv_idx" ON "product_documents" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "products_original_symbol_key_idx" ON "products" USING btree ((upper(regexp_replace("original_symbol", '[[:space:]./-]+', '', 'g'))) text_pattern_ops) WHERE "products"."original_symbol" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_symbol_key_trgm_idx" ON "products" USING gin ("symbol_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_parameters_value_idx" ON "product_parameters" USING btree ("parameter_id","value_si","product_id");--> statement-breakpoint
CREATE INDEX "product_parameters_display_idx" ON "product_parameters" USING btree ("parameter_id","display","product_id");--> statement-breakpoint
CREATE INDEX "products_symbol_key_idx" ON "products" USING btree ("symbol_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_manufacturer_symbol_key_idx" ON "products" USING btree ("manufacturer_symbol_key" text_pattern_ops);