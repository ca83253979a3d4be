ALTER TABLE "rfq_requests" ADD COLUMN "claimed_by_id" integer;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_claimed_by_id_staff_accounts_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing claims named a person: keep them where the name or e-mail is a staff account's.
UPDATE "rfq_requests" r SET "claimed_by_id" = s."id" FROM "staff_accounts" s WHERE r."claimed_by" IS NOT NULL AND (lower(s."email") = lower(r."claimed_by") OR lower(s."name") = lower(r."claimed_by"));--> statement-breakpoint
ALTER TABLE "rfq_requests" DROP COLUMN "claimed_by";
