import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TenderDeskQuery, TenderListDeskQuery, TenderListQuery } from '../../../common/tenders';
import type { Db } from '../../db/client';
import { customers, tenderListLines, tenderLists, tenders } from '../../db/schema';

/** All SQL of tenders and tender item lists (issue 20, ADR 070). */

export type TenderRow = typeof tenders.$inferSelect;
export type NewTender = typeof tenders.$inferInsert;
export type TenderListRow = typeof tenderLists.$inferSelect;
export type NewTenderList = typeof tenderLists.$inferInsert;
export type TenderListLineRow = typeof tenderListLines.$inferSelect;
export type NewTenderListLine = typeof tenderListLines.$inferInsert;

/** LIKE's own characters typed by a person are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const titleOrReference = (q: string) => {
  const pattern = likePattern(q);
  return or(ilike(tenders.title, pattern), ilike(tenders.reference, pattern))!;
};

export async function insertTender(db: Db, row: NewTender): Promise<number> {
  const [inserted] = await db.insert(tenders).values(row).returning({ id: tenders.id });
  return inserted!.id;
}

export async function updateTender(db: Db, id: number, values: Partial<NewTender>): Promise<void> {
  await db.update(tenders).set(values).where(eq(tenders.id, id));
}

export async function selectTender(db: Db, id: number, forUpdate = false): Promise<TenderRow | null> {
  const query = db.select().from(tenders).where(eq(tenders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Another tender of the market with the reference (the unique index, said before the insert fails). */
export async function selectReferenceTaken(db: Db, country: string, reference: string, exceptId?: number) {
  const rows = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.country, country), eq(tenders.reference, reference)));
  return rows.some((r) => r.id !== exceptId);
}

const summaryColumns = {
  id: tenders.id,
  reference: tenders.reference,
  title: tenders.title,
  buyer: tenders.buyer,
  country: tenders.country,
  deadline: tenders.deadline,
  state: tenders.state,
  lineCount: tenders.lineCount,
  updatedAt: tenders.updatedAt,
};

/**
 * The public list of a market: published and closed tenders (never drafts). Open ones first, the
 * nearest deadline on top; then closed ones, the latest deadline first.
 */
export async function searchPublic(
  db: Db,
  query: TenderListQuery,
  country: string,
  now: Date,
  perPage: number,
) {
  const open = and(eq(tenders.state, 'published'), gt(tenders.deadline, now))!;
  const where: SQL[] = [eq(tenders.country, country), inArray(tenders.state, ['published', 'closed'])];
  if (query.status === 'open') where.push(open);
  if (query.status === 'closed') where.push(or(eq(tenders.state, 'closed'), lte(tenders.deadline, now))!);
  if (query.q) where.push(titleOrReference(query.q));
  const condition = and(...where);
  const isOpen = sql`(${tenders.state} = 'published' and ${tenders.deadline} > ${now.toISOString()}::timestamptz)`;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tenders)
      .where(condition)
      .orderBy(
        desc(isOpen),
        sql`case when ${isOpen} then ${tenders.deadline} end asc`,
        desc(tenders.deadline),
        desc(tenders.id),
      )
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ n: count() }).from(tenders).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The desk's list: every tender, drafts included, the latest changed first. */
export async function searchDesk(db: Db, query: TenderDeskQuery, perPage: number) {
  const where: SQL[] = [];
  if (query.state) where.push(eq(tenders.state, query.state));
  if (query.q) where.push(titleOrReference(query.q));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tenders)
      .where(condition)
      .orderBy(desc(tenders.updatedAt), desc(tenders.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ n: count() }).from(tenders).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- Item lists ---------------------------------------------------------------------------------

export async function insertList(db: Db, row: NewTenderList, lines: Omit<NewTenderListLine, 'listId'>[]) {
  const [inserted] = await db.insert(tenderLists).values(row).returning({ id: tenderLists.id });
  const id = inserted!.id;
  if (lines.length > 0) await db.insert(tenderListLines).values(lines.map((l) => ({ ...l, listId: id })));
  return id;
}

/** One list, only when it is the customer's (`customerId` null: the desk, which sees all). */
export async function selectList(
  db: Db,
  id: number,
  customerId: number | null,
  forUpdate = false,
): Promise<TenderListRow | null> {
  const where =
    customerId === null
      ? eq(tenderLists.id, id)
      : and(eq(tenderLists.id, id), eq(tenderLists.customerId, customerId));
  const query = db.select().from(tenderLists).where(where);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectLines(db: Db, listId: number): Promise<TenderListLineRow[]> {
  return db
    .select()
    .from(tenderListLines)
    .where(eq(tenderListLines.listId, listId))
    .orderBy(asc(tenderListLines.position), asc(tenderListLines.id));
}

export async function updateList(db: Db, id: number, values: Partial<NewTenderList>): Promise<void> {
  await db.update(tenderLists).set(values).where(eq(tenderLists.id, id));
}

export async function updateLine(
  db: Db,
  listId: number,
  lineId: number,
  values: Partial<NewTenderListLine>,
): Promise<void> {
  await db
    .update(tenderListLines)
    .set(values)
    .where(and(eq(tenderListLines.id, lineId), eq(tenderListLines.listId, listId)));
}

const listColumns = {
  id: tenderLists.id,
  title: tenderLists.title,
  reference: tenderLists.reference,
  state: tenderLists.state,
  lineCount: tenderLists.lineCount,
  createdAt: tenderLists.createdAt,
  sentAt: tenderLists.sentAt,
  answeredAt: tenderLists.answeredAt,
};

/** The customer's lists, newest first. */
export async function selectListsOfCustomer(db: Db, customerId: number, page: number, perPage: number) {
  const condition = eq(tenderLists.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(tenderLists)
      .where(condition)
      .orderBy(desc(tenderLists.createdAt), desc(tenderLists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(tenderLists).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The desk's inbox: sent and answered lists (drafts are the customer's own), waiting ones first. */
export async function searchListInbox(db: Db, query: TenderListDeskQuery, perPage: number) {
  const where: SQL[] = [
    query.state ? eq(tenderLists.state, query.state) : inArray(tenderLists.state, ['sent', 'answered']),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(tenderLists.title, pattern),
        ilike(tenderLists.reference, pattern),
        ilike(customers.customerNumber, pattern),
        ilike(customers.companyName, pattern),
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...listColumns,
        customerNumber: customers.customerNumber,
        companyName: customers.companyName,
      })
      .from(tenderLists)
      .innerJoin(customers, eq(customers.id, tenderLists.customerId))
      .where(condition)
      .orderBy(desc(sql`${tenderLists.state} = 'sent'`), asc(tenderLists.sentAt), asc(tenderLists.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db
      .select({ n: count() })
      .from(tenderLists)
      .innerJoin(customers, eq(customers.id, tenderLists.customerId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectCustomerName(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({ number: customers.customerNumber, name: customers.companyName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ? [row.number, row.name].filter(Boolean).join(' · ') : '';
}
