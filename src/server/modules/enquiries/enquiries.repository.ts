import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { EnquiryDeskQuery } from '../../../common/enquiries';
import type { Db } from '../../db/client';
import {
  customers,
  enquiries,
  enquiryFiles,
  enquiryReplies,
  marketplaceSellers,
  products,
  staffAccounts,
} from '../../db/schema';

/** All SQL of enquiries (issue 20, ADR 066): the inbox rows, their replies and the look-ups they need. */

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Db, row: NewEnquiry): Promise<number> {
  const [inserted] = await db.insert(enquiries).values(row).returning({ id: enquiries.id });
  return inserted!.id;
}

/** The product an enquiry names: by its exact symbol, or its normalised key when that names one. */
export async function selectProduct(db: Db, symbol: string, key: string) {
  const rows = await db
    .select({
      id: products.id,
      symbol: products.symbol,
      minimumQuantity: products.minimumQuantity,
      multiples: products.multiples,
    })
    .from(products)
    .where(or(eq(products.symbol, symbol), eq(products.symbolKey, key)))
    .limit(2);
  return rows.find((r) => r.symbol === symbol) ?? (rows.length === 1 ? rows[0] : undefined);
}

export async function selectEnquiry(db: Db, id: number, forUpdate = false): Promise<EnquiryRow | null> {
  const query = db.select().from(enquiries).where(eq(enquiries.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** LIKE's own characters typed by staff are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchInbox(db: Db, query: EnquiryDeskQuery, staffId: number, perPage: number) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(enquiries.status, query.status));
  if (query.kind) where.push(eq(enquiries.kind, query.kind));
  if (query.assigned === 'mine') where.push(eq(enquiries.assignedToId, staffId));
  if (query.assigned === 'unassigned') where.push(isNull(enquiries.assignedToId));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(enquiries.email, pattern),
        ilike(enquiries.customerNumber, pattern),
        ilike(enquiries.productSymbol, pattern),
        ilike(enquiries.message, pattern),
        ilike(enquiries.subject, pattern),
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const replies = db
    .select({ enquiryId: enquiryReplies.enquiryId, n: count().as('n') })
    .from(enquiryReplies)
    .groupBy(enquiryReplies.enquiryId)
    .as('replies');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        kind: enquiries.kind,
        status: enquiries.status,
        email: enquiries.email,
        customerNumber: enquiries.customerNumber,
        productSymbol: enquiries.productSymbol,
        sellerId: enquiries.sellerId,
        sellerName: marketplaceSellers.name,
        subject: enquiries.subject,
        excerpt: sql<string>`left(${enquiries.message}, 120)`,
        createdAt: enquiries.createdAt,
        assignedToId: enquiries.assignedToId,
        assignedToName: staffAccounts.name,
        replies: sql<number>`coalesce(${replies.n}, 0)::int`,
      })
      .from(enquiries)
      .leftJoin(staffAccounts, eq(staffAccounts.id, enquiries.assignedToId))
      .leftJoin(marketplaceSellers, eq(marketplaceSellers.id, enquiries.sellerId))
      .leftJoin(replies, eq(replies.enquiryId, enquiries.id))
      .where(condition)
      // Open ones first, the longest waiting on top: what the desk should answer next.
      .orderBy(desc(sql`${enquiries.status} = 'open'`), asc(enquiries.createdAt), asc(enquiries.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ n: count() }).from(enquiries).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectDetailsExtras(db: Db, row: EnquiryRow) {
  const [assignee, account, replies, seller, files] = await Promise.all([
    row.assignedToId === null
      ? Promise.resolve(undefined)
      : db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, row.assignedToId))
          .then((r) => r[0]),
    row.customerId === null
      ? Promise.resolve(undefined)
      : db
          .select({ number: customers.customerNumber, name: customers.companyName })
          .from(customers)
          .where(eq(customers.id, row.customerId))
          .then((r) => r[0]),
    db
      .select({
        id: enquiryReplies.id,
        staff: staffAccounts.name,
        message: enquiryReplies.message,
        createdAt: enquiryReplies.createdAt,
      })
      .from(enquiryReplies)
      .innerJoin(staffAccounts, eq(staffAccounts.id, enquiryReplies.staffId))
      .where(eq(enquiryReplies.enquiryId, row.id))
      .orderBy(asc(enquiryReplies.id)),
    row.sellerId === null ? Promise.resolve(null) : selectSeller(db, row.sellerId),
    selectFiles(db, row.id),
  ]);
  return { assignee, account, replies, seller, files };
}

/** A marketplace seller an enquiry was sent to: the forward's address and language (ADR 072). */
export async function selectSeller(db: Db, id: number) {
  const [row] = await db
    .select({
      id: marketplaceSellers.id,
      name: marketplaceSellers.name,
      email: marketplaceSellers.email,
      language: marketplaceSellers.language,
    })
    .from(marketplaceSellers)
    .where(eq(marketplaceSellers.id, id));
  return row ?? null;
}

export async function insertFiles(db: Db, rows: Array<typeof enquiryFiles.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(enquiryFiles).values(rows);
}

export async function selectFiles(db: Db, enquiryId: number) {
  return db
    .select({
      id: enquiryFiles.fileId,
      name: enquiryFiles.name,
      contentType: enquiryFiles.contentType,
      size: enquiryFiles.size,
    })
    .from(enquiryFiles)
    .where(eq(enquiryFiles.enquiryId, enquiryId))
    .orderBy(asc(enquiryFiles.id));
}

/** The enquiries whose mails have not all left (a job lost between the insert and its enqueue). */
export async function selectMailsDue(db: Db, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        sql`${enquiries.createdAt} >= ${since.toISOString()}`,
        or(
          isNull(enquiries.confirmedAt),
          and(eq(enquiries.kind, 'marketplace'), isNull(enquiries.forwardedAt)),
        ),
      ),
    )
    .orderBy(asc(enquiries.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Active staff who answer enquiries (support or sales), for the assign list and its check. */
export async function selectAssignees(db: Db) {
  return db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.active, true), sql`${staffAccounts.roles} && ARRAY['support','sales']::text[]`),
    )
    .orderBy(asc(staffAccounts.name));
}

export async function updateEnquiry(db: Db, id: number, values: Partial<NewEnquiry>): Promise<void> {
  await db.update(enquiries).set(values).where(eq(enquiries.id, id));
}

export async function insertReply(db: Db, row: typeof enquiryReplies.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(enquiryReplies).values(row).returning({ id: enquiryReplies.id });
  return inserted!.id;
}

/** The company (or the person's) name of an account, for the seller's copy of a question. */
export async function selectAccountName(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: customers.companyName, number: customers.customerNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ? [row.name, row.number].filter(Boolean).join(', ') || null : null;
}

/** Claims one of an enquiry's mails: sets its mark where it is unset; false when it was set already. */
export async function claimMail(
  db: Db,
  id: number,
  mark: 'confirmedAt' | 'forwardedAt',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(enquiries)
    .set({ [mark]: at })
    .where(and(eq(enquiries.id, id), isNull(enquiries[mark])))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

/** Gives a claimed mail back after its send failed, for the retry. */
export async function releaseMail(db: Db, id: number, mark: 'confirmedAt' | 'forwardedAt'): Promise<void> {
  await db
    .update(enquiries)
    .set({ [mark]: null })
    .where(eq(enquiries.id, id));
}
