CREATE TABLE "customer_einvoice" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"activated_at" timestamp with time zone,
	"pending_email" text,
	"pending_nonce" text,
	"pending_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"default_delivery" text,
	"default_payment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_vat_numbers" (
	"customer_id" integer NOT NULL,
	"country" text NOT NULL,
	"vat_number" text NOT NULL,
	CONSTRAINT "customer_vat_numbers_customer_id_country_pk" PRIMARY KEY("customer_id","country")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "customer_einvoice" ADD CONSTRAINT "customer_einvoice_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_preferences" ADD CONSTRAINT "customer_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vat_numbers" ADD CONSTRAINT "customer_vat_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;