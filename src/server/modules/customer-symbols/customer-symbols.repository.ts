import { and, asc, count, desc, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerSymbolListQuery } from '../../../common/contracts/customer-symbols';
import type { Db } from '../../db/client';
import { customerSymbols, manufacturers, products } from '../../db/schema';

/** Every query here takes the customer id from the session: another customer's symbol is "not found". */

export interface CustomerSymbolRow {
  id: number;
  symbol: string;
  description: string;
  updatedAt: Date;
  productId: number;
  productSymbol: string;
  productDescription: string;
  /** The product's description is the generator's English, read in the buyer's language (ADR 023). */
  generatedText: boolean;
  manufacturer: string;
}

const columns = {
  id: customerSymbols.id,
  symbol: customerSymbols.symbol,
  description: customerSymbols.description,
  updatedAt: customerSymbols.updatedAt,
  productId: products.id,
  productSymbol: products.symbol,
  productDescription: products.description,
  generatedText: products.generatedText,
  manufacturer: manufacturers.name,
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(customerSymbols)
    .innerJoin(products, eq(products.id, customerSymbols.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId));
}

const SORT_COLUMNS = {
  symbol: sql`lower(${customerSymbols.symbol})`,
  productSymbol: products.symbol,
  description: customerSymbols.description,
  updatedAt: customerSymbols.updatedAt,
} as const;

/** LIKE's own characters in what a person typed match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listFilter(customerId: number, q: string | undefined): SQL | undefined {
  const mine = eq(customerSymbols.customerId, customerId);
  if (!q) return mine;
  const pattern = containing(q);
  return and(
    mine,
    or(
      sql`${customerSymbols.symbol} ILIKE ${pattern}`,
      sql`${products.symbol} ILIKE ${pattern}`,
      sql`${customerSymbols.description} ILIKE ${pattern}`,
    ),
  );
}

export async function selectCustomerSymbolPage(
  db: Db,
  customerId: number,
  query: CustomerSymbolListQuery,
): Promise<{ rows: CustomerSymbolRow[]; total: number }> {
  const where = listFilter(customerId, query.q);
  const order = query.direction === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    joined(db)
      .where(where)
      // The id breaks ties, so a page never repeats or skips a row of equal sort values.
      .orderBy(order(SORT_COLUMNS[query.sort]), order(customerSymbols.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(customerSymbols)
      .innerJoin(products, eq(products.id, customerSymbols.productId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every symbol of the customer in the list's order (exports). */
export async function selectAllCustomerSymbols(db: Db, customerId: number): Promise<CustomerSymbolRow[]> {
  return joined(db)
    .where(eq(customerSymbols.customerId, customerId))
    .orderBy(asc(SORT_COLUMNS.symbol), asc(customerSymbols.id));
}

export async function selectCustomerSymbol(
  db: Db,
  customerId: number,
  id: number,
): Promise<CustomerSymbolRow | null> {
  const [row] = await joined(db).where(
    and(eq(customerSymbols.customerId, customerId), eq(customerSymbols.id, id)),
  );
  return row ?? null;
}

/** The customer's symbols of these products (cart lines, product page), by the product's symbol. */
export async function selectSymbolsOfProducts(
  db: Db,
  customerId: number,
  productSymbols: readonly string[],
): Promise<Record<string, string>> {
  if (productSymbols.length === 0) return {};
  const rows = await db
    .select({ productSymbol: products.symbol, symbol: customerSymbols.symbol })
    .from(customerSymbols)
    .innerJoin(products, eq(products.id, customerSymbols.productId))
    .where(and(eq(customerSymbols.customerId, customerId), inArray(products.symbol, [...productSymbols])));
  return Object.fromEntries(rows.map((r) => [r.productSymbol, r.symbol]));
}

/** The product symbol the customer's symbol of this key stands for (the search box), or null. */
export async function selectProductSymbolByKey(
  db: Db,
  customerId: number,
  symbolKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ symbol: products.symbol })
    .from(customerSymbols)
    .innerJoin(products, eq(products.id, customerSymbols.productId))
    .where(and(eq(customerSymbols.customerId, customerId), eq(customerSymbols.symbolKey, symbolKey)));
  return row?.symbol ?? null;
}

/** The products the customer's symbols of these keys stand for, key → product symbol (one statement). */
export async function selectProductSymbolsByKeys(
  db: Db,
  customerId: number,
  symbolKeys: readonly string[],
): Promise<Map<string, string>> {
  if (symbolKeys.length === 0) return new Map();
  const rows = await db
    .select({ key: customerSymbols.symbolKey, symbol: products.symbol })
    .from(customerSymbols)
    .innerJoin(products, eq(products.id, customerSymbols.productId))
    .where(
      and(eq(customerSymbols.customerId, customerId), inArray(customerSymbols.symbolKey, [...symbolKeys])),
    );
  return new Map(rows.map((r) => [r.key, r.symbol]));
}

/** Who holds a symbol key or a product among the customer's symbols (the checks before a change). */
export async function selectHolders(
  db: Db,
  customerId: number,
  symbolKey: string,
  productId: number,
): Promise<Array<{ id: number; productId: number; symbolKey: string }>> {
  return db
    .select({
      id: customerSymbols.id,
      productId: customerSymbols.productId,
      symbolKey: customerSymbols.symbolKey,
    })
    .from(customerSymbols)
    .where(
      and(
        eq(customerSymbols.customerId, customerId),
        or(eq(customerSymbols.symbolKey, symbolKey), eq(customerSymbols.productId, productId)),
      ),
    );
}

/** Products by exact symbol (the unique index), or by normalised key (a line may write "bc 547b"). */
export async function selectProductsBySymbols(
  db: Db,
  by: 'symbol' | 'key',
  values: readonly string[],
): Promise<Array<{ id: number; symbol: string; symbolKey: string }>> {
  if (values.length === 0) return [];
  return db
    .select({ id: products.id, symbol: products.symbol, symbolKey: products.symbolKey })
    .from(products)
    .where(inArray(by === 'symbol' ? products.symbol : products.symbolKey, [...values]));
}

export interface CustomerSymbolInsert {
  productId: number;
  symbol: string;
  symbolKey: string;
  description: string;
}

/** The new row's id, or null when the product or the symbol was taken meanwhile (a race lost). */
export async function insertCustomerSymbol(
  db: Db,
  customerId: number,
  value: CustomerSymbolInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(customerSymbols)
    .values({ customerId, ...value })
    .onConflictDoNothing()
    .returning({ id: customerSymbols.id });
  return row?.id ?? null;
}

export async function updateCustomerSymbol(
  db: Db,
  customerId: number,
  id: number,
  change: { symbol?: string; symbolKey?: string; description?: string },
): Promise<boolean> {
  const other = alias(customerSymbols, 'other');
  // The key is checked in the statement too, so a change never trips the unique index (no 500).
  const keyFree = change.symbolKey
    ? notExists(
        db
          .select({ one: sql`1` })
          .from(other)
          .where(
            and(eq(other.customerId, customerId), eq(other.symbolKey, change.symbolKey), ne(other.id, id)),
          ),
      )
    : undefined;
  const rows = await db
    .update(customerSymbols)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(customerSymbols.customerId, customerId), eq(customerSymbols.id, id), keyFree))
    .returning({ id: customerSymbols.id });
  return rows.length > 0;
}

export async function deleteCustomerSymbol(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerSymbols)
    .where(and(eq(customerSymbols.customerId, customerId), eq(customerSymbols.id, id)))
    .returning({ id: customerSymbols.id });
  return rows.length > 0;
}

/** Any constant of the shop's own (issue 17, ADR 036): the key space of the per-customer import lock. */
const SYMBOLS_LOCK_SPACE = 17_036;

/**
 * Holds the customer's symbols for the rest of the transaction: a second import of the same
 * customer waits here until the first has committed or rolled back, then checks its lines against
 * what the first wrote (ADR 043). A transaction-level advisory lock on (space, customer): other
 * customers never wait, and it ends with the transaction, also when the work fails. PGlite has one
 * connection and runs one transaction at a time; there the lock is granted at once.
 */
export async function lockCustomerSymbols(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYMBOLS_LOCK_SPACE}::int, ${customerId}::int)`);
}

/**
 * Product ids of an import's product symbols in one statement (array parameters, so the statement
 * is the same for 1 line or 50 000): the exact symbol (the unique index), else the one product of
 * the normalised key; null when there is none or more than one. Aligned with `symbols`.
 */
export async function selectProductIdsOfSymbols(
  db: Db,
  symbols: readonly string[],
  keys: readonly string[],
): Promise<Array<number | null>> {
  if (symbols.length === 0) return [];
  const result = (await db.execute(sql`
    SELECT w.n, coalesce(
             exact.id,
             -- Looked up only for a miss (coalesce stops at the first value that is not null).
             (SELECT CASE WHEN count(*) = 1 THEN min(p.id) END FROM products p WHERE p.symbol_key = w.key)
           ) AS id
      FROM unnest(${sql.param([...symbols])}::text[], ${sql.param([...keys])}::text[]) WITH ORDINALITY AS w(symbol, key, n)
      LEFT JOIN products exact ON exact.symbol = w.symbol`)) as unknown as {
    rows: Array<{ n: number | string; id: number | null }>;
  };
  const ids: Array<number | null> = symbols.map(() => null);
  for (const row of result.rows) ids[Number(row.n) - 1] = row.id === null ? null : Number(row.id);
  return ids;
}

/**
 * The symbol keys among `keys` that the customer keeps on products the import does not name (a
 * named product gives up its old symbol, so only these block a line): one statement with the
 * file's products and keys as array parameters, however many symbols the customer has.
 */
export async function selectKeysKeptElsewhere(
  db: Db,
  customerId: number,
  file: { productIds: readonly number[]; keys: readonly string[] },
): Promise<Set<string>> {
  if (file.keys.length === 0) return new Set();
  const result = (await db.execute(sql`
    SELECT cs.symbol_key AS key
      FROM customer_symbols cs
     WHERE cs.customer_id = ${customerId}
       AND cs.symbol_key = ANY(${sql.param([...file.keys])}::text[])
       AND NOT (cs.product_id = ANY(${sql.param([...file.productIds])}::int[]))`)) as unknown as {
    rows: Array<{ key: string }>;
  };
  return new Set(result.rows.map((r) => r.key));
}

/**
 * Writes an import (inside the caller's transaction, under the customer's lock): the products it
 * names lose their old symbols, then the lines go in, each one statement with array parameters.
 * Deleting first lets two products swap symbols without tripping the unique key midway. Returns
 * how many lines went in; fewer than given means a symbol was taken meanwhile by a single edit
 * (which does not wait for the import's lock), and the caller rolls back.
 */
export async function replaceCustomerSymbols(
  tx: Db,
  customerId: number,
  lines: readonly CustomerSymbolInsert[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const productIds = sql.param(lines.map((l) => l.productId));
  await tx.execute(sql`
    DELETE FROM customer_symbols
     WHERE customer_id = ${customerId} AND product_id = ANY(${productIds}::int[])`);
  const inserted = (await tx.execute(sql`
    INSERT INTO customer_symbols (customer_id, product_id, symbol, symbol_key, description)
    SELECT ${customerId}, w.product_id, w.symbol, w.symbol_key, w.description
      FROM unnest(
             ${productIds}::int[],
             ${sql.param(lines.map((l) => l.symbol))}::text[],
             ${sql.param(lines.map((l) => l.symbolKey))}::text[],
             ${sql.param(lines.map((l) => l.description))}::text[]
           ) AS w(product_id, symbol, symbol_key, description)
    ON CONFLICT DO NOTHING
    RETURNING 1 AS one`)) as unknown as { rows: unknown[] };
  return inserted.rows.length;
}
