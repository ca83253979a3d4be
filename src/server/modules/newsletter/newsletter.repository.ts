import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  newsletterConsents,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
} from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;
export type ConsentInsert = typeof newsletterConsents.$inferInsert;

function rows<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export async function subscriberByEmail(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row ?? null;
}

export async function subscriberById(db: Db, id: number): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/**
 * The address's row, made when it is new. A known address keeps its status: a sign-up of a
 * confirmed address does not unconfirm it (nor tell anyone it was confirmed).
 */
export async function upsertSubscriber(
  db: Db,
  row: { email: string; language: string; market: string; topics: string[]; customerId: number | null },
): Promise<SubscriberRow> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        customerId: sql`coalesce(${newsletterSubscribers.customerId}, excluded.customer_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return inserted!;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  change: Partial<
    Pick<SubscriberRow, 'status' | 'topics' | 'language' | 'market' | 'confirmedAt' | 'unsubscribedAt'>
  >,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row ?? null;
}

export async function insertConsent(db: Db, row: ConsentInsert): Promise<void> {
  await db.insert(newsletterConsents).values(row);
}

export async function consentByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: newsletterConsents.id,
      subscriberId: newsletterConsents.subscriberId,
      email: newsletterConsents.email,
      topics: newsletterConsents.topics,
      language: newsletterConsents.language,
      expiresAt: newsletterConsents.expiresAt,
      confirmedAt: newsletterConsents.confirmedAt,
    })
    .from(newsletterConsents)
    .where(eq(newsletterConsents.tokenHash, tokenHash));
  return row ?? null;
}

/** Uses a confirmation once: only an unused, unexpired token is marked (a second use finds nothing). */
export async function useConsent(
  db: Db,
  tokenHash: string,
  at: Date,
  proof: { ip: string; userAgent: string },
): Promise<{ subscriberId: number; topics: string[]; language: string } | null> {
  const [row] = await db
    .update(newsletterConsents)
    .set({ confirmedAt: at, confirmIp: proof.ip, confirmUserAgent: proof.userAgent })
    .where(
      and(
        eq(newsletterConsents.tokenHash, tokenHash),
        sql`${newsletterConsents.confirmedAt} is null`,
        sql`${newsletterConsents.expiresAt} > ${at.toISOString()}`,
      ),
    )
    .returning({
      subscriberId: newsletterConsents.subscriberId,
      topics: newsletterConsents.topics,
      language: newsletterConsents.language,
    });
  return row ?? null;
}

export async function consentsOf(db: Db, subscriberId: number) {
  return db
    .select()
    .from(newsletterConsents)
    .where(eq(newsletterConsents.subscriberId, subscriberId))
    .orderBy(desc(newsletterConsents.id));
}

export async function subscriberOfCustomer(db: Db, customerId: number, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      sql`${newsletterSubscribers.email} = ${email} or ${newsletterSubscribers.customerId} = ${customerId}`,
    )
    .orderBy(sql`${newsletterSubscribers.email} = ${email} desc`)
    .limit(1);
  return row ?? null;
}

// ---- issues ----

export async function insertIssue(db: Db, row: typeof newsletterIssues.$inferInsert): Promise<IssueRow> {
  const [inserted] = await db.insert(newsletterIssues).values(row).returning();
  return inserted!;
}

export async function updateDraft(
  db: Db,
  id: number,
  change: Partial<typeof newsletterIssues.$inferInsert>,
): Promise<IssueRow | null> {
  const [row] = await db
    .update(newsletterIssues)
    .set(change)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning();
  return row ?? null;
}

export async function issueById(db: Db, id: number): Promise<IssueRow | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row ?? null;
}

export async function listIssues(db: Db, limit: number): Promise<IssueRow[]> {
  return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.id)).limit(limit);
}

/** Sent mails per issue (one count over the issues shown). */
export async function sentCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ issueId: newsletterSends.issueId, sent: sql<number>`count(*)::int` })
    .from(newsletterSends)
    .where(
      and(
        sql`${newsletterSends.issueId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        eq(newsletterSends.status, 'sent'),
      ),
    )
    .groupBy(newsletterSends.issueId);
  return new Map(rows.map((r) => [r.issueId, r.sent]));
}

/** The segment's condition on `s` (newsletter_subscribers): confirmed, in the markets, languages and topic. */
function segmentWhere(issue: Pick<IssueRow, 'markets' | 'languages' | 'topic'>) {
  const markets = issue.markets.length
    ? sql`and s.market in (${sql.join(
        issue.markets.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql``;
  const languages = issue.languages.length
    ? sql`and s.language in (${sql.join(
        issue.languages.map((l) => sql`${l}`),
        sql`, `,
      )})`
    : sql``;
  return sql`s.status = 'confirmed' and ${issue.topic} = any(s.topics) ${markets} ${languages}`;
}

export async function countSegment(
  db: Db,
  issue: Pick<IssueRow, 'markets' | 'languages' | 'topic'>,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from newsletter_subscribers s where ${segmentWhere(issue)}`,
  );
  return Number(rows<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Queues one batch of the segment: the send records of the next `limit` subscribers after
 * `afterId`, in one statement. ON CONFLICT DO NOTHING makes a rerun (a retried or doubled job) write
 * nothing twice. Returns the last subscriber id walked (null: the segment is done) and the rows written.
 */
export async function queueBatch(
  db: Db,
  issue: IssueRow,
  afterId: number,
  limit: number,
): Promise<{ lastId: number | null; inserted: number }> {
  const result = await db.execute(sql`
    with batch as (
      select s.id from newsletter_subscribers s
      where ${segmentWhere(issue)} and s.id > ${afterId}
      order by s.id limit ${limit}
    ), written as (
      insert into newsletter_sends (issue_id, subscriber_id)
      select ${issue.id}, id from batch
      on conflict (issue_id, subscriber_id) do nothing
      returning 1
    )
    select (select max(id) from batch) as last_id, (select count(*)::int from written) as inserted`);
  const row = rows<{ last_id: number | null; inserted: number }>(result)[0];
  return {
    lastId: row?.last_id === null || row?.last_id === undefined ? null : Number(row.last_id),
    inserted: Number(row?.inserted ?? 0),
  };
}

export async function countSends(db: Db, issueId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSends)
    .where(eq(newsletterSends.issueId, issueId));
  return row?.n ?? 0;
}

export async function setIssue(db: Db, id: number, change: Partial<typeof newsletterIssues.$inferInsert>) {
  await db.update(newsletterIssues).set(change).where(eq(newsletterIssues.id, id));
}

/** Queues a draft (one caller wins: the status moves only from draft). */
export async function markQueued(db: Db, id: number, at: Date): Promise<IssueRow | null> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ status: 'queued', queuedAt: at })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning();
  return row ?? null;
}

/** Takes the issue's delivery lease when it is free or has run out; false: another worker holds it. */
export async function takeLease(db: Db, id: number, seconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    update newsletter_issues set lease_until = now() + make_interval(secs => ${seconds})
    where id = ${id} and (lease_until is null or lease_until < now())
    returning id`);
  return rows(result).length > 0;
}

export async function releaseLease(db: Db, id: number): Promise<void> {
  await db.execute(sql`update newsletter_issues set lease_until = null where id = ${id}`);
}

export interface ClaimedSend {
  sendId: number;
  subscriberId: number;
  email: string;
  language: string;
  status: string;
}

/**
 * Claims the next queued mail of an issue and marks it sent, inside the caller's transaction: the
 * caller writes the mail to the outbox in the same transaction, so both commit or neither does.
 * SKIP LOCKED lets a second worker pass over a row the first holds instead of mailing it too.
 */
export async function claimNextSend(tx: Db, issueId: number): Promise<ClaimedSend | null> {
  const result = await tx.execute(sql`
    with next as (
      select id from newsletter_sends
      where issue_id = ${issueId} and status = 'queued'
      order by id limit 1
      for update skip locked
    )
    update newsletter_sends ns set status = 'sent', sent_at = now()
    from next, newsletter_subscribers s
    where ns.id = next.id and s.id = ns.subscriber_id
    returning ns.id as send_id, ns.subscriber_id, s.email, s.language, s.status`);
  const row = rows<{
    send_id: number;
    subscriber_id: number;
    email: string;
    language: string;
    status: string;
  }>(result)[0];
  return row
    ? {
        sendId: Number(row.send_id),
        subscriberId: Number(row.subscriber_id),
        email: row.email,
        language: row.language,
        status: row.status,
      }
    : null;
}

/** A subscriber who left after the fan-out is skipped, not mailed. */
export async function markSkipped(tx: Db, sendId: number): Promise<void> {
  await tx
    .update(newsletterSends)
    .set({ status: 'skipped', sentAt: null })
    .where(eq(newsletterSends.id, sendId));
}

export async function queuedLeft(db: Db, issueId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.issueId, issueId), eq(newsletterSends.status, 'queued')));
  return row?.n ?? 0;
}

/** The highest subscriber already queued for an issue (0: none): where a resumed fan-out goes on. */
export async function lastQueuedSubscriber(db: Db, issueId: number): Promise<number> {
  const [row] = await db
    .select({ m: sql<number>`coalesce(max(${newsletterSends.subscriberId}), 0)::int` })
    .from(newsletterSends)
    .where(eq(newsletterSends.issueId, issueId));
  return Number(row?.m ?? 0);
}
