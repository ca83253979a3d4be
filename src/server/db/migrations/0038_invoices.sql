CREATE TABLE "invoice_counters" (
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_market_kind_year_pk" PRIMARY KEY("market","kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer,
	"via" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"order_number" text,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"corrects_id" integer,
	"correction_reason" text,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_date" date NOT NULL,
	"due_date" date,
	"payment_method" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_summary" jsonb NOT NULL,
	"net_total" numeric(16, 4) NOT NULL,
	"vat_total" numeric(16, 4) NOT NULL,
	"gross_total" numeric(16, 4) NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"ksef_number" text,
	"ksef_verification_url" text
);
--> statement-breakpoint
ALTER TABLE "invoice_downloads" ADD CONSTRAINT "invoice_downloads_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_downloads" ADD CONSTRAINT "invoice_downloads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_downloads" ADD CONSTRAINT "invoice_downloads_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_downloads_invoice_idx" ON "invoice_downloads" USING btree ("invoice_id","downloaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("market","kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_uq" ON "invoices" USING btree ("order_id","kind") WHERE "invoices"."kind" in ('proforma', 'invoice');--> statement-breakpoint
CREATE INDEX "invoices_customer_issued_idx" ON "invoices" USING btree ("customer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);