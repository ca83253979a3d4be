CREATE TABLE "favourite_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"shared_with_company" boolean DEFAULT false NOT NULL,
	"public_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_directories_token_check" CHECK ("favourite_directories"."public_token" ~ '^[A-Za-z0-9]{40}$')
);
--> statement-breakpoint
CREATE TABLE "favourite_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"saved_price" numeric(14, 6),
	"saved_currency" text NOT NULL,
	"saved_stock" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_items_quantity_check" CHECK ("favourite_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "favourite_directories" ADD CONSTRAINT "favourite_directories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_directories" ADD CONSTRAINT "favourite_directories_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_directory_id_favourite_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."favourite_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_directories_token_uq" ON "favourite_directories" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "favourite_directories_customer_idx" ON "favourite_directories" USING btree ("customer_id","contact_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_items_directory_product_uq" ON "favourite_items" USING btree ("directory_id","product_id");--> statement-breakpoint
CREATE INDEX "favourite_items_directory_created_idx" ON "favourite_items" USING btree ("directory_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourite_items_product_idx" ON "favourite_items" USING btree ("product_id");