CREATE SEQUENCE "public"."address_number_seq" INCREMENT BY 1 MINVALUE 2000001 MAXVALUE 9999999 START WITH 2000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1000001 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "company_registry" (
	"duns" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"crc" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"language" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"address_number" text NOT NULL,
	"role" text NOT NULL,
	"customer_name" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"vat_number" text,
	"access_point_id" text,
	"receiver_email" text,
	"receiver_phone" text,
	"sales_department" text,
	"declared_use" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"customer_type" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"zone_price_type" text,
	"is_person" boolean DEFAULT false NOT NULL,
	"is_private_customer" boolean DEFAULT false NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"company_name" text,
	"vat_number" text,
	"duns" text,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"terms_version" text,
	"terms_accepted_at" timestamp with time zone,
	"login_alert" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"language" text NOT NULL,
	"transport" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"contact_person_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"contact_person_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_registry_country_zip_idx" ON "company_registry" USING btree ("country","zip_code");--> statement-breakpoint
CREATE INDEX "company_registry_name_idx" ON "company_registry" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_persons_crc_uq" ON "contact_persons" USING btree ("crc");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_persons_email_uq" ON "contact_persons" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_persons_username_uq" ON "contact_persons" USING btree ("username");--> statement-breakpoint
CREATE INDEX "contact_persons_customer_idx" ON "contact_persons" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_number_uq" ON "customer_addresses" USING btree ("address_number");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id","role") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_uq" ON "customers" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "email_verification_codes_email_idx" ON "email_verification_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_person_idx" ON "password_reset_tokens" USING btree ("contact_person_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_contact_person_idx" ON "sessions" USING btree ("contact_person_id");