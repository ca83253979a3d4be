-- The catalogue's version: a number that changes with every statement writing products or their
-- parameters (imports, seeds), in the writing transaction. Caches of search results and facet counts
-- are keyed by it, so nothing counted before an import is served after it.
INSERT INTO "meta" ("key", "value", "updated_at") VALUES ('catalogue_version', '0'::jsonb, now())
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "meta" SET "value" = to_jsonb(coalesce(("value" #>> '{}')::bigint, 0) + 1), "updated_at" = now()
   WHERE "key" = 'catalogue_version';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_parameters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_parameters"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
