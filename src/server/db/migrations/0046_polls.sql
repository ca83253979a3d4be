CREATE TABLE "marketing_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"link_url" text NOT NULL,
	"link_label" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"customer_id" integer,
	"visitor_hash" text,
	"option_ids" integer[] NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_answers_respondent_check" CHECK (("poll_answers"."customer_id" is null) <> ("poll_answers"."visitor_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"allow_comment" boolean DEFAULT true NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"placement" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "marketing_popups" ADD CONSTRAINT "marketing_popups_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_popups_live_idx" ON "marketing_popups" USING btree ("market","language","priority") WHERE "marketing_popups"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_customer_idx" ON "poll_answers" USING btree ("poll_id","customer_id") WHERE "poll_answers"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_visitor_idx" ON "poll_answers" USING btree ("poll_id","visitor_hash") WHERE "poll_answers"."visitor_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_options_poll_position_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "polls_active_place_idx" ON "polls" USING btree ("placement","market","language") WHERE "polls"."status" = 'active';--> statement-breakpoint
CREATE INDEX "polls_created_idx" ON "polls" USING btree ("created_at");