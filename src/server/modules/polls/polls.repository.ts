import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pollAnswers, pollOptions, polls } from '../../db/schema';

/** All SQL of polls (issue 20, ADR 071): polls, their options, answers and the desk's counts. */

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type PollAnswerRow = typeof pollAnswers.$inferSelect;

/** Who answers: a customer account, or a visitor's cookie (its hash). */
export type Respondent =
  { customerId: number; visitorHash?: undefined } | { customerId?: undefined; visitorHash: string };

export async function insertPoll(
  db: Db,
  row: typeof polls.$inferInsert,
  options: readonly string[],
): Promise<number> {
  const [inserted] = await db.insert(polls).values(row).returning({ id: polls.id });
  await db
    .insert(pollOptions)
    .values(options.map((label, position) => ({ pollId: inserted!.id, position, label })));
  return inserted!.id;
}

export async function selectPoll(db: Db, id: number, forUpdate = false): Promise<PollRow | null> {
  const query = db.select().from(polls).where(eq(polls.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectOptions(db: Db, pollIds: readonly number[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return [];
  return db
    .select()
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, [...pollIds]))
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
}

/** The active poll of a place in a market and language (at most one: the partial unique index). */
export async function selectActivePoll(
  db: Db,
  place: { placement: string; market: string; language: string },
): Promise<PollRow | null> {
  const [row] = await db
    .select()
    .from(polls)
    .where(
      and(
        eq(polls.status, 'active'),
        eq(polls.placement, place.placement),
        eq(polls.market, place.market),
        eq(polls.language, place.language),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updatePollStatus(
  db: Db,
  id: number,
  change: Pick<typeof polls.$inferInsert, 'status' | 'activatedAt' | 'closedAt'>,
): Promise<void> {
  await db.update(polls).set(change).where(eq(polls.id, id));
}

export async function selectPolls(db: Db): Promise<PollRow[]> {
  return db.select().from(polls).orderBy(desc(polls.createdAt), desc(polls.id)).limit(200);
}

const respondentIs = (who: Respondent) =>
  who.customerId !== undefined
    ? eq(pollAnswers.customerId, who.customerId)
    : eq(pollAnswers.visitorHash, who.visitorHash);

export async function selectAnswer(
  db: Db,
  pollId: number,
  who: Respondent,
  forUpdate = false,
): Promise<PollAnswerRow | null> {
  const query = db
    .select()
    .from(pollAnswers)
    .where(and(eq(pollAnswers.pollId, pollId), respondentIs(who)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Records the first answer; null when the respondent had answered already (the unique index
 * decides, so two racing requests cannot both be first).
 */
export async function insertAnswer(
  db: Db,
  row: { pollId: number; optionIds: number[]; comment: string | null } & Respondent,
): Promise<PollAnswerRow | null> {
  const [inserted] = await db
    .insert(pollAnswers)
    .values({
      pollId: row.pollId,
      customerId: row.customerId ?? null,
      visitorHash: row.visitorHash ?? null,
      optionIds: row.optionIds,
      comment: row.comment,
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function updateAnswer(
  db: Db,
  id: number,
  change: { optionIds?: number[]; comment?: string | null },
): Promise<PollAnswerRow> {
  const [row] = await db
    .update(pollAnswers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(pollAnswers.id, id))
    .returning();
  return row!;
}

/** Answers per poll, and per option (an answer counts once for each option it chose). */
export async function countAnswers(db: Db, pollIds: readonly number[]) {
  if (pollIds.length === 0)
    return { perPoll: new Map<number, number>(), perOption: new Map<number, number>() };
  const ids = [...pollIds];
  const [perPollRows, perOptionRows] = await Promise.all([
    db
      .select({ pollId: pollAnswers.pollId, n: sql<number>`count(*)::int` })
      .from(pollAnswers)
      .where(inArray(pollAnswers.pollId, ids))
      .groupBy(pollAnswers.pollId),
    db.execute<{ option_id: number; n: number }>(sql`
      select o.option_id, count(*)::int as n
      from ${pollAnswers} a cross join lateral unnest(a.option_ids) as o(option_id)
      where a.poll_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by o.option_id`),
  ]);
  type OptionCount = { option_id: number; n: number };
  const rows = ((perOptionRows as { rows?: OptionCount[] }).rows ??
    (perOptionRows as unknown as OptionCount[])) as OptionCount[];
  return {
    perPoll: new Map(perPollRows.map((r) => [r.pollId, Number(r.n)])),
    perOption: new Map(rows.map((r) => [Number(r.option_id), Number(r.n)])),
  };
}

/** The newest comments of a poll. */
export async function selectComments(db: Db, pollId: number, limit: number) {
  return db
    .select({
      id: pollAnswers.id,
      comment: pollAnswers.comment,
      at: pollAnswers.updatedAt,
      customerId: pollAnswers.customerId,
    })
    .from(pollAnswers)
    .where(and(eq(pollAnswers.pollId, pollId), isNotNull(pollAnswers.comment)))
    .orderBy(desc(pollAnswers.updatedAt), desc(pollAnswers.id))
    .limit(limit);
}

/** Every answer of a poll for the CSV export, oldest first. */
export async function selectAllAnswers(db: Db, pollId: number) {
  return db
    .select({
      id: pollAnswers.id,
      customerId: pollAnswers.customerId,
      optionIds: pollAnswers.optionIds,
      comment: pollAnswers.comment,
      createdAt: pollAnswers.createdAt,
      updatedAt: pollAnswers.updatedAt,
    })
    .from(pollAnswers)
    .where(eq(pollAnswers.pollId, pollId))
    .orderBy(asc(pollAnswers.id));
}
