import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { endUseDeclarations, wizardLinks, wizardSessions } from '../../db/schema';

export type WizardLinkRow = typeof wizardLinks.$inferSelect;
export type WizardSessionRow = typeof wizardSessions.$inferSelect;
export type DeclarationRow = typeof endUseDeclarations.$inferSelect;

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export async function insertLink(
  db: Db,
  row: Pick<
    typeof wizardLinks.$inferInsert,
    'kind' | 'customerId' | 'contactPersonId' | 'requestedBy' | 'email' | 'expiresAt'
  >,
): Promise<number> {
  const [inserted] = await db
    .insert(wizardLinks)
    .values({ ...row, nonceHash: '' })
    .returning({ id: wizardLinks.id });
  return inserted!.id;
}

export async function setLinkNonce(db: Db, id: number, nonceHash: string): Promise<void> {
  await db.update(wizardLinks).set({ nonceHash }).where(eq(wizardLinks.id, id));
}

/** Earlier links of the same kind for the same person stop working when a new one is sent. */
export async function voidEarlierLinks(
  db: Db,
  kind: string,
  contactPersonId: number,
  exceptId: number,
  now: Date,
): Promise<void> {
  await db
    .update(wizardLinks)
    .set({ voidedAt: now })
    .where(
      and(
        eq(wizardLinks.kind, kind),
        eq(wizardLinks.contactPersonId, contactPersonId),
        isNull(wizardLinks.usedAt),
        isNull(wizardLinks.voidedAt),
        ne(wizardLinks.id, exceptId),
      ),
    );
}

export async function linkById(db: Db, id: number): Promise<WizardLinkRow | null> {
  const [row] = await db.select().from(wizardLinks).where(eq(wizardLinks.id, id));
  return row ?? null;
}

/** Sessions of a link that timed out give the link back (the person closed the window and left). */
export async function dropExpiredSessionsOfLink(db: Db, linkId: number, now: Date): Promise<void> {
  const gone = await db
    .delete(wizardSessions)
    .where(and(eq(wizardSessions.linkId, linkId), lte(wizardSessions.expiresAt, now)))
    .returning({ id: wizardSessions.id });
  if (gone.length > 0)
    await db
      .update(wizardLinks)
      .set({ openedAt: null })
      .where(and(eq(wizardLinks.id, linkId), isNull(wizardLinks.usedAt)));
}

/**
 * Opens a link once: one conditional UPDATE, so two tabs (or two instances) racing for the same
 * link cannot both win.
 */
export async function claimLink(db: Db, id: number, nonceHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(wizardLinks)
    .set({ openedAt: now })
    .where(
      and(
        eq(wizardLinks.id, id),
        eq(wizardLinks.nonceHash, nonceHash),
        isNull(wizardLinks.openedAt),
        isNull(wizardLinks.usedAt),
        isNull(wizardLinks.voidedAt),
        gt(wizardLinks.expiresAt, now),
      ),
    )
    .returning({ id: wizardLinks.id });
  return rows.length === 1;
}

/** Gives an unfinished link back (clear-session): the mailed link works again while it is valid. */
export async function releaseLink(db: Db, id: number): Promise<void> {
  await db
    .update(wizardLinks)
    .set({ openedAt: null })
    .where(and(eq(wizardLinks.id, id), isNull(wizardLinks.usedAt)));
}

/** Spends a link when its wizard finishes; false when it was finished or refused already. */
export async function finishLink(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(wizardLinks)
    .set({ usedAt: now })
    .where(and(eq(wizardLinks.id, id), isNull(wizardLinks.usedAt), isNull(wizardLinks.voidedAt)))
    .returning({ id: wizardLinks.id });
  return rows.length === 1;
}

export async function voidLink(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(wizardLinks)
    .set({ voidedAt: now })
    .where(and(eq(wizardLinks.id, id), isNull(wizardLinks.usedAt)));
}

export async function insertSession(db: Db, row: typeof wizardSessions.$inferInsert): Promise<void> {
  await db.insert(wizardSessions).values(row);
}

export async function sessionById(db: Db, id: string): Promise<WizardSessionRow | null> {
  const [row] = await db.select().from(wizardSessions).where(eq(wizardSessions.id, id));
  return row ?? null;
}

export async function saveSession(
  db: Db,
  id: string,
  change: { done: string[]; data: Record<string, unknown>; expiresAt: Date; updatedAt: Date },
): Promise<void> {
  await db.update(wizardSessions).set(change).where(eq(wizardSessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(wizardSessions).where(eq(wizardSessions.id, id)).returning({
    id: wizardSessions.id,
  });
  return rows.length === 1;
}

/** The sweep: sessions past their hour, with their links given back. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(wizardSessions)
    .where(lte(wizardSessions.expiresAt, now))
    .returning({ linkId: wizardSessions.linkId });
  for (const { linkId } of gone) await releaseLink(db, linkId);
  return gone.length;
}

export async function insertDeclaration(
  db: Db,
  row: Omit<typeof endUseDeclarations.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(endUseDeclarations).values(row);
}

export async function latestDeclaration(db: Db, customerId: number): Promise<DeclarationRow | null> {
  const [row] = await db
    .select()
    .from(endUseDeclarations)
    .where(eq(endUseDeclarations.customerId, customerId))
    .orderBy(desc(endUseDeclarations.createdAt), desc(endUseDeclarations.id))
    .limit(1);
  return row ?? null;
}
