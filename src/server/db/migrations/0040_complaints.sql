CREATE TABLE "complaint_files" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"complaint_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"by" text NOT NULL,
	"staff_id" integer,
	"text" text,
	"internal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_lines" (
	"complaint_id" integer NOT NULL,
	"position" integer NOT NULL,
	"symbol" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_net" numeric(16, 6) NOT NULL,
	CONSTRAINT "complaint_lines_complaint_id_position_pk" PRIMARY KEY("complaint_id","position")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer,
	"invoice_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" integer,
	"order_number" text,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"buyer_type" text NOT NULL,
	"reason" text NOT NULL,
	"path" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"requested_resolution" text NOT NULL,
	"resolution" text,
	"description" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"delivered_on" date NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" date NOT NULL,
	"auto_accept" boolean NOT NULL,
	"decided_at" timestamp with time zone,
	"correction_invoice_id" integer,
	"correction_number" text,
	"correction_gross" numeric(16, 4),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_history" ADD CONSTRAINT "complaint_history_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_history" ADD CONSTRAINT "complaint_history_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lines" ADD CONSTRAINT "complaint_lines_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_correction_invoice_id_invoices_id_fk" FOREIGN KEY ("correction_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_files_draft_idx" ON "complaint_files" USING btree ("contact_person_id","seq") WHERE "complaint_files"."complaint_id" is null;--> statement-breakpoint
CREATE INDEX "complaint_files_complaint_idx" ON "complaint_files" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_history_complaint_idx" ON "complaint_history" USING btree ("complaint_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_rma_uq" ON "complaints" USING btree ("rma_number");--> statement-breakpoint
CREATE INDEX "complaints_customer_filed_idx" ON "complaints" USING btree ("customer_id","filed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "complaints_invoice_idx" ON "complaints" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "complaints_open_deadline_idx" ON "complaints" USING btree ("answer_by","id") WHERE "complaints"."state" in ('new', 'under_review', 'awaiting_goods');