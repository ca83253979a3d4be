import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(db: Db, row: OutboxInsert): Promise<number> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return inserted!.id;
}

export async function selectOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

export async function selectOutboxMail(db: Db, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
