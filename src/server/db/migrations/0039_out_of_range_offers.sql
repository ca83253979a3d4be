ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "special_line" jsonb;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD COLUMN "out_of_range" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_special_uq" ON "order_items" USING btree ("order_id","quotation_id","quotation_position") WHERE "order_items"."product_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_ck" CHECK ("order_items"."product_id" IS NOT NULL OR ("order_items"."special_line" IS NOT NULL AND "order_items"."quotation_id" IS NOT NULL AND "order_items"."quotation_position" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_product_ck" CHECK (("offer_lines"."product_id" IS NULL) <> ("offer_lines"."out_of_range" IS NULL));