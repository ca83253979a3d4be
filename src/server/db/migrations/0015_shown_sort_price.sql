-- Lists sorted by price compare the price they show: the first break's unit price, with the running
-- promotion's discount, and none (NULL, sorted last) for products that show no price. sort_price
-- held the largest break's price, whatever the promotion or the SHOW_PRICE permission. Net PLN
-- still: every market's price is this one converted at a positive rate (and VAT added at one rate),
-- so the order is the same in every currency and the sort stays on the existing indexes.
-- One definition for this migration, imports and the daily refresh of promotions that start or end.
CREATE OR REPLACE FUNCTION "shown_sort_price"("pid" integer, "perms" text[], "at_day" date)
RETURNS numeric LANGUAGE sql STABLE AS $$
  -- Rounded as the numeric(14,6) column stores it, so a stored price compares equal to a fresh one.
  SELECT CASE WHEN 'SHOW_PRICE' = ANY("perms") THEN round(
    (SELECT b."net_price_pln" FROM "price_breaks" b WHERE b."product_id" = "pid" ORDER BY b."amount" LIMIT 1)
    * coalesce((SELECT (100 - pr."discount_percent") / 100 FROM "promotions" pr
        WHERE pr."product_id" = "pid" AND pr."date_from" <= "at_day" AND pr."date_to" >= "at_day"
        ORDER BY pr."discount_percent" DESC, pr."id" LIMIT 1), 1), 6)
  END
$$;--> statement-breakpoint
UPDATE "products" p SET "sort_price" = "shown_sort_price"(p."id", p."permissions", (now() AT TIME ZONE 'Europe/Warsaw')::date)
  WHERE p."sort_price" IS DISTINCT FROM "shown_sort_price"(p."id", p."permissions", (now() AT TIME ZONE 'Europe/Warsaw')::date);
