CREATE TABLE "favourite_revision_changes" (
	"revision_id" integer NOT NULL,
	"quantity" integer,
	"product_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"note" text NOT NULL,
	"saved_price" numeric(14, 6),
	"saved_currency" text NOT NULL,
	"saved_stock" integer,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_revision_changes_revision_id_product_id_pk" PRIMARY KEY("revision_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_revision_snapshots" (
	"revision_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"product_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"note" text NOT NULL,
	"saved_price" numeric(14, 6),
	"saved_currency" text NOT NULL,
	"saved_stock" integer,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_revision_snapshots_revision_id_product_id_pk" PRIMARY KEY("revision_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_id" integer NOT NULL,
	"contact_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text NOT NULL,
	"note" text NOT NULL,
	"item_count" integer NOT NULL,
	"change_count" integer NOT NULL,
	"changes_since_snapshot" integer NOT NULL,
	"has_snapshot" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_revision_changes" ADD CONSTRAINT "favourite_revision_changes_revision_id_favourite_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."favourite_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_revision_snapshots" ADD CONSTRAINT "favourite_revision_snapshots_revision_id_favourite_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."favourite_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_revisions" ADD CONSTRAINT "favourite_revisions_directory_id_favourite_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."favourite_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_revisions" ADD CONSTRAINT "favourite_revisions_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_revisions_directory_idx" ON "favourite_revisions" USING btree ("directory_id","id" DESC NULLS LAST);