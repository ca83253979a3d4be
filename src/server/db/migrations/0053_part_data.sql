CREATE TABLE "category_key_parameters" (
	"category_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "category_key_parameters_category_id_parameter_id_pk" PRIMARY KEY("category_id","parameter_id")
);
--> statement-breakpoint
CREATE TABLE "product_cad_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_packaging" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"packaging" text,
	"reel_quantity" integer,
	"manufacturer_id" integer NOT NULL,
	"part_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_key_parameters" ADD CONSTRAINT "category_key_parameters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_key_parameters" ADD CONSTRAINT "category_key_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cad_models" ADD CONSTRAINT "product_cad_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packaging" ADD CONSTRAINT "product_packaging_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_cad_models_product_idx" ON "product_cad_models" USING btree ("product_id","kind","format");--> statement-breakpoint
CREATE INDEX "product_packaging_part_idx" ON "product_packaging" USING btree ("manufacturer_id","part_key","product_id");