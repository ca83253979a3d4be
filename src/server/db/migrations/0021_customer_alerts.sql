CREATE TABLE "customer_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer,
	"threshold" numeric(14, 6),
	"currency" text,
	"repeat" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fired_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_alerts_kind" CHECK ("customer_alerts"."kind" in ('stock', 'price', 'withdrawn')),
	CONSTRAINT "customer_alerts_price_fields" CHECK (("customer_alerts"."kind" = 'price') = ("customer_alerts"."threshold" is not null and "customer_alerts"."currency" is not null and "customer_alerts"."quantity" is not null))
);
--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_alerts_customer_product_kind" ON "customer_alerts" USING btree ("customer_id","product_id","kind");--> statement-breakpoint
CREATE INDEX "customer_alerts_active_product" ON "customer_alerts" USING btree ("product_id") WHERE "customer_alerts"."active";