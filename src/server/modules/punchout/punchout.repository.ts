import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, customers, punchoutConfigs, punchoutSessions } from '../../db/schema';

export type PunchoutConfigRow = typeof punchoutConfigs.$inferSelect;
export type PunchoutSessionRow = typeof punchoutSessions.$inferSelect;

/** A live configuration by the From credential of a setup request (domain and identity lower case). */
export async function selectConfigByFrom(
  db: Db,
  fromDomain: string,
  fromIdentity: string,
): Promise<(PunchoutConfigRow & { customerType: string }) | undefined> {
  const [row] = await db
    .select({ config: punchoutConfigs, customerType: customers.customerType })
    .from(punchoutConfigs)
    .innerJoin(customers, eq(customers.id, punchoutConfigs.customerId))
    .innerJoin(contactPersons, eq(contactPersons.id, punchoutConfigs.contactPersonId))
    .where(
      and(
        eq(punchoutConfigs.fromDomain, fromDomain),
        eq(punchoutConfigs.fromIdentity, fromIdentity),
        isNull(punchoutConfigs.deletedAt),
        isNull(contactPersons.deletedAt),
      ),
    );
  return row ? { ...row.config, customerType: row.customerType } : undefined;
}

/** Any configuration (live or removed) holding a From credential: they stay unique for good. */
export async function fromCredentialTaken(
  db: Db,
  fromDomain: string,
  fromIdentity: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: punchoutConfigs.id })
    .from(punchoutConfigs)
    .where(and(eq(punchoutConfigs.fromDomain, fromDomain), eq(punchoutConfigs.fromIdentity, fromIdentity)));
  return row !== undefined;
}

export async function selectConfigsOf(db: Db, customerId: number) {
  return db
    .select({
      config: punchoutConfigs,
      buyerEmail: contactPersons.email,
      buyerName: sql<string>`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`,
    })
    .from(punchoutConfigs)
    .innerJoin(contactPersons, eq(contactPersons.id, punchoutConfigs.contactPersonId))
    .where(and(eq(punchoutConfigs.customerId, customerId), isNull(punchoutConfigs.deletedAt)))
    .orderBy(desc(punchoutConfigs.createdAt), desc(punchoutConfigs.id));
}

export async function selectConfigOf(
  db: Db,
  customerId: number,
  id: number,
): Promise<PunchoutConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(punchoutConfigs)
    .where(
      and(
        eq(punchoutConfigs.id, id),
        eq(punchoutConfigs.customerId, customerId),
        isNull(punchoutConfigs.deletedAt),
      ),
    );
  return row;
}

export async function insertConfig(
  db: Db,
  values: typeof punchoutConfigs.$inferInsert,
): Promise<PunchoutConfigRow> {
  const [row] = await db.insert(punchoutConfigs).values(values).returning();
  return row!;
}

export async function updateConfig(
  db: Db,
  customerId: number,
  id: number,
  values: Partial<typeof punchoutConfigs.$inferInsert>,
): Promise<PunchoutConfigRow | undefined> {
  const [row] = await db
    .update(punchoutConfigs)
    .set(values)
    .where(
      and(
        eq(punchoutConfigs.id, id),
        eq(punchoutConfigs.customerId, customerId),
        isNull(punchoutConfigs.deletedAt),
      ),
    )
    .returning();
  return row;
}

export async function insertSession(
  db: Db,
  values: typeof punchoutSessions.$inferInsert,
): Promise<PunchoutSessionRow> {
  const [row] = await db.insert(punchoutSessions).values(values).returning();
  return row!;
}

/**
 * Takes a StartPage token: the session turns `open` once, only while the token is fresh and its
 * configuration live. Returns the row, or undefined (unknown, used, late, configuration removed).
 */
export async function claimStart(
  db: Db,
  tokenHash: string,
  at: Date,
  endsAt: Date,
): Promise<PunchoutSessionRow | undefined> {
  const [row] = await db
    .update(punchoutSessions)
    .set({ status: 'open', startedAt: at, endsAt })
    .where(
      and(
        eq(punchoutSessions.startTokenHash, tokenHash),
        eq(punchoutSessions.status, 'set_up'),
        gt(punchoutSessions.startBy, at),
        sql`exists (select 1 from ${punchoutConfigs} c where c.id = ${punchoutSessions.configId} and c.deleted_at is null)`,
      ),
    )
    .returning();
  return row;
}

export async function selectSession(db: Db, id: number): Promise<PunchoutSessionRow | undefined> {
  const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id));
  return row;
}

/** What the banner shows: the system's name and the company. */
export async function selectBanner(db: Db, sessionId: number) {
  const [row] = await db
    .select({
      systemName: punchoutConfigs.systemName,
      companyName: customers.companyName,
      status: punchoutSessions.status,
      endsAt: punchoutSessions.endsAt,
    })
    .from(punchoutSessions)
    .innerJoin(punchoutConfigs, eq(punchoutConfigs.id, punchoutSessions.configId))
    .innerJoin(customers, eq(customers.id, punchoutSessions.customerId))
    .where(eq(punchoutSessions.id, sessionId));
  return row;
}

/** Records the transfer of an open session (once): the message, the cart and the page's token. */
export async function markTransferred(
  db: Db,
  id: number,
  values: { orderNumber: string; message: string; transferTokenHash: string; transferBy: Date; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(punchoutSessions)
    .set({
      status: 'transferred',
      orderNumber: values.orderNumber,
      message: values.message,
      transferTokenHash: values.transferTokenHash,
      transferBy: values.transferBy,
      transferredAt: values.at,
    })
    .where(and(eq(punchoutSessions.id, id), eq(punchoutSessions.status, 'open')))
    .returning({ id: punchoutSessions.id });
  return rows.length === 1;
}

/** The transfer page's message by its token, while fresh. */
export async function selectTransfer(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .select({
      message: punchoutSessions.message,
      browserFormPostUrl: punchoutSessions.browserFormPostUrl,
    })
    .from(punchoutSessions)
    .where(
      and(
        eq(punchoutSessions.transferTokenHash, tokenHash),
        eq(punchoutSessions.status, 'transferred'),
        gt(punchoutSessions.transferBy, at),
      ),
    );
  return row && row.message
    ? { message: row.message, browserFormPostUrl: row.browserFormPostUrl }
    : undefined;
}

/** A removed configuration's sessions end: not opened, not transferred any more. */
export async function endSessionsOf(db: Db, configId: number): Promise<void> {
  await db
    .update(punchoutSessions)
    .set({ status: 'ended' })
    .where(
      and(eq(punchoutSessions.configId, configId), inArray(punchoutSessions.status, ['set_up', 'open'])),
    );
}

export async function touchConfigUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(punchoutConfigs).set({ lastUsedAt: at }).where(eq(punchoutConfigs.id, id));
}

/** The contact person of a customer, when they belong to it and are not removed. */
export async function selectOwnContactPerson(db: Db, customerId: number, contactPersonId: number) {
  const [row] = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    );
  return row;
}

export async function selectCustomerType(db: Db, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.customerType;
}

/** Who an OrderRequest orders as: the customer's market and the buyer's language. */
export async function selectOrderingBuyer(db: Db, customerId: number, contactPersonId: number) {
  const [row] = await db
    .select({ country: customers.country, language: contactPersons.language })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    );
  return row;
}

/** Of the cart numbers named, those a session of this configuration transferred (the round trip). */
export async function selectTransferredCarts(
  db: Db,
  configId: number,
  orderNumbers: readonly string[],
): Promise<string[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderNumber: punchoutSessions.orderNumber })
    .from(punchoutSessions)
    .where(
      and(
        eq(punchoutSessions.configId, configId),
        eq(punchoutSessions.status, 'transferred'),
        inArray(punchoutSessions.orderNumber, [...orderNumbers]),
      ),
    );
  return rows.flatMap((r) => (r.orderNumber ? [r.orderNumber] : []));
}
