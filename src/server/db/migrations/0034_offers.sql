CREATE TABLE "offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"breaks" jsonb NOT NULL,
	"max_quantity" integer,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_lines_bought_ck" CHECK ("offer_lines"."max_quantity" IS NULL OR "offer_lines"."bought" <= "offer_lines"."max_quantity")
);
--> statement-breakpoint
CREATE TABLE "offer_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_line_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"unit_price" numeric(16, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"number" text GENERATED ALWAYS AS ('OFR-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"staff_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "offers_state_ck" CHECK ("offers"."state" IN ('active','used_up','withdrawn')),
	CONSTRAINT "offers_validity_ck" CHECK ("offers"."valid_until" > "offers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_offer_line_id_offer_lines_id_fk" FOREIGN KEY ("offer_line_id") REFERENCES "public"."offer_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_lines_position_uq" ON "offer_lines" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_lines_product_idx" ON "offer_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offer_purchases_line_idx" ON "offer_purchases" USING btree ("offer_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_uq" ON "offers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","valid_until" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at" DESC NULLS LAST);