CREATE TABLE "punchout_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"system_name" text NOT NULL,
	"from_domain" text NOT NULL,
	"from_identity" text NOT NULL,
	"secret_hash" text NOT NULL,
	"return_origins" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"browser_form_post_url" text NOT NULL,
	"from_domain" text NOT NULL,
	"from_identity" text NOT NULL,
	"to_domain" text NOT NULL,
	"to_identity" text NOT NULL,
	"items_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'set_up' NOT NULL,
	"start_token_hash" text NOT NULL,
	"start_by" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"order_number" text,
	"transfer_token_hash" text,
	"transfer_by" timestamp with time zone,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"transferred_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "punchout_session_id" integer;--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD CONSTRAINT "punchout_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD CONSTRAINT "punchout_configs_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_config_id_punchout_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."punchout_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_configs_from_uq" ON "punchout_configs" USING btree ("from_domain","from_identity");--> statement-breakpoint
CREATE INDEX "punchout_configs_customer_idx" ON "punchout_configs" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_start_uq" ON "punchout_sessions" USING btree ("start_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_transfer_uq" ON "punchout_sessions" USING btree ("transfer_token_hash");--> statement-breakpoint
CREATE INDEX "punchout_sessions_config_idx" ON "punchout_sessions" USING btree ("config_id","created_at");