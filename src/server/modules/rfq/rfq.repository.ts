import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RfqSearch } from '../../../common/contracts/rfq';
import type { RfqDeskQuery } from '../../../common/contracts/rfq-desk';
import type { Db } from '../../db/client';
import {
  customers,
  manufacturers,
  products,
  rfqAcceptances,
  rfqHistory,
  rfqLines,
  rfqQuotedLines,
  rfqRequests,
  rfqSavedSearches,
} from '../../db/schema';

/** Every customer query here takes the customer id from the session: another's request is "not found". */

export type RequestRow = typeof rfqRequests.$inferSelect;

export interface NewLine {
  position: number;
  sourceRow: number;
  query: string;
  productId: number | null;
  manufacturer: string | null;
  amounts: number[];
  targetPrice: string | null;
  note: string | null;
}

export interface NewOffer {
  productId: number;
  alternative: boolean;
  breaks: Array<{ amount: number; unitPrice: string }>;
  leadTimeDays: number | null;
  staffNote: string | null;
}

export async function insertRequest(
  tx: Db,
  values: Omit<typeof rfqRequests.$inferInsert, 'id' | 'number'>,
): Promise<RequestRow> {
  const [row] = await tx.insert(rfqRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: Db,
  id: number,
  change: Partial<Omit<typeof rfqRequests.$inferInsert, 'id' | 'number'>>,
): Promise<void> {
  await tx
    .update(rfqRequests)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(rfqRequests.id, id));
}

export async function deleteRequest(tx: Db, id: number): Promise<void> {
  await tx.delete(rfqRequests).where(eq(rfqRequests.id, id));
}

export async function replaceLines(tx: Db, requestId: number, lines: readonly NewLine[]): Promise<void> {
  await tx.delete(rfqLines).where(eq(rfqLines.requestId, requestId));
  // In slices: 500 lines of 9 columns stay far below the 65 535 parameters of one statement.
  for (let i = 0; i < lines.length; i += 500) {
    await tx.insert(rfqLines).values(lines.slice(i, i + 500).map((l) => ({ ...l, requestId })));
  }
}

/** The customer's request by its token; `lock` holds its row until the transaction ends. */
export async function selectCustomerRequest(
  db: Db,
  customerId: number,
  token: string,
  lock = false,
): Promise<RequestRow | undefined> {
  const query = db
    .select()
    .from(rfqRequests)
    .where(and(eq(rfqRequests.crcToken, token), eq(rfqRequests.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectCustomerRequestByNumber(
  db: Db,
  customerId: number,
  number: string,
  lock = false,
): Promise<RequestRow | undefined> {
  const query = db
    .select()
    .from(rfqRequests)
    .where(and(eq(rfqRequests.number, number), eq(rfqRequests.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectRequestById(db: Db, id: number, lock = false): Promise<RequestRow | undefined> {
  const query = db.select().from(rfqRequests).where(eq(rfqRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectLines(db: Db, requestId: number) {
  return db
    .select({
      id: rfqLines.id,
      position: rfqLines.position,
      sourceRow: rfqLines.sourceRow,
      query: rfqLines.query,
      manufacturer: rfqLines.manufacturer,
      amounts: rfqLines.amounts,
      targetPrice: rfqLines.targetPrice,
      note: rfqLines.note,
      productId: rfqLines.productId,
      symbol: products.symbol,
      description: products.description,
      generatedText: products.generatedText,
      manufacturerName: manufacturers.name,
    })
    .from(rfqLines)
    .leftJoin(products, eq(products.id, rfqLines.productId))
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(rfqLines.requestId, requestId))
    .orderBy(asc(rfqLines.position));
}
export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

export async function selectOffers(db: Db, requestId: number) {
  return db
    .select({
      id: rfqQuotedLines.id,
      lineId: rfqQuotedLines.lineId,
      position: rfqQuotedLines.position,
      productId: rfqQuotedLines.productId,
      alternative: rfqQuotedLines.alternative,
      breaks: rfqQuotedLines.breaks,
      leadTimeDays: rfqQuotedLines.leadTimeDays,
      staffNote: rfqQuotedLines.staffNote,
      symbol: products.symbol,
      description: products.description,
      generatedText: products.generatedText,
      manufacturerName: manufacturers.name,
    })
    .from(rfqQuotedLines)
    .innerJoin(products, eq(products.id, rfqQuotedLines.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(rfqQuotedLines.requestId, requestId))
    .orderBy(asc(rfqQuotedLines.position));
}
export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

export async function selectAcceptances(db: Db, requestId: number) {
  return db
    .select({
      lineId: rfqAcceptances.lineId,
      quotedLineId: rfqAcceptances.quotedLineId,
      amount: rfqAcceptances.amount,
      orderNumber: rfqAcceptances.orderNumber,
    })
    .from(rfqAcceptances)
    .where(eq(rfqAcceptances.requestId, requestId));
}

/** Staff's offers of one requested line, replaced as a whole; positions continue the request's. */
export async function replaceOffers(
  tx: Db,
  requestId: number,
  lineId: number,
  offers: readonly NewOffer[],
): Promise<void> {
  await tx.delete(rfqQuotedLines).where(eq(rfqQuotedLines.lineId, lineId));
  if (offers.length === 0) return;
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${rfqQuotedLines.position}), 0)::int` })
    .from(rfqQuotedLines)
    .where(eq(rfqQuotedLines.requestId, requestId));
  await tx
    .insert(rfqQuotedLines)
    .values(offers.map((o, i) => ({ ...o, requestId, lineId, position: last!.max + i + 1 })));
}

export async function insertAcceptances(
  tx: Db,
  rows: ReadonlyArray<typeof rfqAcceptances.$inferInsert>,
): Promise<boolean> {
  const inserted = await tx
    .insert(rfqAcceptances)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: rfqAcceptances.id });
  return inserted.length === rows.length;
}

export async function countLines(db: Db, requestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rfqLines).where(eq(rfqLines.requestId, requestId));
  return row!.n;
}

/**
 * Products the typed lines name, set-based: the exact symbol, then the catalogue's normalised
 * symbol, then the normalised manufacturer part number when exactly one product has it.
 */
export async function selectProductMatches(
  db: Db,
  keys: readonly string[],
): Promise<Array<{ id: number; symbol: string; symbolKey: string; manufacturerSymbolKey: string }>> {
  if (keys.length === 0) return [];
  return db
    .select({
      id: products.id,
      symbol: products.symbol,
      symbolKey: products.symbolKey,
      manufacturerSymbolKey: products.manufacturerSymbolKey,
    })
    .from(products)
    .where(or(inArray(products.symbolKey, [...keys]), inArray(products.manufacturerSymbolKey, [...keys])))
    .limit(keys.length * 5);
}

/** One product by its exact symbol (staff name the product they offer). */
export async function selectProductBySymbol(db: Db, symbol: string, key: string) {
  const rows = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(or(eq(products.symbol, symbol), eq(products.symbolKey, key)))
    .limit(2);
  return rows.find((r) => r.symbol === symbol) ?? (rows.length === 1 ? rows[0] : undefined);
}

/** The state as the list shows and filters it: a quote past its date reads "expired" (rfq.states.ts). */
export function effectiveStateSql(now: Date): SQL<string> {
  return sql<string>`CASE WHEN ${rfqRequests.state} IN ('quoted', 'partly_accepted') AND ${rfqRequests.validUntil} <= ${now.toISOString()}::timestamptz THEN 'expired' ELSE ${rfqRequests.state} END`;
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchRequests(db: Db, customerId: number, search: RfqSearch, now: Date) {
  const state = effectiveStateSql(now);
  const filters: Array<SQL | undefined> = [eq(rfqRequests.customerId, customerId)];
  if (search.state) filters.push(sql`${state} = ${search.state}`);
  if (search.from) filters.push(gte(rfqRequests.createdAt, new Date(`${search.from}T00:00:00Z`)));
  if (search.to) {
    const next = new Date(`${search.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    filters.push(lt(rfqRequests.createdAt, next));
  }
  if (search.q) {
    const pattern = containing(search.q);
    filters.push(
      or(
        sql`${rfqRequests.number} ILIKE ${pattern}`,
        sql`${rfqRequests.title} ILIKE ${pattern}`,
        sql`${rfqRequests.reference} ILIKE ${pattern}`,
        sql`EXISTS (SELECT 1 FROM rfq_lines l WHERE l.request_id = ${rfqRequests.id} AND l.query ILIKE ${pattern})`,
      ),
    );
  }
  const where = and(...filters);
  const sortColumn = {
    createdAt: rfqRequests.createdAt,
    number: rfqRequests.id,
    title: sql`lower(${rfqRequests.title})`,
    state,
    validUntil: rfqRequests.validUntil,
  }[search.sort];
  const order = search.direction === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        number: rfqRequests.number,
        crcToken: rfqRequests.crcToken,
        title: rfqRequests.title,
        reference: rfqRequests.reference,
        state,
        createdAt: rfqRequests.createdAt,
        validUntil: rfqRequests.validUntil,
        lineCount: lineCountSql,
      })
      .from(rfqRequests)
      .where(where)
      .orderBy(order, desc(rfqRequests.id))
      .limit(search.perPage)
      .offset((search.page - 1) * search.perPage),
    db.select({ n: count() }).from(rfqRequests).where(where),
  ]);
  return { rows, total: total!.n };
}

/**
 * Who the request is from, as the desk shows it: the company, else the contact person's name. The
 * outer table is named in full: drizzle writes a lone column unqualified in a select list, which a
 * subquery would read as its own table's.
 */
const customerLabelSql = sql<string>`COALESCE(
  NULLIF((SELECT c.company_name FROM customers c WHERE c.id = rfq_requests.customer_id), ''),
  (SELECT cp.first_name || ' ' || cp.last_name FROM contact_persons cp WHERE cp.id = rfq_requests.contact_person_id),
  ''
)`;
const claimerNameSql = sql<
  string | null
>`(SELECT s.name FROM staff_accounts s WHERE s.id = rfq_requests.claimed_by_id)`;
const lineCountSql = sql<number>`(SELECT count(*)::int FROM rfq_lines l WHERE l.request_id = rfq_requests.id)`;

/**
 * The staff inbox (ADR 051): every request but drafts (a draft is the customer's, not yet asked),
 * filtered by state (as of now), by claim (mine / nobody's) and a text, sorted, a page at a time.
 */
export async function searchInbox(db: Db, query: RfqDeskQuery, staffId: number, perPage: number, now: Date) {
  const state = effectiveStateSql(now);
  const filters: Array<SQL | undefined> = [sql`${rfqRequests.state} <> 'draft'`];
  if (query.state) filters.push(sql`${state} = ${query.state}`);
  if (query.claim === 'mine') filters.push(eq(rfqRequests.claimedById, staffId));
  if (query.claim === 'unclaimed') filters.push(isNull(rfqRequests.claimedById));
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(
      or(
        sql`${rfqRequests.number} ILIKE ${pattern}`,
        sql`${rfqRequests.title} ILIKE ${pattern}`,
        sql`${rfqRequests.reference} ILIKE ${pattern}`,
        sql`${customerLabelSql} ILIKE ${pattern}`,
        sql`EXISTS (SELECT 1 FROM rfq_lines l WHERE l.request_id = ${rfqRequests.id} AND l.query ILIKE ${pattern})`,
      ),
    );
  }
  const where = and(...filters);
  const sortColumn = {
    sentAt: rfqRequests.sentAt,
    number: rfqRequests.id,
    title: sql`lower(${rfqRequests.title})`,
    customer: sql`lower(${customerLabelSql})`,
    state,
  }[query.sort];
  const order = query.direction === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rfqRequests.id,
        number: rfqRequests.number,
        title: rfqRequests.title,
        customer: customerLabelSql,
        state,
        sentAt: rfqRequests.sentAt,
        claimedById: rfqRequests.claimedById,
        claimedByName: claimerNameSql,
        lineCount: lineCountSql,
        rejectReason: rfqRequests.rejectReason,
        rejectedBy: rfqRequests.rejectedBy,
      })
      .from(rfqRequests)
      .where(where)
      .orderBy(order, asc(rfqRequests.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ n: count() }).from(rfqRequests).where(where),
  ]);
  return { rows, total: total!.n };
}

/** The desk's extras of one request: who it is from and who holds it. */
export async function selectDeskExtras(db: Db, id: number) {
  const [row] = await db
    .select({ customer: customerLabelSql, claimedByName: claimerNameSql })
    .from(rfqRequests)
    .where(eq(rfqRequests.id, id));
  return row;
}

export async function selectSavedSearches(db: Db, contactPersonId: number) {
  return db
    .select()
    .from(rfqSavedSearches)
    .where(eq(rfqSavedSearches.contactPersonId, contactPersonId))
    .orderBy(asc(rfqSavedSearches.name));
}

/** Saves a search unless the person has `max` already or one of that name: null then. */
export async function insertSavedSearch(
  db: Db,
  contactPersonId: number,
  name: string,
  query: Record<string, unknown>,
  max: number,
) {
  const result = (await db.execute(sql`
    INSERT INTO rfq_saved_searches (contact_person_id, name, query)
    SELECT ${contactPersonId}, ${name}, ${JSON.stringify(query)}::jsonb
    WHERE (SELECT count(*) FROM rfq_saved_searches WHERE contact_person_id = ${contactPersonId}) < ${max}
    ON CONFLICT (contact_person_id, name) DO NOTHING
    RETURNING id, name, query, created_at
  `)) as unknown as {
    rows: Array<{ id: number; name: string; query: Record<string, unknown>; created_at: string | Date }>;
  };
  return result.rows[0];
}

export async function deleteSavedSearch(db: Db, contactPersonId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(rfqSavedSearches)
    .where(and(eq(rfqSavedSearches.id, id), eq(rfqSavedSearches.contactPersonId, contactPersonId)))
    .returning({ id: rfqSavedSearches.id });
  return rows.length > 0;
}

export async function selectCustomerCountry(db: Db, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.country;
}

export async function selectRequestIdByNumber(db: Db, number: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rfqRequests.id })
    .from(rfqRequests)
    .where(eq(rfqRequests.number, number));
  return row?.id;
}

export type HistoryEntry = Omit<typeof rfqHistory.$inferInsert, 'id' | 'at'>;

/** One step of a request's history, in the step's transaction (ADR 051, session 14). */
export async function insertHistory(tx: Db, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(rfqHistory).values([...entries]);
}

/** A request's history, oldest first, with the staff member's name where staff acted. */
export async function selectHistory(db: Db, requestId: number) {
  return db
    .select({
      action: rfqHistory.action,
      actor: rfqHistory.actor,
      details: rfqHistory.details,
      at: rfqHistory.at,
      staffName: sql<string | null>`(SELECT s.name FROM staff_accounts s WHERE s.id = ${rfqHistory.staffId})`,
    })
    .from(rfqHistory)
    .where(eq(rfqHistory.requestId, requestId))
    .orderBy(asc(rfqHistory.at), asc(rfqHistory.id));
}
