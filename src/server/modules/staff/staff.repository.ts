import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../common/contracts/staff';
import type { Db } from '../../db/client';
import { officeAccesses, staffAccounts, staffAudit, staffSessions } from '../../db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function selectStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row ?? null;
}

export async function selectStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row ?? null;
}

export async function insertStaff(
  db: Db,
  row: { email: string; name: string; passwordHash: string; roles: string[]; totpSecret?: string | null },
): Promise<StaffRow | null> {
  const [created] = await db.insert(staffAccounts).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateStaff(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      StaffRow,
      'roles' | 'active' | 'passwordHash' | 'totpSecret' | 'totpEnrolledAt' | 'totpLastStep' | 'lastLoginAt'
    >
  >,
): Promise<StaffRow | null> {
  const [row] = await db.update(staffAccounts).set(change).where(eq(staffAccounts.id, id)).returning();
  return row ?? null;
}

/**
 * Takes a code's time step for the account only when it is later than the last one taken: one
 * statement, so two requests with the same code cannot both pass (no replay within the window).
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, id),
        sql`(${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** Active administrators other than one: the desk never loses its last administrator. */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAccounts)
    .where(
      and(
        ne(staffAccounts.id, exceptId),
        eq(staffAccounts.active, true),
        sql`'admin' = any(${staffAccounts.roles})`,
      ),
    );
  return row?.n ?? 0;
}

export async function listStaff(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: StaffRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAccounts)
      .orderBy(asc(staffAccounts.name), asc(staffAccounts.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(staffAccounts),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertStaffSession(db: Db, row: StaffSessionRow): Promise<void> {
  await db.insert(staffSessions).values(row);
}

export async function selectStaffSession(db: Db, idHash: string): Promise<StaffSessionRow | null> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.idHash, idHash)).limit(1);
  return row ?? null;
}

export async function touchStaffSession(
  db: Db,
  idHash: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt, expiresAt }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: Db, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSessionsOf(db: Db, staffId: number, keepIdHash?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      keepIdHash === undefined
        ? eq(staffSessions.staffId, staffId)
        : and(eq(staffSessions.staffId, staffId), ne(staffSessions.idHash, keepIdHash)),
    );
}

export async function deleteExpiredStaffSessions(db: Db, now: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
}

export interface AuditEntryInput {
  staffId: number;
  /** Dotted, area first: `staff.account.create`, `staff.office.open`, `rfq.quote.send`. */
  action: string;
  /** What the action was done to, e.g. `staff:12`, `customer:345`, `rfq:abc`. */
  subject: string;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
  });
}

function auditFilter(query: AuditQuery): SQL | undefined {
  const day = (text: string, plus = 0) => new Date(Date.parse(`${text}T00:00:00Z`) + plus * 86_400_000);
  return and(
    query.staffId === undefined ? undefined : eq(staffAudit.staffId, query.staffId),
    query.action === undefined ? undefined : eq(staffAudit.action, query.action),
    query.from === undefined ? undefined : gte(staffAudit.at, day(query.from)),
    query.to === undefined ? undefined : lt(staffAudit.at, day(query.to, 1)),
  );
}

export async function listAudit(db: Db, query: AuditQuery, offset: number, limit: number) {
  const where = auditFilter(query);
  const [rows, [total], actions, staff] = await Promise.all([
    db
      .select({
        id: staffAudit.id,
        at: staffAudit.at,
        staffId: staffAudit.staffId,
        staffName: staffAccounts.name,
        action: staffAudit.action,
        subject: staffAudit.subject,
        details: staffAudit.details,
      })
      .from(staffAudit)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(staffAudit).where(where),
    db.selectDistinct({ action: staffAudit.action }).from(staffAudit).orderBy(asc(staffAudit.action)),
    db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .orderBy(asc(staffAccounts.name)),
  ]);
  return { rows, total: total?.n ?? 0, actions: actions.map((a) => a.action), staff };
}

export async function insertOfficeAccess(
  db: Db,
  row: {
    customerId: number;
    contactPersonId: number;
    staffId: number;
    reason: string;
    at: Date;
    endsAt: Date;
  },
): Promise<number> {
  const [created] = await db.insert(officeAccesses).values(row).returning({ id: officeAccesses.id });
  return created!.id;
}

/** The customer's own rows only: the query takes the id from the session. */
export async function listOfficeAccesses(db: Db, customerId: number, limit: number) {
  return db
    .select({
      staffName: staffAccounts.name,
      reason: officeAccesses.reason,
      at: officeAccesses.at,
      endsAt: officeAccesses.endsAt,
    })
    .from(officeAccesses)
    .innerJoin(staffAccounts, eq(staffAccounts.id, officeAccesses.staffId))
    .where(eq(officeAccesses.customerId, customerId))
    .orderBy(desc(officeAccesses.at), desc(officeAccesses.id))
    .limit(limit);
}

/** One access with its staff member's name: what the banner of an office session shows. */
export async function selectOfficeAccess(db: Db, id: number) {
  const [row] = await db
    .select({
      id: officeAccesses.id,
      customerId: officeAccesses.customerId,
      staffId: officeAccesses.staffId,
      staffName: staffAccounts.name,
      reason: officeAccesses.reason,
      at: officeAccesses.at,
      endsAt: officeAccesses.endsAt,
    })
    .from(officeAccesses)
    .innerJoin(staffAccounts, eq(staffAccounts.id, officeAccesses.staffId))
    .where(eq(officeAccesses.id, id))
    .limit(1);
  return row ?? null;
}

/** Ends an access early (the staff member pressed "end"): its end becomes now, never later. */
export async function endOfficeAccess(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(officeAccesses)
    .set({ endsAt: sql`least(${officeAccesses.endsAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(officeAccesses.id, id));
}
