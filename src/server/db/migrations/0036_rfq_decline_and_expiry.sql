CREATE TABLE "rfq_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"contact_person_id" integer,
	"staff_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_history_actor_ck" CHECK ("rfq_history"."actor" IN ('customer','staff','system'))
);
--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfq_history" ADD CONSTRAINT "rfq_history_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_history" ADD CONSTRAINT "rfq_history_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_history" ADD CONSTRAINT "rfq_history_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_history_request_idx" ON "rfq_history" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "rfq_requests_open_valid_idx" ON "rfq_requests" USING btree ("valid_until") WHERE "rfq_requests"."state" IN ('quoted', 'partly_accepted');--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_rejected_by_ck" CHECK ("rfq_requests"."rejected_by" IS NULL OR "rfq_requests"."rejected_by" IN ('staff','customer'));