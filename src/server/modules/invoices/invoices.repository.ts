/** All SQL of the invoices (ADR 060). */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eInvoices, invoiceCounters, invoiceDownloads, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'sequence' | 'number' | 'year'>;

/** Printed prefixes of the three kinds: FV (faktura VAT), PF (proforma), FK (faktura korygująca). */
const PREFIX = { invoice: 'FV', proforma: 'PF', correction: 'FK' } as const;

export function printedNumber(kind: keyof typeof PREFIX, market: string, year: number, sequence: number) {
  return `${PREFIX[kind]}/${market.toUpperCase()}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a market, kind and year. The UPDATE takes the counter's row lock until the
 * caller's transaction ends, so the next issue waits for this one to commit or roll back: numbers
 * are consecutive in commit order and a rolled-back issue leaves no hole.
 */
export async function takeNumber(tx: Db, market: string, kind: string, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ market, kind, year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(
      and(eq(invoiceCounters.market, market), eq(invoiceCounters.kind, kind), eq(invoiceCounters.year, year)),
    )
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(
  tx: Db,
  values: NewInvoice & { year: number; sequence: number; number: string },
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export async function invoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** An invoice FOR UPDATE: corrections of one invoice are written one at a time (what may still go back). */
export async function lockInvoice(tx: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The customer's invoice, not deleted; another customer's is not found. */
export async function ownInvoice(db: Db, customerId: number, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, customerId), isNull(invoices.deletedAt)));
  return row;
}

/** One of the customer's invoices by its printed number (complaints name invoices so). */
export async function ownInvoiceByNumber(
  db: Db,
  customerId: number,
  number: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.customerId, customerId), isNull(invoices.deletedAt)))
    .limit(1);
  return row;
}

/** The corrections of one invoice (an invoice without an order too). */
export async function correctionsOf(db: Db, invoiceId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.correctsId, invoiceId), eq(invoices.kind, 'correction')))
    .orderBy(asc(invoices.id));
}

export async function ownInvoicesOfOrder(
  db: Db,
  customerId: number,
  orderNumber: string,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.orderNumber, orderNumber),
        isNull(invoices.deletedAt),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** Unpaid: VAT invoices not paid and not corrected to zero (the list and the totals agree on it). */
const unpaid = sql`${invoices.kind} = 'invoice' and ${invoices.paidAt} is null and ${invoices.cancelledAt} is null`;

export async function listInvoices(
  db: Db,
  customerId: number,
  query: { view: 'all' | 'unpaid'; page: number; perPage: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    eq(invoices.customerId, customerId),
    isNull(invoices.deletedAt),
    query.view === 'unpaid' ? unpaid : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      // Unpaid: the soonest due first; all: the newest first.
      .orderBy(
        ...(query.view === 'unpaid'
          ? [asc(invoices.dueDate), asc(invoices.id)]
          : [desc(invoices.issuedAt), desc(invoices.id)]),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function unpaidTotals(db: Db, customerId: number) {
  return db
    .select({
      currency: invoices.currency,
      grossTotal: sql<string>`sum(${invoices.grossTotal})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), isNull(invoices.deletedAt), unpaid))
    .groupBy(invoices.currency)
    .orderBy(invoices.currency);
}

/** A page of the invoices issued in [from, to) after `afterId`, by id: the ZIP reads them in batches. */
export async function invoicesIssuedBetween(
  db: Db,
  customerId: number,
  from: Date,
  to: Date,
  afterId: number,
  limit: number,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        isNull(invoices.deletedAt),
        gte(invoices.issuedAt, from),
        lt(invoices.issuedAt, to),
        gt(invoices.id, afterId),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/** The order's unpaid proforma becomes paid (the order was paid); returns nothing. */
export async function markProformaPaid(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ paidAt: at })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'proforma'), isNull(invoices.paidAt)));
}

/**
 * Cancels (or deletes) a proforma only while it is unpaid: the condition is in the UPDATE, so a
 * payment landing at the same moment either comes first (nothing changes) or after.
 */
export async function closeProforma(
  db: Db,
  customerId: number,
  id: number,
  how: 'cancel' | 'delete',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set(
      how === 'cancel'
        ? { cancelledAt: at }
        : { deletedAt: at, cancelledAt: sql`coalesce(${invoices.cancelledAt}, ${at})` },
    )
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.customerId, customerId),
        eq(invoices.kind, 'proforma'),
        isNull(invoices.paidAt),
        isNull(invoices.deletedAt),
        how === 'cancel' ? isNull(invoices.cancelledAt) : undefined,
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** An unpaid proforma of a cancelled order is cancelled with it. */
export async function cancelOrderProforma(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'proforma'),
        isNull(invoices.paidAt),
        isNull(invoices.cancelledAt),
      ),
    );
}

export async function setKsef(db: Db, id: number, ksefNumber: string, verificationUrl: string) {
  const rows = await db
    .update(invoices)
    .set({ ksefNumber, ksefVerificationUrl: verificationUrl })
    .where(eq(invoices.id, id))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function logDownloads(
  db: Db,
  rows: Array<{
    invoiceId: number;
    customerId: number;
    contactPersonId: number | null;
    via: 'pdf' | 'zip' | 'xml';
  }>,
): Promise<void> {
  if (rows.length > 0) await db.insert(invoiceDownloads).values(rows);
}

export async function downloadsOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceDownloads)
    .where(eq(invoiceDownloads.invoiceId, invoiceId))
    .orderBy(asc(invoiceDownloads.id));
}

export function unitOfWork<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export type EInvoiceRow = typeof eInvoices.$inferSelect;

/** The e-invoice of a freshly issued invoice; a second writer (a retried job) changes nothing. */
export async function insertEInvoice(db: Db, values: typeof eInvoices.$inferInsert): Promise<void> {
  await db.insert(eInvoices).values(values).onConflictDoNothing();
}

export async function eInvoiceById(db: Db, invoiceId: number): Promise<EInvoiceRow | undefined> {
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId));
  return row;
}

/** The e-invoices of some invoices (a list page, a ZIP batch), by invoice id. */
export async function eInvoicesOf(db: Db, invoiceIds: number[]): Promise<Map<number, EInvoiceRow>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db.select().from(eInvoices).where(inArray(eInvoices.invoiceId, invoiceIds));
  return new Map(rows.map((row) => [row.invoiceId, row]));
}

export async function updateEInvoice(
  db: Db,
  invoiceId: number,
  values: Partial<Omit<typeof eInvoices.$inferInsert, 'invoiceId'>>,
): Promise<void> {
  await db
    .update(eInvoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(eInvoices.invoiceId, invoiceId));
}

/** A rejected or failed submission is queued again (staff's resend); an accepted one never is. */
export async function requeueEInvoice(db: Db, invoiceId: number): Promise<boolean> {
  const rows = await db
    .update(eInvoices)
    .set({ status: 'pending', lastError: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(eInvoices.invoiceId, invoiceId),
        eq(eInvoices.format, 'fa3'),
        sql`${eInvoices.xml} is not null`,
        inArray(eInvoices.status, ['pending', 'processing', 'rejected', 'stored']),
      ),
    )
    .returning({ id: eInvoices.invoiceId });
  return rows.length > 0;
}

/** Invoices and corrections of the e-invoicing markets issued since `since` that have no e-invoice row. */
export async function invoicesWithoutEInvoice(
  db: Db,
  markets: string[],
  since: Date,
  limit: number,
): Promise<InvoiceRow[]> {
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(eInvoices, eq(eInvoices.invoiceId, invoices.id))
    .where(
      and(
        isNull(eInvoices.invoiceId),
        inArray(invoices.kind, ['invoice', 'correction']),
        inArray(invoices.market, markets),
        gte(invoices.issuedAt, since),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit);
  return rows.map((r) => r.invoice);
}

/** KSeF submissions still waiting (pending or processing) whose last try is older than `before`. */
export async function unsentEInvoices(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: eInvoices.invoiceId })
    .from(eInvoices)
    .where(
      and(
        inArray(eInvoices.status, ['pending', 'processing']),
        or(isNull(eInvoices.lastAttemptAt), lt(eInvoices.lastAttemptAt, before)),
      ),
    )
    .orderBy(asc(eInvoices.invoiceId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Which kinds each of some orders has (the sweep compares them with what the order calls for). */
export async function invoiceKindsOfOrders(
  db: Db,
  orderIds: number[],
): Promise<Array<{ orderId: number; kind: string; id: number; correctsId: number | null }>> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: invoices.orderId,
      kind: invoices.kind,
      id: invoices.id,
      correctsId: invoices.correctsId,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return rows.map((r) => ({ ...r, orderId: r.orderId! }));
}

/**
 * The staff desk's invoice search: any customer's, by part of the printed number (case-insensitive,
 * LIKE's wildcards taken literally), newest first, with the e-invoice's status. One row more than
 * asked is read so the caller knows whether a further page exists.
 */
export async function deskSearch(db: Db, number: string | undefined, limit: number, offset: number) {
  const pattern = number ? `%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      customerId: invoices.customerId,
      orderNumber: invoices.orderNumber,
      issuedAt: invoices.issuedAt,
      currency: invoices.currency,
      grossTotal: invoices.grossTotal,
      eInvoiceStatus: eInvoices.status,
      ksefNumber: invoices.ksefNumber,
    })
    .from(invoices)
    .leftJoin(eInvoices, eq(eInvoices.invoiceId, invoices.id))
    .where(pattern ? sql`${invoices.number} ilike ${pattern}` : undefined)
    .orderBy(desc(invoices.id))
    .limit(limit + 1)
    .offset(offset);
}

/**
 * An order's proforma, invoices and corrections given to the customer the order moved to (a guest
 * order attached to an account, ADR 083/087): only those still the old owner's. The documents keep
 * what they printed (the buyer as billed); only whose list they are in changes.
 */
export async function reownOrderInvoices(
  db: Db,
  orderId: number,
  fromCustomerId: number,
  toCustomerId: number,
): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ customerId: toCustomerId })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.customerId, fromCustomerId)))
    .returning({ id: invoices.id });
  return rows.length;
}
