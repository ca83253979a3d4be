DROP INDEX "customer_alerts_customer_product_kind";--> statement-breakpoint
DROP INDEX "customer_alerts_customer_directory";--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD COLUMN "contact_person_id" integer;--> statement-breakpoint
-- Existing alerts (ADR 039): an alert on a private list can only have been set by the list's owner;
-- every other one goes to who was mailed until now, the customer's primary contact (else the first
-- contact person still there, else any).
UPDATE "customer_alerts" a SET "contact_person_id" = d."contact_person_id"
  FROM "favourite_directories" d
  WHERE d."id" = a."directory_id" AND NOT d."shared_with_company";--> statement-breakpoint
UPDATE "customer_alerts" a SET "contact_person_id" = (
  SELECT cp."id" FROM "contact_persons" cp WHERE cp."customer_id" = a."customer_id"
  ORDER BY (cp."deleted_at" IS NULL) DESC, cp."is_primary" DESC, cp."id" LIMIT 1)
  WHERE a."contact_person_id" IS NULL;--> statement-breakpoint
-- A customer without any contact person had nobody to mail them to.
DELETE FROM "customer_alerts" WHERE "contact_person_id" IS NULL;--> statement-breakpoint
ALTER TABLE "customer_alerts" ALTER COLUMN "contact_person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_alerts" ADD CONSTRAINT "customer_alerts_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_alerts_person_product_kind" ON "customer_alerts" USING btree ("customer_id","contact_person_id","product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_alerts_person_directory" ON "customer_alerts" USING btree ("customer_id","contact_person_id","directory_id") WHERE "customer_alerts"."directory_id" is not null;
