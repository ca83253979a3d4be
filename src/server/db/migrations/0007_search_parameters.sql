-- Search facets count every parameter of up to 10 000 matching products. With the value and display
-- text in the primary key's index that read is index-only, instead of one heap visit per product
-- (2-3x faster on 1 000 000 products). Drizzle cannot declare INCLUDE on a primary key, hence SQL here.
ALTER TABLE "product_parameters" DROP CONSTRAINT "product_parameters_product_id_parameter_id_pk";--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_product_id_parameter_id_pk" PRIMARY KEY ("product_id", "parameter_id") INCLUDE ("value_si", "display");
--> statement-breakpoint
-- Row estimates of parameter conditions ("Current = 1 A", "Case = 0603") decide whether a search
-- starts from the parameter side or from the word side. Per-column statistics multiply two
-- independent guesses (off by 3-5x); statistics over the pairs, with a larger sample, hit within 2%.
ALTER TABLE "product_parameters" ALTER COLUMN "parameter_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "product_parameters" ALTER COLUMN "value_si" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "product_parameters" ALTER COLUMN "display" SET STATISTICS 1000;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "product_parameters_value_stats" (mcv) ON "parameter_id", "value_si" FROM "product_parameters";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "product_parameters_display_stats" (mcv) ON "parameter_id", "display" FROM "product_parameters";--> statement-breakpoint
ANALYZE "product_parameters";
