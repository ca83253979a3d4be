CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"title" jsonb NOT NULL,
	"desktop_image_url" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"symbol" text NOT NULL,
	"recommendation_type" text NOT NULL,
	"recommendation_place" text NOT NULL,
	"algorithm_version" text NOT NULL,
	"algorithm_datetime" timestamp with time zone NOT NULL,
	"slot" smallint,
	"zone_symbol" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer,
	"slot" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"recommendation_type" text NOT NULL,
	"algorithm_version" text NOT NULL,
	"algorithm_datetime" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendations_slot_range" CHECK ("recommendations"."slot" >= 0 AND "recommendations"."slot" < 28)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"symbol" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"short_content" text NOT NULL,
	"manufacturer_id" integer,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tooltips" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "tooltips_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "zone_products" (
	"zone_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "zone_products_zone_id_product_id_pk" PRIMARY KEY("zone_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_clicks" ADD CONSTRAINT "recommendation_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_products" ADD CONSTRAINT "zone_products_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_products" ADD CONSTRAINT "zone_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_zone_idx" ON "banners" USING btree ("zone","position");--> statement-breakpoint
CREATE INDEX "recommendation_clicks_clicked_at_idx" ON "recommendation_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "recommendations_zone_slot_idx" ON "recommendations" USING btree ("zone_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_key_symbol_language_uq" ON "resources" USING btree ("key","symbol","language");--> statement-breakpoint
CREATE INDEX "resources_category_ids_idx" ON "resources" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "zone_products_product_idx" ON "zone_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_symbol_uq" ON "zones" USING btree ("symbol");