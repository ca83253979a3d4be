/** All SQL of complaints (ADR 065). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ComplaintDeskQuery } from '../../../common/contracts/complaints';
import { DELIVERY_LINE_SYMBOL, DISCOUNT_LINE_SYMBOL } from '../../../common/contracts/invoices';
import type { Db } from '../../db/client';
import {
  complaintFiles,
  complaintHistory,
  complaintLines,
  complaints,
  contactPersons,
  customers,
  invoices,
  staffAccounts,
} from '../../db/schema';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintLineRow = typeof complaintLines.$inferSelect;
export type ComplaintFileRow = typeof complaintFiles.$inferSelect;
export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id' | 'rmaNumber'>;

const OPEN_STATES = ['new', 'under_review', 'awaiting_goods'];

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Writes a complaint and its lines. The RMA number is made from the id (readable, unique, never
 * reused), so the row is written with a placeholder first and numbered in the same transaction.
 */
export async function insertComplaint(
  tx: Db,
  row: NewComplaint,
  rma: (id: number) => string,
  lines: Array<Omit<ComplaintLineRow, 'complaintId'>>,
): Promise<ComplaintRow> {
  const [inserted] = await tx
    .insert(complaints)
    .values({ ...row, rmaNumber: `pending-${Date.now()}-${Math.random()}` })
    .returning({ id: complaints.id });
  const id = inserted!.id;
  const [numbered] = await tx
    .update(complaints)
    .set({ rmaNumber: rma(id) })
    .where(eq(complaints.id, id))
    .returning();
  if (lines.length > 0) await tx.insert(complaintLines).values(lines.map((l) => ({ ...l, complaintId: id })));
  return numbered!;
}

export async function lockComplaint(tx: Db, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row;
}

export async function complaintById(db: Db, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

export async function ownComplaintByRma(
  db: Db,
  customerId: number,
  rma: string,
): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.rmaNumber, rma), eq(complaints.customerId, customerId)));
  return row;
}

export async function updateComplaint(
  tx: Db,
  id: number,
  fields: Partial<Omit<ComplaintRow, 'id' | 'rmaNumber'>>,
): Promise<ComplaintRow> {
  const [row] = await tx
    .update(complaints)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(complaints.id, id))
    .returning();
  return row!;
}

export async function linesOf(db: Db, ids: readonly number[]): Promise<ComplaintLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(complaintLines)
    .where(inArray(complaintLines.complaintId, [...ids]))
    .orderBy(asc(complaintLines.complaintId), asc(complaintLines.position));
}

export async function lineCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: complaintLines.complaintId, n: count() })
    .from(complaintLines)
    .where(inArray(complaintLines.complaintId, [...ids]))
    .groupBy(complaintLines.complaintId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Quantities of an invoice's lines that open complaints hold (accepted refunds are corrected already). */
export async function heldQuantities(db: Db, invoiceId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      position: complaintLines.position,
      quantity: sql<number>`sum(${complaintLines.quantity})::int`,
    })
    .from(complaintLines)
    .innerJoin(complaints, eq(complaints.id, complaintLines.complaintId))
    .where(and(eq(complaints.invoiceId, invoiceId), inArray(complaints.state, OPEN_STATES)))
    .groupBy(complaintLines.position);
  return new Map(rows.map((r) => [r.position, Number(r.quantity)]));
}

export async function insertHistory(tx: Db, entry: typeof complaintHistory.$inferInsert): Promise<void> {
  await tx.insert(complaintHistory).values(entry);
}

export async function historyOf(db: Db, complaintId: number, withInternal: boolean) {
  return db
    .select({
      at: complaintHistory.at,
      action: complaintHistory.action,
      fromState: complaintHistory.fromState,
      toState: complaintHistory.toState,
      by: complaintHistory.by,
      staffName: staffAccounts.name,
      text: complaintHistory.text,
      internal: complaintHistory.internal,
    })
    .from(complaintHistory)
    .leftJoin(staffAccounts, eq(staffAccounts.id, complaintHistory.staffId))
    .where(
      and(
        eq(complaintHistory.complaintId, complaintId),
        withInternal ? undefined : eq(complaintHistory.internal, false),
      ),
    )
    .orderBy(asc(complaintHistory.at), asc(complaintHistory.id));
}

/** The customer's complaints, newest first, a page at a time. */
export async function listOwn(
  db: Db,
  customerId: number,
  filter: { state?: string; orderNumber?: string },
  page: number,
  perPage: number,
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = and(
    eq(complaints.customerId, customerId),
    filter.state ? eq(complaints.state, filter.state) : undefined,
    filter.orderNumber !== undefined ? eq(complaints.orderNumber, filter.orderNumber) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.filedAt), desc(complaints.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Who a complaint is about, for the desk and the mails. */
export const partySelection = {
  customerName: sql<string>`coalesce(nullif(${customers.companyName}, ''), ${contactPersons.firstName} || ' ' || ${contactPersons.lastName}, ${customers.customerNumber})`,
  customerEmail: sql<string>`coalesce(${contactPersons.email}, '')`,
  language: sql<string>`coalesce(${contactPersons.language}, ${customers.language})`,
  country: customers.country,
};

export async function partyOf(db: Db, complaint: ComplaintRow) {
  const [row] = await db
    .select(partySelection)
    .from(customers)
    .leftJoin(contactPersons, eq(contactPersons.id, complaint.contactPersonId ?? -1))
    .where(eq(customers.id, complaint.customerId));
  return row!;
}

/** The buyer of a contact person's customer (for the law) and the person's language. */
export async function buyerOf(db: Db, contactPersonId: number) {
  const [row] = await db
    .select({
      customerId: customers.id,
      customerType: customers.customerType,
      isPerson: customers.isPerson,
      isPrivateCustomer: customers.isPrivateCustomer,
      language: contactPersons.language,
    })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(eq(contactPersons.id, contactPersonId));
  return row;
}

const DESK_SORTS = {
  deadline: [complaints.answerBy],
  filedAt: [complaints.filedAt],
  number: [complaints.id],
  state: [complaints.state],
  customer: [sql`lower(${partySelection.customerName})`],
} as const;

/** The desk's inbox: filtered, sorted (the id breaks ties), a page at a time, with open counts. */
export async function searchInbox(db: Db, query: ComplaintDeskQuery, perPage: number) {
  const conditions: SQL[] = [];
  if (query.state === 'open') conditions.push(inArray(complaints.state, OPEN_STATES));
  else if (query.state !== 'all') conditions.push(eq(complaints.state, query.state));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(complaints.rmaNumber, like),
        ilike(complaints.invoiceNumber, like),
        ilike(customers.companyName, like),
        ilike(contactPersons.email, like),
        ilike(sql`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`, like),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.dir === 'desc' ? desc : asc;
  const base = () =>
    db
      .select({ complaint: complaints, ...partySelection })
      .from(complaints)
      .innerJoin(customers, eq(customers.id, complaints.customerId))
      .leftJoin(contactPersons, eq(contactPersons.id, complaints.contactPersonId));
  const [rows, [total], counts] = await Promise.all([
    base()
      .where(where)
      .orderBy(...DESK_SORTS[query.sort].map((c) => direction(c)), direction(complaints.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db
      .select({ n: count() })
      .from(complaints)
      .innerJoin(customers, eq(customers.id, complaints.customerId))
      .leftJoin(contactPersons, eq(contactPersons.id, complaints.contactPersonId))
      .where(where),
    db
      .select({ state: complaints.state, n: count() })
      .from(complaints)
      .where(inArray(complaints.state, OPEN_STATES))
      .groupBy(complaints.state),
  ]);
  return {
    rows,
    total: Number(total?.n ?? 0),
    counts: Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])) as Record<string, number>,
  };
}

/** Open complaints that silence accepts and whose last day to answer is before `today`. */
export async function selectDue(db: Db, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        inArray(complaints.state, OPEN_STATES),
        eq(complaints.autoAccept, true),
        lt(complaints.answerBy, today),
      ),
    )
    .orderBy(asc(complaints.answerBy), asc(complaints.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/* ------------------------------------------------------------------------------------ files */

export async function lockStorageOwner(tx: Db, contactPersonId: number): Promise<void> {
  // One upload, removal or filing of a person's draft storage at a time: the limits hold.
  await tx
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.id, contactPersonId))
    .for('update');
}

export async function draftFiles(db: Db, contactPersonId: number): Promise<ComplaintFileRow[]> {
  return db
    .select()
    .from(complaintFiles)
    .where(and(eq(complaintFiles.contactPersonId, contactPersonId), isNull(complaintFiles.complaintId)))
    .orderBy(asc(complaintFiles.seq));
}

export async function insertFiles(tx: Db, rows: Array<typeof complaintFiles.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(complaintFiles).values(rows);
}

/** Deletes draft files of a person (all, or those of `ids`); returns the ids deleted. */
export async function deleteDraftFiles(
  tx: Db,
  contactPersonId: number,
  ids?: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .delete(complaintFiles)
    .where(
      and(
        eq(complaintFiles.contactPersonId, contactPersonId),
        isNull(complaintFiles.complaintId),
        ids ? inArray(complaintFiles.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: complaintFiles.id });
  return rows.map((r) => r.id);
}

/**
 * Deletes up to `limit` draft files (never sent with a complaint) uploaded before `before`; returns
 * their ids. One statement: a filing attaching one of them at the same moment either takes it first
 * (the delete's re-check finds it attached and skips it) or finds it gone (and refuses, 422).
 */
export async function deleteStaleDrafts(db: Db, before: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: complaintFiles.id })
    .from(complaintFiles)
    .where(and(isNull(complaintFiles.complaintId), lt(complaintFiles.uploadedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(complaintFiles)
    .where(and(inArray(complaintFiles.id, stale), isNull(complaintFiles.complaintId)))
    .returning({ id: complaintFiles.id });
  return rows.map((r) => r.id);
}

/** Which of these file ids have a row (a draft's or a complaint's). */
export async function knownFileIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: complaintFiles.id })
    .from(complaintFiles)
    .where(inArray(complaintFiles.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Moves draft files of a person to a complaint; returns how many moved. */
export async function attachFiles(
  tx: Db,
  contactPersonId: number,
  complaintId: number,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(complaintFiles)
    .set({ complaintId })
    .where(
      and(
        eq(complaintFiles.contactPersonId, contactPersonId),
        isNull(complaintFiles.complaintId),
        inArray(complaintFiles.id, [...ids]),
      ),
    )
    .returning({ id: complaintFiles.id });
  return rows.length;
}

export async function filesOfComplaint(db: Db, complaintId: number): Promise<ComplaintFileRow[]> {
  return db
    .select()
    .from(complaintFiles)
    .where(eq(complaintFiles.complaintId, complaintId))
    .orderBy(asc(complaintFiles.seq));
}

/**
 * A file the session may download: a draft file of this very person, or a file of a complaint of
 * this customer. Anything else (another customer's, another colleague's draft) is not found.
 */
export async function visibleFile(
  db: Db,
  viewer: { customerId: number; contactPersonId: number },
  id: string,
): Promise<ComplaintFileRow | undefined> {
  const [row] = await db
    .select()
    .from(complaintFiles)
    .where(
      and(
        eq(complaintFiles.id, id),
        eq(complaintFiles.customerId, viewer.customerId),
        or(
          sql`${complaintFiles.complaintId} is not null`,
          eq(complaintFiles.contactPersonId, viewer.contactPersonId),
        ),
      ),
    );
  return row;
}

export async function fileOfComplaint(
  db: Db,
  complaintId: number,
  id: string,
): Promise<ComplaintFileRow | undefined> {
  const [row] = await db
    .select()
    .from(complaintFiles)
    .where(and(eq(complaintFiles.id, id), eq(complaintFiles.complaintId, complaintId)));
  return row;
}

/**
 * The customer's VAT invoices that something can still be complained of, newest first (the form's
 * invoice picker, ADR 065 amended): not cancelled or deleted, and a line whose quantity after the
 * invoice's corrections (matched by symbol and unit price, as invoices.standing does) is more than
 * the open complaints hold of it. `search` is a part of the printed number.
 */
export async function complainableInvoices(
  db: Db,
  customerId: number,
  search: string,
  page: number,
  perPage: number,
) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const complainable = sql`EXISTS (
    SELECT 1 FROM jsonb_array_elements(${invoices.lines}) AS l
    WHERE l->>'symbol' NOT IN (${DELIVERY_LINE_SYMBOL}, ${DISCOUNT_LINE_SYMBOL})
      AND (l->>'quantity')::numeric
      + COALESCE((
        SELECT sum((c->>'quantity')::numeric)
        FROM invoices AS k, jsonb_array_elements(k.lines) AS c
        WHERE k.corrects_id = ${invoices.id} AND k.kind = 'correction'
          AND c->>'symbol' = l->>'symbol' AND c->>'unitNet' = l->>'unitNet'), 0)
      - COALESCE((
        SELECT sum(${complaintLines.quantity})
        FROM ${complaintLines} JOIN ${complaints} ON ${complaints.id} = ${complaintLines.complaintId}
        WHERE ${complaints.invoiceId} = ${invoices.id}
          AND ${inArray(complaints.state, OPEN_STATES)}
          AND ${complaintLines.position} = (l->>'position')::int), 0) > 0)`;
  const where = and(
    eq(invoices.customerId, customerId),
    eq(invoices.kind, 'invoice'),
    isNull(invoices.cancelledAt),
    isNull(invoices.deletedAt),
    search ? ilike(invoices.number, pattern) : undefined,
    complainable,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        number: invoices.number,
        orderNumber: invoices.orderNumber,
        issuedAt: invoices.issuedAt,
        currency: invoices.currency,
        grossTotal: invoices.grossTotal,
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
