CREATE TABLE "enquiry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_offer_prices" (
	"offer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"net_price_pln" numeric(14, 6) NOT NULL,
	CONSTRAINT "marketplace_offer_prices_offer_id_amount_pk" PRIMARY KEY("offer_id","amount")
);
--> statement-breakpoint
CREATE TABLE "marketplace_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"lead_time_days" smallint NOT NULL,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_files" ADD CONSTRAINT "enquiry_files_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offer_prices" ADD CONSTRAINT "marketplace_offer_prices_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_seller_id_marketplace_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."marketplace_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_files_enquiry_idx" ON "enquiry_files" USING btree ("enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_offers_product_seller_uq" ON "marketplace_offers" USING btree ("product_id","seller_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_seller_idx" ON "marketplace_offers" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_sellers_code_uq" ON "marketplace_sellers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_seller_id_marketplace_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."marketplace_sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Enquiries taken before this migration were confirmed inside their request (ADR 066): nothing is owed.
UPDATE "enquiries" SET "confirmed_at" = "created_at";
