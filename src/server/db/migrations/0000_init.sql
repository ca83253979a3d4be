CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"depth" smallint NOT NULL,
	"path_ids" integer[] NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_pln" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"title" jsonb,
	"image_url" text,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"letter" text NOT NULL,
	"logo_url" text,
	"description" text,
	"promoted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"unit" text,
	"numeric" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_breaks" (
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"net_price_pln" numeric(14, 6) NOT NULL,
	CONSTRAINT "price_breaks_product_id_amount_pk" PRIMARY KEY("product_id","amount")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"net_price_pln" numeric(14, 6) NOT NULL,
	CONSTRAINT "price_history_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"language" text
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "product_links_product_id_kind_linked_product_id_pk" PRIMARY KEY("product_id","kind","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_parameters" (
	"product_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value_si" double precision,
	"display" text NOT NULL,
	CONSTRAINT "product_parameters_product_id_parameter_id_pk" PRIMARY KEY("product_id","parameter_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"symbol_key" text NOT NULL,
	"original_symbol" text,
	"description" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"manufacturer_symbol" text NOT NULL,
	"manufacturer_symbol_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"unit" text NOT NULL,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"multiples" integer DEFAULT 1 NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" text[] NOT NULL,
	"price_precision" smallint DEFAULT 2 NOT NULL,
	"vat_rate_override" numeric(5, 2),
	"image_url" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"external_stock" integer DEFAULT 0 NOT NULL,
	"lead_time_days" smallint,
	"sort_price" numeric(14, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_slots" ADD CONSTRAINT "home_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_path_ids_idx" ON "categories" USING gin ("path_ids");--> statement-breakpoint
CREATE INDEX "home_slots_kind_idx" ON "home_slots" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "manufacturers_letter_idx" ON "manufacturers" USING btree ("letter");--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_name_uq" ON "parameters" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_parameters_value_idx" ON "product_parameters" USING btree ("parameter_id","value_si");--> statement-breakpoint
CREATE INDEX "product_parameters_display_idx" ON "product_parameters" USING btree ("parameter_id","display");--> statement-breakpoint
CREATE UNIQUE INDEX "products_symbol_uq" ON "products" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "products_symbol_key_idx" ON "products" USING btree ("symbol_key");--> statement-breakpoint
CREATE INDEX "products_manufacturer_symbol_key_idx" ON "products" USING btree ("manufacturer_symbol_key");--> statement-breakpoint
CREATE INDEX "products_original_symbol_idx" ON "products" USING btree ("original_symbol");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","symbol");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sort_price");--> statement-breakpoint
CREATE INDEX "products_category_stock_idx" ON "products" USING btree ("category_id","stock" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_manufacturer_category_idx" ON "products" USING btree ("manufacturer_id","category_id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_symbol_idx" ON "products" USING btree ("manufacturer_id","symbol");--> statement-breakpoint
CREATE INDEX "products_manufacturer_price_idx" ON "products" USING btree ("manufacturer_id","sort_price");--> statement-breakpoint
CREATE INDEX "promotions_product_idx" ON "promotions" USING btree ("product_id","date_to");