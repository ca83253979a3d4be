import { and, desc, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketingPopups } from '../../db/schema';

/** All SQL of marketing popups (issue 20, ADR 071). */

export type PopupRow = typeof marketingPopups.$inferSelect;
export type NewPopup = typeof marketingPopups.$inferInsert;

/**
 * The popup to show: active, within its dates, of the market and language, not one the visitor
 * closed; the highest priority, then the newest start.
 */
export async function selectLivePopup(
  db: Db,
  where: { market: string; language: string; at: Date; closed: readonly number[] },
): Promise<PopupRow | null> {
  const [row] = await db
    .select()
    .from(marketingPopups)
    .where(
      and(
        eq(marketingPopups.active, true),
        eq(marketingPopups.market, where.market),
        eq(marketingPopups.language, where.language),
        lte(marketingPopups.startsAt, where.at),
        or(isNull(marketingPopups.endsAt), gt(marketingPopups.endsAt, where.at)),
        where.closed.length > 0 ? notInArray(marketingPopups.id, [...where.closed]) : undefined,
      ),
    )
    .orderBy(desc(marketingPopups.priority), desc(marketingPopups.startsAt), desc(marketingPopups.id))
    .limit(1);
  return row ?? null;
}

export async function selectPopups(db: Db): Promise<PopupRow[]> {
  return db
    .select()
    .from(marketingPopups)
    .orderBy(desc(marketingPopups.active), desc(marketingPopups.startsAt), desc(marketingPopups.id))
    .limit(200);
}

export async function selectPopup(db: Db, id: number, forUpdate = false): Promise<PopupRow | null> {
  const query = db.select().from(marketingPopups).where(eq(marketingPopups.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPopup(db: Db, row: NewPopup): Promise<PopupRow> {
  const [inserted] = await db.insert(marketingPopups).values(row).returning();
  return inserted!;
}

export async function updatePopup(db: Db, id: number, change: Partial<NewPopup>): Promise<PopupRow> {
  const [row] = await db
    .update(marketingPopups)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(marketingPopups.id, id))
    .returning();
  return row!;
}
