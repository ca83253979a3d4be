ALTER TABLE "products" ADD COLUMN "parameter_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_parameter_keys_idx" ON "products" USING gin ("parameter_keys");--> statement-breakpoint
-- Search ANDs these keys with its words on products (one bitmap) instead of probing product_parameters
-- for every product of a broad word (ADR 008). A value's key is its cell: ln|v| in steps of 10⁻⁵
-- (v, or n for a negative value, z for zero). An exact value typed in a query (v ± 10⁻⁶ v) lies in
-- the cells of its two ends, and beside words search takes the values of those cells: within
-- 10⁻⁵ of the value typed, finer than any component series.
CREATE OR REPLACE FUNCTION "parameter_value_cell"(v float8) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v > 0 THEN 'v' || floor(ln(v) * 100000)::bigint
    WHEN v < 0 THEN 'n' || floor(ln(-v) * 100000)::bigint WHEN v = 0 THEN 'z' END
$$;--> statement-breakpoint
-- The keys of a product's rows: `p{id}d{display}` for each, `p{id}{cell}` for each value. A loop,
-- as it runs for every product a seed or an import writes (7 µs a product; a set-based SQL body
-- took 130).
CREATE OR REPLACE FUNCTION "parameter_keys_of"(ids int[], vals float8[], displays text[]) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  keys text[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) LOOP
    keys := keys || ('p' || ids[i] || 'd' || displays[i]);
    IF vals[i] IS NOT NULL THEN
      keys := keys || ('p' || ids[i] || parameter_value_cell(vals[i]));
    END IF;
  END LOOP;
  RETURN keys;
END
$$;--> statement-breakpoint
-- Brings the keys of these products up to date; a product whose keys hold already is not written
-- (compared as sets: their order is the rows' order).
CREATE OR REPLACE FUNCTION "refresh_parameter_keys"(product_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET parameter_keys = coalesce(k.keys, '{}') FROM (
    SELECT c.id, parameter_keys_of(array_agg(pp.parameter_id) FILTER (WHERE pp.product_id IS NOT NULL),
      array_agg(pp.value_si) FILTER (WHERE pp.product_id IS NOT NULL),
      array_agg(pp.display) FILTER (WHERE pp.product_id IS NOT NULL)) AS keys
    FROM unnest(product_ids) AS c(id) LEFT JOIN product_parameters pp ON pp.product_id = c.id
    GROUP BY c.id) k
  WHERE p.id = k.id AND NOT (p.parameter_keys @> coalesce(k.keys, '{}') AND coalesce(k.keys, '{}') @> p.parameter_keys)
$$;--> statement-breakpoint
-- One trigger per event: a trigger with transition tables takes a single event. A writer that stores
-- the keys with the products itself (the seed, through parameter_keys_of) says so for its transaction
-- (shop.parameter_keys_written = on), and its rows are not computed a second time.
CREATE OR REPLACE FUNCTION "product_parameters_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.parameter_keys_written', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_parameter_keys(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_parameter_keys(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_parameter_keys(ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  ELSE
    UPDATE products SET parameter_keys = '{}' WHERE parameter_keys <> '{}';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_parameters_keys_insert" AFTER INSERT ON "product_parameters"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_parameters_keys"();--> statement-breakpoint
CREATE TRIGGER "product_parameters_keys_update" AFTER UPDATE ON "product_parameters"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_parameters_keys"();--> statement-breakpoint
CREATE TRIGGER "product_parameters_keys_delete" AFTER DELETE ON "product_parameters"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_parameters_keys"();--> statement-breakpoint
CREATE TRIGGER "product_parameters_keys_truncate" AFTER TRUNCATE ON "product_parameters"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_parameters_keys"();--> statement-breakpoint
-- Products already in the catalogue.
UPDATE "products" p SET "parameter_keys" = k.keys FROM (
  SELECT product_id, parameter_keys_of(array_agg(parameter_id), array_agg(value_si), array_agg(display)) AS keys
  FROM product_parameters GROUP BY product_id) k
WHERE p.id = k.product_id;
