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
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_backorder_ck" CHECK ("order_items"."backorder_waiting" >= 0 AND "order_items"."backorder_waiting" <= "order_items"."backordered");