import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { OUT_OF_RANGE_UNIT, type OutOfRangeProduct } from '../../../common/offers';
import type { Db } from '../../db/client';
import {
  contactPersons,
  customers,
  manufacturers,
  offerLines,
  offerPurchases,
  offers,
  products,
  staffAccounts,
} from '../../db/schema';

/** The only SQL of special offers (ADR 054). */

export type OfferRow = typeof offers.$inferSelect;

export interface NewOfferLine {
  position: number;
  /** A catalogue product, or null with `outOfRange` (a product outside the range, ADR 056). */
  productId: number | null;
  outOfRange: OutOfRangeProduct | null;
  breaks: Array<{ amount: number; unitPrice: string }>;
  maxQuantity: number | null;
}

export async function insertOffer(
  tx: Db,
  offer: {
    customerId: number;
    staffId: number;
    note: string;
    currency: string;
    validFrom: Date;
    validUntil: Date;
  },
  lines: readonly NewOfferLine[],
): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(offer).returning();
  await tx.insert(offerLines).values(lines.map((l) => ({ ...l, offerId: row!.id })));
  return row!;
}

/** One offer of one customer by number (another customer's is as unknown as none); `lock` holds it. */
export async function selectCustomerOffer(db: Db, customerId: number, number: string, lock = false) {
  const query = db
    .select()
    .from(offers)
    .where(and(eq(offers.customerId, customerId), eq(offers.number, number)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectOfferById(db: Db, id: number, lock = false) {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The lines of some offers with their products' names and what the price list needs of them. */
export async function selectOfferLines(db: Db, offerIds: readonly number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      id: offerLines.id,
      offerId: offerLines.offerId,
      position: offerLines.position,
      breaks: offerLines.breaks,
      maxQuantity: offerLines.maxQuantity,
      bought: offerLines.bought,
      productId: offerLines.productId,
      outOfRange: offerLines.outOfRange,
      // A product outside the range (ADR 056) has no catalogue row: its own description stands in.
      symbol: sql<string>`coalesce(${products.symbol}, ${offerLines.outOfRange}->>'mpn')`,
      description: sql<string>`coalesce(${products.description}, ${offerLines.outOfRange}->>'description')`,
      generatedText: sql<boolean>`coalesce(${products.generatedText}, false)`,
      manufacturerName: sql<string>`coalesce(${manufacturers.name}, ${offerLines.outOfRange}->>'manufacturer')`,
      unit: sql<string>`coalesce(${products.unit}, ${OUT_OF_RANGE_UNIT})`,
      permissions: sql<string[]>`coalesce(${products.permissions}, '{}'::text[])`,
      pricePrecision: sql<number>`coalesce(${products.pricePrecision}, 2)`,
      vatRateOverride: products.vatRateOverride,
    })
    .from(offerLines)
    .leftJoin(products, eq(products.id, offerLines.productId))
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(offerLines.offerId, [...offerIds]))
    .orderBy(asc(offerLines.offerId), asc(offerLines.position));
}
export type OfferLineRow = Awaited<ReturnType<typeof selectOfferLines>>[number];

/**
 * Orderable first (active, then upcoming), then the rest; newest validity first within each. The
 * order is the same SQL the page count uses, so pages never overlap.
 */
function listOrder(now: Date) {
  const at = now.toISOString();
  return [
    sql`CASE WHEN ${offers.state} = 'active' AND ${offers.validUntil} > ${at}::timestamptz THEN 0 ELSE 1 END`,
    desc(offers.validUntil),
    desc(offers.id),
  ];
}

export async function selectCustomerOffers(
  db: Db,
  customerId: number,
  now: Date,
  limit: number,
  offset: number,
) {
  const where = eq(offers.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(...listOrder(now))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const staffColumns = {
  offer: offers,
  customerNumber: customers.customerNumber,
  companyName: customers.companyName,
  staffName: staffAccounts.name,
};

export async function selectStaffOfferById(db: Db, id: number) {
  const [row] = await db
    .select(staffColumns)
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, offers.staffId))
    .where(eq(offers.id, id));
  return row;
}

/** Staff's list: every offer (or one customer's), newest first, with the customer and the maker. */
export async function selectAllOffers(db: Db, customerId: number | null, limit: number, offset: number) {
  const where = customerId === null ? undefined : eq(offers.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(offers)
      .innerJoin(customers, eq(customers.id, offers.customerId))
      .innerJoin(staffAccounts, eq(staffAccounts.id, offers.staffId))
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The customer's offer lines for one product that are orderable now. */
export async function selectProductOfferLines(db: Db, customerId: number, productId: number, now: Date) {
  const at = now.toISOString();
  return db
    .select({
      number: offers.number,
      validUntil: offers.validUntil,
      currency: offers.currency,
      position: offerLines.position,
      breaks: offerLines.breaks,
      maxQuantity: offerLines.maxQuantity,
      bought: offerLines.bought,
    })
    .from(offerLines)
    .innerJoin(offers, eq(offers.id, offerLines.offerId))
    .where(
      and(
        eq(offers.customerId, customerId),
        eq(offerLines.productId, productId),
        eq(offers.state, 'active'),
        sql`${offers.validFrom} <= ${at}::timestamptz`,
        sql`${offers.validUntil} > ${at}::timestamptz`,
        sql`(${offerLines.maxQuantity} IS NULL OR ${offerLines.bought} < ${offerLines.maxQuantity})`,
      ),
    )
    .orderBy(asc(offers.validUntil))
    .limit(10);
}

export async function selectProductIdBySymbol(db: Db, symbol: string, key: string) {
  const rows = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(or(eq(products.symbol, symbol), eq(products.symbolKey, key)))
    .limit(2);
  return rows.find((r) => r.symbol === symbol) ?? (rows.length === 1 ? rows[0] : undefined);
}

/** A customer by number or by a contact person's e-mail (the desk's "for whom" field). */
export async function selectCustomerByEmailOrNumber(db: Db, text: string) {
  const [row] = await db
    .selectDistinct({ id: customers.id, country: customers.country })
    .from(customers)
    .leftJoin(contactPersons, eq(contactPersons.customerId, customers.id))
    .where(
      or(eq(customers.customerNumber, text), eq(sql`lower(${contactPersons.email})`, text.toLowerCase())),
    )
    .limit(1);
  return row;
}

export async function updateOfferState(tx: Db, id: number, state: 'used_up' | 'withdrawn', at: Date) {
  await tx
    .update(offers)
    .set({ state, ...(state === 'withdrawn' ? { withdrawnAt: at } : {}) })
    .where(eq(offers.id, id));
}

export async function recordPurchases(
  tx: Db,
  purchases: ReadonlyArray<{ offerLineId: number; orderNumber: string; amount: number; unitPrice: string }>,
) {
  if (purchases.length === 0) return;
  await tx.insert(offerPurchases).values([...purchases]);
  for (const p of purchases) {
    await tx
      .update(offerLines)
      .set({ bought: sql`${offerLines.bought} + ${p.amount}` })
      .where(eq(offerLines.id, p.offerLineId));
  }
}
