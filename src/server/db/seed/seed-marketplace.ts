/**
 * The generated catalogue's marketplace (issue 20, ADR 072): a handful of sellers, and for every
 * product flagged EXTERNAL_WAREHOUSE one or two of them offering it. Set-based and deterministic
 * (a multiplicative hash of the product id picks the sellers, splits `external_stock` between them
 * so the product's marketplace stock stays their sum, and sets lead times and price factors), so a
 * catalogue of a million products gets its offers in a few statements.
 */
export const SEED_SELLERS = [
  ['ELKOTECH-PL', 'Elko-Tech Sp. z o.o.', 'offers@elko-tech.example', 'pl', 'pl'],
  ['BAUTEIL-DE', 'Bauteil Direkt GmbH', 'anfragen@bauteil-direkt.example', 'de', 'de'],
  ['ALKATRESZ-HU', 'Alkatrész Raktár Kft.', 'ajanlat@alkatresz-raktar.example', 'hu', 'hu'],
  ['BRIGHTWELL-UK', 'Brightwell Components Ltd', 'sales@brightwell-components.example', 'gb', 'en'],
  ['MIKROEL-PL', 'Mikroel s.c.', 'handel@mikroel.example', 'pl', 'pl'],
  ['SEMIX-CZ', 'Semix Distribution s.r.o.', 'sales@semix.example', 'cz', 'en'],
] as const;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function marketplaceSeedSql(): string {
  const n = SEED_SELLERS.length;
  const codes = SEED_SELLERS.map(([code]) => literal(code)).join(', ');
  return `
INSERT INTO marketplace_sellers (code, name, email, country, language) VALUES
${SEED_SELLERS.map((s) => `  (${s.map(literal).join(', ')})`).join(',\n')}
ON CONFLICT (code) DO NOTHING;

WITH sellers AS (
  SELECT id, (row_number() OVER (ORDER BY code) - 1)::int AS k FROM marketplace_sellers WHERE code IN (${codes})
), mp AS (
  SELECT id, external_stock, multiples, minimum_quantity, (id::bigint * 2654435761) % 4294967291 AS h
  FROM products WHERE 'EXTERNAL_WAREHOUSE' = ANY(flags)
), picks AS (
  -- The main seller, and for about half of the products a second one holding a quarter of the stock.
  SELECT mp.*, (mp.h % ${n})::int AS k, true AS main FROM mp
  UNION ALL
  SELECT mp.*, ((mp.h % ${n}) + 1 + (mp.h / ${n}) % ${n - 1})::int % ${n} AS k, false AS main
  FROM mp WHERE (mp.h / 97) % 2 = 0
), shares AS (
  SELECT picks.*, (picks.external_stock / 4 / picks.multiples) * picks.multiples AS quarter FROM picks
)
INSERT INTO marketplace_offers (product_id, seller_id, stock, lead_time_days, minimum_quantity)
SELECT shares.id, sellers.id,
  CASE WHEN shares.main THEN shares.external_stock
    - CASE WHEN (shares.h / 97) % 2 = 0 THEN shares.quarter ELSE 0 END
    ELSE shares.quarter END,
  CASE WHEN shares.main THEN 2 + shares.h % 9 ELSE 5 + (shares.h / 7) % 15 END,
  shares.minimum_quantity
FROM shares JOIN sellers ON sellers.k = shares.k
ON CONFLICT (product_id, seller_id) DO NOTHING;

-- Each offer prices the product's own breaks by its seller's factor (0.92 to 1.16 of the shop's).
INSERT INTO marketplace_offer_prices (offer_id, amount, net_price_pln)
SELECT o.id, pb.amount,
  round(pb.net_price_pln * (0.92 + ((o.product_id::bigint * 7 + o.seller_id * 13) % 25) / 100.0), 6)
FROM marketplace_offers o JOIN price_breaks pb ON pb.product_id = o.product_id
ON CONFLICT (offer_id, amount) DO NOTHING;
`;
}
