CREATE TABLE "order_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_person_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_persons" ADD COLUMN "may_order" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD COLUMN "order_limit" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "contact_persons" ADD COLUMN "month_limit" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "contact_persons" ADD COLUMN "approves_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_order_idx" ON "order_approvals" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_approvals_customer_idx" ON "order_approvals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_placed_idx" ON "orders" USING btree ("contact_person_id","placed_at") WHERE "orders"."status" <> 'cart';