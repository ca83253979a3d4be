CREATE TABLE "customer_symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"symbol_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_symbols" ADD CONSTRAINT "customer_symbols_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_symbols" ADD CONSTRAINT "customer_symbols_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_symbols_product_uq" ON "customer_symbols" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_symbols_key_uq" ON "customer_symbols" USING btree ("customer_id","symbol_key");--> statement-breakpoint
CREATE INDEX "customer_symbols_symbol_idx" ON "customer_symbols" USING btree ("customer_id",lower("symbol"));--> statement-breakpoint
CREATE INDEX "customer_symbols_updated_idx" ON "customer_symbols" USING btree ("customer_id","updated_at");