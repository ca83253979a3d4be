ALTER TABLE "customer_alerts" DROP CONSTRAINT "customer_alerts_kind";--> statement-breakpoint
ALTER TABLE "customer_alerts" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD COLUMN "directory_id" integer;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_directory_id_favourite_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."favourite_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_alerts_customer_directory" ON "customer_alerts" USING btree ("customer_id","directory_id") WHERE "customer_alerts"."directory_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_alerts_active_directory" ON "customer_alerts" USING btree ("directory_id") WHERE "customer_alerts"."active" and "customer_alerts"."directory_id" is not null;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_target" CHECK (("customer_alerts"."kind" = 'list_available') = ("customer_alerts"."directory_id" is not null and "customer_alerts"."product_id" is null)
        and ("customer_alerts"."product_id" is null) <> ("customer_alerts"."directory_id" is null));--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_kind" CHECK ("customer_alerts"."kind" in ('stock', 'price', 'withdrawn', 'list_available'));