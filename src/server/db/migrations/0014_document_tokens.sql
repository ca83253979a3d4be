-- Every document gets the key of its public link, /Document/{token}/{file_name} (ADR 020). The
-- shop's own datasheets already carry one in their path; a supplier's document gets a random one.
ALTER TABLE "product_documents" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "product_documents" SET "token" = coalesce(substring("url" from '^/Document/([0-9a-f]{32})/'), md5(random()::text || clock_timestamp()::text || "id"::text));--> statement-breakpoint
ALTER TABLE "product_documents" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_token_idx" ON "product_documents" USING btree ("token");
