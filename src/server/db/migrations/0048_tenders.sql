CREATE TABLE "tender_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"query" text NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"match_kind" text NOT NULL,
	"match_accepted" boolean DEFAULT false NOT NULL,
	"matched" jsonb,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chosen_symbol" text,
	"unit_price" numeric(16, 4),
	"answer_note" text
);
--> statement-breakpoint
CREATE TABLE "tender_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer,
	"title" text NOT NULL,
	"reference" text,
	"note" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"email" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_outbox_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by_id" integer,
	"answer_note" text,
	"valid_until" date,
	"answer_outbox_id" integer
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"buyer" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tender_list_lines" ADD CONSTRAINT "tender_list_lines_list_id_tender_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."tender_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lists" ADD CONSTRAINT "tender_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lists" ADD CONSTRAINT "tender_lists_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lists" ADD CONSTRAINT "tender_lists_sent_outbox_id_outbox_id_fk" FOREIGN KEY ("sent_outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lists" ADD CONSTRAINT "tender_lists_answered_by_id_staff_accounts_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lists" ADD CONSTRAINT "tender_lists_answer_outbox_id_outbox_id_fk" FOREIGN KEY ("answer_outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_created_by_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_list_lines_list_idx" ON "tender_list_lines" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "tender_lists_customer_idx" ON "tender_lists" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tender_lists_state_sent_idx" ON "tender_lists" USING btree ("state","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_country_reference_idx" ON "tenders" USING btree ("country","reference");--> statement-breakpoint
CREATE INDEX "tenders_country_state_deadline_idx" ON "tenders" USING btree ("country","state","deadline");