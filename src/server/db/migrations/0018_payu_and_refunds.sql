CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"external_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_uq" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_external_uq" ON "payments" USING btree ("provider","external_id");--> statement-breakpoint
-- PayU (ADR 028): offered where the online payment is, only when PAYU_* is configured.
INSERT INTO payment_methods (id, name_key, kind, providers, sort_order) VALUES
  ('online_payu', 'checkout.payment.payu', 'online', ARRAY['payu'], 4);
--> statement-breakpoint
INSERT INTO delivery_payment_methods (delivery_method_id, payment_method_id)
  SELECT delivery_method_id, 'online_payu' FROM delivery_payment_methods WHERE payment_method_id = 'online_testpay';
