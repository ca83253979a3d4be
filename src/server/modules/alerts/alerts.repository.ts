import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAlerts, products } from '../../db/schema';

export interface AlertRow {
  id: number;
  symbol: string;
  description: string;
  /** The description is the generator's English, read in the buyer's language (ADR 023). */
  generatedText: boolean;
  kind: string;
  quantity: number | null;
  threshold: string | null;
  currency: string | null;
  repeat: boolean;
  active: boolean;
  firedAt: Date | null;
  lastSentAt: Date | null;
  createdAt: Date;
}

/** What an alert waits for, as stored: fields a kind does not take are null. */
export interface AlertCondition {
  kind: string;
  quantity: number | null;
  threshold: string | null;
  currency: string | null;
  repeat: boolean;
}

const columns = {
  id: customerAlerts.id,
  symbol: products.symbol,
  description: products.description,
  generatedText: products.generatedText,
  kind: customerAlerts.kind,
  quantity: customerAlerts.quantity,
  threshold: customerAlerts.threshold,
  currency: customerAlerts.currency,
  repeat: customerAlerts.repeat,
  active: customerAlerts.active,
  firedAt: customerAlerts.firedAt,
  lastSentAt: customerAlerts.lastSentAt,
  createdAt: customerAlerts.createdAt,
};

/** The product an alert is set on (products are read here, never written: the catalogue owns them). */
export async function selectProductBySymbol(
  db: Db,
  symbol: string,
): Promise<{ id: number; symbol: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(eq(products.symbol, symbol));
  return row;
}

/** A page of the customer's alerts, oldest first, and how many there are in all. */
export async function selectAlerts(
  db: Db,
  customerId: number,
  opts: { offset: number; limit: number; productId?: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = and(
    eq(customerAlerts.customerId, customerId),
    opts.productId === undefined ? undefined : eq(customerAlerts.productId, opts.productId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(customerAlerts)
      .innerJoin(products, eq(products.id, customerAlerts.productId))
      .where(where)
      .orderBy(asc(customerAlerts.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(customerAlerts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function selectAlert(db: Db, customerId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(customerAlerts)
    .innerJoin(products, eq(products.id, customerAlerts.productId))
    .where(and(eq(customerAlerts.id, id), eq(customerAlerts.customerId, customerId)));
  return row;
}

/**
 * Adds an alert unless the customer has one of its kind on the product (the unique index, so two
 * requests at once add one) or has `max` alerts already. Undefined when nothing was added; the
 * caller tells which rule said no.
 */
export async function insertAlert(
  db: Db,
  customerId: number,
  productId: number,
  condition: AlertCondition,
  max: number,
): Promise<number | undefined> {
  const result = await db.execute(sql`
    insert into ${customerAlerts} (customer_id, product_id, kind, quantity, threshold, currency, repeat)
    select ${customerId}, ${productId}, ${condition.kind}, ${condition.quantity}, ${condition.threshold},
           ${condition.currency}, ${condition.repeat}
    where (select count(*) from ${customerAlerts} where customer_id = ${customerId}) < ${max}
    on conflict (customer_id, product_id, kind) do nothing
    returning id`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
}

export async function hasAlert(
  db: Db,
  customerId: number,
  productId: number,
  kind: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAlerts.id })
    .from(customerAlerts)
    .where(
      and(
        eq(customerAlerts.customerId, customerId),
        eq(customerAlerts.productId, productId),
        eq(customerAlerts.kind, kind),
      ),
    );
  return row !== undefined;
}

/** A changed condition starts over: active again, not fired (the customer asked for something new). */
export async function updateAlert(
  db: Db,
  customerId: number,
  id: number,
  condition: Omit<AlertCondition, 'kind' | 'currency'> & { currency: string | null },
): Promise<boolean> {
  const updated = await db
    .update(customerAlerts)
    .set({ ...condition, active: true, firedAt: null, updatedAt: sql`now()` })
    .where(and(eq(customerAlerts.id, id), eq(customerAlerts.customerId, customerId)))
    .returning({ id: customerAlerts.id });
  return updated.length > 0;
}

export async function deleteAlert(db: Db, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(customerAlerts)
    .where(and(eq(customerAlerts.id, id), eq(customerAlerts.customerId, customerId)))
    .returning({ id: customerAlerts.id });
  return deleted.length > 0;
}
