CREATE TABLE "rfq_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quoted_line_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"unit_price" numeric(16, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_row" integer NOT NULL,
	"query" text NOT NULL,
	"product_id" integer,
	"manufacturer" text,
	"amounts" integer[] NOT NULL,
	"target_price" numeric(16, 6),
	"note" text
);
--> statement-breakpoint
CREATE TABLE "rfq_quoted_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"alternative" boolean DEFAULT false NOT NULL,
	"breaks" jsonb NOT NULL,
	"lead_time_days" integer,
	"staff_note" text
);
--> statement-breakpoint
CREATE TABLE "rfq_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer,
	"number" text GENERATED ALWAYS AS ('RFQ-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"crc_token" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"valid_until" timestamp with time zone,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	CONSTRAINT "rfq_requests_state_ck" CHECK ("rfq_requests"."state" IN ('draft','sent','being_priced','quoted','partly_accepted','accepted','expired','rejected'))
);
--> statement-breakpoint
CREATE TABLE "rfq_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_person_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfq_acceptances" ADD CONSTRAINT "rfq_acceptances_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_acceptances" ADD CONSTRAINT "rfq_acceptances_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_acceptances" ADD CONSTRAINT "rfq_acceptances_quoted_line_id_rfq_quoted_lines_id_fk" FOREIGN KEY ("quoted_line_id") REFERENCES "public"."rfq_quoted_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quoted_lines" ADD CONSTRAINT "rfq_quoted_lines_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quoted_lines" ADD CONSTRAINT "rfq_quoted_lines_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quoted_lines" ADD CONSTRAINT "rfq_quoted_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_saved_searches" ADD CONSTRAINT "rfq_saved_searches_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_acceptances_line_uq" ON "rfq_acceptances" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_position_uq" ON "rfq_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quoted_lines_position_uq" ON "rfq_quoted_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "rfq_quoted_lines_line_idx" ON "rfq_quoted_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_requests_number_uq" ON "rfq_requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_requests_crc_token_uq" ON "rfq_requests" USING btree ("crc_token");--> statement-breakpoint
CREATE INDEX "rfq_requests_customer_idx" ON "rfq_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfq_requests_state_idx" ON "rfq_requests" USING btree ("state","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_saved_searches_name_uq" ON "rfq_saved_searches" USING btree ("contact_person_id","name");