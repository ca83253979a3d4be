CREATE TABLE "tiny_urls" (
	"token" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	CONSTRAINT "tiny_urls_token_check" CHECK ("tiny_urls"."token" ~ '^[a-z0-9]{32}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tiny_urls_target_uq" ON "tiny_urls" USING btree ("target");