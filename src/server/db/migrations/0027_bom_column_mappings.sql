CREATE TABLE "bom_column_mappings" (
	"customer_id" integer NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_column_mappings_customer_id_signature_pk" PRIMARY KEY("customer_id","signature")
);
--> statement-breakpoint
ALTER TABLE "bom_column_mappings" ADD CONSTRAINT "bom_column_mappings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;