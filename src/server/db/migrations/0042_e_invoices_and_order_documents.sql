CREATE TABLE "e_invoices" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"xml" text,
	"problems" jsonb,
	"status" text NOT NULL,
	"verification_url" text,
	"session_reference" text,
	"invoice_reference" text,
	"ksef_number" text,
	"acquired_at" timestamp with time zone,
	"upo" text,
	"status_code" integer,
	"status_description" text,
	"details" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"token" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_unsent_idx" ON "e_invoices" USING btree ("last_attempt_at") WHERE "e_invoices"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_kind_uq" ON "order_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_documents_customer_idx" ON "order_documents" USING btree ("customer_id");