import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sessions } from '../../db/schema';
import { affected } from './rate-limit.repository';

export interface SessionRow {
  idHash: string;
  customerId: number;
  contactPersonId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** Set on a session staff opened to act as the customer (ADR 049). */
  officeAccessId?: number | null;
  /** A hard end, whatever the activity (office sessions). */
  endsAt?: Date | null;
  /** Set on a session a procurement system opened through cXML PunchOut (ADR 074). */
  punchoutSessionId?: number | null;
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The hot path of every logged-in request: one primary-key lookup, prepared once per connection. */
export async function selectSession(db: Db, idHash: string): Promise<SessionRow | null> {
  const rows = await prepared(db, 'session_by_hash', () =>
    db
      .select({
        idHash: sessions.idHash,
        customerId: sessions.customerId,
        contactPersonId: sessions.contactPersonId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        officeAccessId: sessions.officeAccessId,
        endsAt: sessions.endsAt,
        punchoutSessionId: sessions.punchoutSessionId,
      })
      .from(sessions)
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_by_hash'),
  ).execute({ idHash });
  const row = rows[0];
  if (!row || row.customerId === null || row.contactPersonId === null) return null;
  return row as SessionRow;
}

export async function updateSessionSeen(
  db: Db,
  idHash: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionsOf(
  db: Db,
  contactPersonId: number,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.contactPersonId, contactPersonId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.contactPersonId, contactPersonId),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  return affected(await db.delete(sessions).where(lt(sessions.expiresAt, now)));
}
