-- The staff desk records who made a code (ADR 050); existing codes (demo) have none, so the key holds.
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;
