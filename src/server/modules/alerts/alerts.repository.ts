import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAlerts, favouriteDirectories, products } from '../../db/schema';

export interface AlertRow {
  id: number;
  /** The product's (null for a list alert). */
  symbol: string | null;
  description: string | null;
  /** The description is the generator's English, read in the buyer's language (ADR 023). */
  generatedText: boolean | null;
  /** A list alert's favourites list and its name (read here, never written: favourites own it). */
  directoryId: number | null;
  directoryName: string | null;
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

/**
 * Whose alerts: a contact person sees, sets and manages their own (ADR 039), as their private
 * favourites lists are theirs; the customer id keeps another customer's out as before.
 */
export interface AlertOwner {
  customerId: number;
  contactPersonId: number;
}

const ownedBy = (owner: AlertOwner) =>
  and(
    eq(customerAlerts.customerId, owner.customerId),
    eq(customerAlerts.contactPersonId, owner.contactPersonId),
  );

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
  directoryId: customerAlerts.directoryId,
  directoryName: favouriteDirectories.name,
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
  owner: AlertOwner,
  opts: { offset: number; limit: number; productId?: number; directoryId?: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = and(
    ownedBy(owner),
    opts.productId === undefined ? undefined : eq(customerAlerts.productId, opts.productId),
    opts.directoryId === undefined ? undefined : eq(customerAlerts.directoryId, opts.directoryId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(customerAlerts)
      .leftJoin(products, eq(products.id, customerAlerts.productId))
      .leftJoin(favouriteDirectories, eq(favouriteDirectories.id, customerAlerts.directoryId))
      .where(where)
      .orderBy(asc(customerAlerts.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(customerAlerts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function selectAlert(db: Db, owner: AlertOwner, id: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(customerAlerts)
    .leftJoin(products, eq(products.id, customerAlerts.productId))
    .leftJoin(favouriteDirectories, eq(favouriteDirectories.id, customerAlerts.directoryId))
    .where(and(eq(customerAlerts.id, id), ownedBy(owner)));
  return row;
}

/**
 * Adds an alert unless the contact person has one of its kind on the product (the unique index, so
 * two requests at once add one) or the customer has `max` alerts already. Undefined when nothing was added; the
 * caller tells which rule said no.
 */
export async function insertAlert(
  db: Db,
  owner: AlertOwner,
  productId: number,
  condition: AlertCondition,
  max: number,
): Promise<number | undefined> {
  const { customerId, contactPersonId } = owner;
  const result = await db.execute(sql`
    insert into ${customerAlerts}
      (customer_id, contact_person_id, product_id, kind, quantity, threshold, currency, repeat)
    select ${customerId}, ${contactPersonId}, ${productId}, ${condition.kind}, ${condition.quantity}, ${condition.threshold},
           ${condition.currency}, ${condition.repeat}
    where (select count(*) from ${customerAlerts} where customer_id = ${customerId}) < ${max}
    on conflict (customer_id, contact_person_id, product_id, kind) do nothing
    returning id`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
}

/**
 * Adds a list alert unless the contact person has one on the list (the partial unique index) or the
 * customer has `max` alerts already; undefined when nothing was added. The caller has checked the list is the viewer's.
 */
export async function insertListAlert(
  db: Db,
  owner: AlertOwner,
  directoryId: number,
  repeat: boolean,
  max: number,
): Promise<number | undefined> {
  const { customerId, contactPersonId } = owner;
  const result = await db.execute(sql`
    insert into ${customerAlerts} (customer_id, contact_person_id, directory_id, kind, repeat)
    select ${customerId}, ${contactPersonId}, ${directoryId}, 'list_available', ${repeat}
    where (select count(*) from ${customerAlerts} where customer_id = ${customerId}) < ${max}
    on conflict (customer_id, contact_person_id, directory_id) where directory_id is not null do nothing
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
}

export async function hasListAlert(db: Db, owner: AlertOwner, directoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAlerts.id })
    .from(customerAlerts)
    .where(and(ownedBy(owner), eq(customerAlerts.directoryId, directoryId)));
  return row !== undefined;
}

export async function hasAlert(db: Db, owner: AlertOwner, productId: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAlerts.id })
    .from(customerAlerts)
    .where(and(ownedBy(owner), eq(customerAlerts.productId, productId), eq(customerAlerts.kind, kind)));
  return row !== undefined;
}

/** A changed condition starts over: active again, not fired (the customer asked for something new). */
export async function updateAlert(
  db: Db,
  owner: AlertOwner,
  id: number,
  condition: Omit<AlertCondition, 'kind' | 'currency'> & { currency: string | null },
): Promise<boolean> {
  const updated = await db
    .update(customerAlerts)
    .set({ ...condition, active: true, firedAt: null, updatedAt: sql`now()` })
    .where(and(eq(customerAlerts.id, id), ownedBy(owner)))
    .returning({ id: customerAlerts.id });
  return updated.length > 0;
}

export async function deleteAlert(db: Db, owner: AlertOwner, id: number): Promise<boolean> {
  const deleted = await db
    .delete(customerAlerts)
    .where(and(eq(customerAlerts.id, id), ownedBy(owner)))
    .returning({ id: customerAlerts.id });
  return deleted.length > 0;
}
