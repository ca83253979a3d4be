import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { companyRegistry, contactPersons, customerAddresses, customers } from '../../db/schema';

export type CustomerInsert = Omit<typeof customers.$inferInsert, 'id' | 'customerNumber' | 'createdAt'>;
export type ContactPersonInsert = Omit<typeof contactPersons.$inferInsert, 'id' | 'createdAt'>;
export type CompanyRow = typeof companyRegistry.$inferSelect;

/** What login needs of a person. */
export interface LoginRow {
  id: number;
  customerId: number;
  email: string;
  username: string | null;
  language: string;
  passwordHash: string;
  kind: string;
}

const loginColumns = {
  id: contactPersons.id,
  customerId: contactPersons.customerId,
  email: contactPersons.email,
  username: contactPersons.username,
  language: contactPersons.language,
  passwordHash: contactPersons.passwordHash,
  kind: customers.kind,
};

/** A login is an e-mail address or a username (both stored lower case, both unique). */
export async function selectLoginByName(db: Db, login: string): Promise<LoginRow | null> {
  const [row] = await db
    .select(loginColumns)
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(
      and(
        or(eq(contactPersons.email, login), eq(contactPersons.username, login)),
        isNull(contactPersons.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function selectLoginById(db: Db, id: number): Promise<LoginRow | null> {
  const [row] = await db
    .select(loginColumns)
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(and(eq(contactPersons.id, id), isNull(contactPersons.deletedAt)));
  return row ?? null;
}

export interface CustomerViewRow {
  customerId: number;
  customerNumber: string;
  customerType: string;
  kind: string;
  zonePriceType: string | null;
  isPerson: boolean;
  isPrivateCustomer: boolean;
  country: string;
  language: string;
  companyName: string | null;
  crc: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  isPrimary: boolean;
}

/** A customer as its contact person sees it (`toCustomer`): other modules join it into their own statements. */
export const customerViewColumns = {
  customerId: customers.id,
  customerNumber: customers.customerNumber,
  customerType: customers.customerType,
  kind: customers.kind,
  zonePriceType: customers.zonePriceType,
  isPerson: customers.isPerson,
  isPrivateCustomer: customers.isPrivateCustomer,
  country: customers.country,
  language: contactPersons.language,
  companyName: customers.companyName,
  crc: contactPersons.crc,
  email: contactPersons.email,
  username: contactPersons.username,
  firstName: contactPersons.firstName,
  lastName: contactPersons.lastName,
  phone: contactPersons.phone,
  isPrimary: contactPersons.isPrimary,
};

/** The logged-in customer of a session: run on every logged-in request, so prepared. */
export async function selectCustomerView(db: Db, contactPersonId: number): Promise<CustomerViewRow | null> {
  const rows = await prepared(db, 'customer_view_by_person', () =>
    db
      .select(customerViewColumns)
      .from(contactPersons)
      .innerJoin(customers, eq(customers.id, contactPersons.customerId))
      .where(and(eq(contactPersons.id, sql.placeholder('id')), isNull(contactPersons.deletedAt)))
      .prepare('customer_view_by_person'),
  ).execute({ id: contactPersonId });
  return rows[0] ?? null;
}

export async function selectContactPersonsOf(db: Db, customerId: number): Promise<CustomerViewRow[]> {
  return db
    .select(customerViewColumns)
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(and(eq(contactPersons.customerId, customerId), isNull(contactPersons.deletedAt)))
    .orderBy(asc(contactPersons.id));
}

export async function insertCustomer(
  db: Db,
  row: CustomerInsert,
): Promise<{ id: number; customerNumber: string }> {
  const [inserted] = await db
    .insert(customers)
    .values({ ...row, customerNumber: sql`nextval('customer_number_seq')::text` })
    .returning({ id: customers.id, customerNumber: customers.customerNumber });
  return inserted!;
}

export async function insertContactPerson(db: Db, row: ContactPersonInsert): Promise<number> {
  const [inserted] = await db.insert(contactPersons).values(row).returning({ id: contactPersons.id });
  return inserted!.id;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(or(eq(contactPersons.username, username), eq(contactPersons.email, username)))
    .limit(1);
  return rows.length > 0;
}

export async function updatePasswordHash(
  db: Db,
  contactPersonId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(contactPersons)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(contactPersons.id, contactPersonId));
}

/** Sets the username of the customer's contact person with this crc; null when none matches. */
export async function updateUsername(
  db: Db,
  customerId: number,
  crc: string,
  username: string,
): Promise<{ crc: string; username: string } | null> {
  const [row] = await db
    .update(contactPersons)
    .set({ username })
    .where(
      and(
        eq(contactPersons.crc, crc),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    )
    .returning({ crc: contactPersons.crc, username: contactPersons.username });
  return row ? { crc: row.crc, username: row.username! } : null;
}

export interface LoginAlertRow {
  loginAlert: string | null;
  loginAlertTexts: Partial<Record<string, string>> | null;
  language: string;
}

export async function selectLoginAlert(db: Db, customerId: number): Promise<LoginAlertRow | null> {
  const [row] = await db
    .select({
      loginAlert: customers.loginAlert,
      loginAlertTexts: customers.loginAlertTexts,
      language: customers.language,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function selectCompanyByDuns(db: Db, duns: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companyRegistry).where(eq(companyRegistry.duns, duns));
  return row ?? null;
}

/** Candidates for a cleanse match: same country and postal code, or a name that contains the words. */
export async function selectCompanyCandidates(
  db: Db,
  country: string,
  zipCode: string,
  nameLike: string | null,
  limit = 50,
): Promise<CompanyRow[]> {
  const byZip = eq(companyRegistry.zipCode, zipCode);
  const byName = nameLike ? sql`lower(${companyRegistry.name}) like ${`%${nameLike}%`}` : undefined;
  return db
    .select()
    .from(companyRegistry)
    .where(and(eq(companyRegistry.country, country), byName ? or(byZip, byName) : byZip))
    .limit(limit);
}

export async function selectTerms(
  db: Db,
  customerId: number,
): Promise<{ termsVersion: string | null; termsAcceptedAt: Date | null; newsletter: boolean } | null> {
  const [row] = await db
    .select({
      termsVersion: customers.termsVersion,
      termsAcceptedAt: customers.termsAcceptedAt,
      newsletter: customers.newsletter,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function updateTerms(
  db: Db,
  customerId: number,
  change: { termsVersion?: string; termsAcceptedAt?: Date; newsletter?: boolean },
): Promise<void> {
  await db.update(customers).set(change).where(eq(customers.id, customerId));
}

/** Deletes a contact person of this customer; null when the crc is not one of theirs. */
export async function deleteContactPerson(db: Db, customerId: number, crc: string): Promise<boolean> {
  const rows = await db
    .delete(contactPersons)
    .where(and(eq(contactPersons.crc, crc), eq(contactPersons.customerId, customerId)))
    .returning({ id: contactPersons.id });
  return rows.length > 0;
}

export async function selectContactPersonByCrc(
  db: Db,
  customerId: number,
  crc: string,
): Promise<{ id: number; isPrimary: boolean } | null> {
  const [row] = await db
    .select({ id: contactPersons.id, isPrimary: contactPersons.isPrimary })
    .from(contactPersons)
    .where(
      and(
        eq(contactPersons.crc, crc),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    );
  return row ?? null;
}

// ---- mailed-link wizards (ADR 073): company data changes and invited contact persons ----

export interface CompanyDataRow {
  customerType: string;
  isPerson: boolean;
  country: string;
  companyName: string | null;
  street: string;
  zipCode: string;
  city: string;
  vatNumber: string | null;
}

export async function selectCompanyData(db: Db, customerId: number): Promise<CompanyDataRow | null> {
  const [row] = await db
    .select({
      customerType: customers.customerType,
      isPerson: customers.isPerson,
      country: customers.country,
      companyName: customers.companyName,
      street: customers.street,
      zipCode: customers.zipCode,
      city: customers.city,
      vatNumber: customers.vatNumber,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** The registered data and the payer (BP) addresses that print it on invoices, together. */
export async function updateCompanyData(
  db: Db,
  customerId: number,
  data: { companyName: string; street: string; zipCode: string; city: string; vatNumber: string },
): Promise<void> {
  await db.update(customers).set(data).where(eq(customers.id, customerId));
  await db
    .update(customerAddresses)
    .set({
      customerName: data.companyName,
      street: data.street,
      zipCode: data.zipCode,
      city: data.city,
      vatNumber: data.vatNumber,
    })
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.role, 'BP'),
        eq(customerAddresses.isArchived, false),
      ),
    );
}

/** An invited person's own details and password, once: only while the address is not yet confirmed. */
export async function activateContactPerson(
  db: Db,
  customerId: number,
  contactPersonId: number,
  fields: {
    firstName: string;
    lastName: string;
    phone: string | null;
    language: string;
    username: string | null;
    passwordHash: string;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(contactPersons)
    .set({ ...fields, passwordChangedAt: now, emailVerifiedAt: now })
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.emailVerifiedAt),
        isNull(contactPersons.deletedAt),
      ),
    )
    .returning({ id: contactPersons.id });
  return rows.length === 1;
}

/** Removes an invited person who never joined (a declined invitation); never the primary one. */
export async function deletePendingContactPerson(
  db: Db,
  customerId: number,
  contactPersonId: number,
): Promise<boolean> {
  const rows = await db
    .delete(contactPersons)
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.emailVerifiedAt),
        eq(contactPersons.isPrimary, false),
      ),
    )
    .returning({ id: contactPersons.id });
  return rows.length === 1;
}

// ---- buyer rights (issue 22, ADR 078) ----

/** The customer's contact persons with their buyer rights, oldest first. */
export async function selectContactPersonsWithRights(db: Db, customerId: number) {
  return db
    .select({
      ...customerViewColumns,
      id: contactPersons.id,
      mayOrder: contactPersons.mayOrder,
      orderLimit: contactPersons.orderLimit,
      monthLimit: contactPersons.monthLimit,
      approvesOrders: contactPersons.approvesOrders,
    })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(and(eq(contactPersons.customerId, customerId), isNull(contactPersons.deletedAt)))
    .orderBy(asc(contactPersons.id));
}

export async function updateBuyerRights(
  db: Db,
  customerId: number,
  contactPersonId: number,
  rights: {
    mayOrder: boolean;
    orderLimit: string | null;
    monthLimit: string | null;
    approvesOrders: boolean;
  },
): Promise<void> {
  await db
    .update(contactPersons)
    .set(rights)
    .where(and(eq(contactPersons.id, contactPersonId), eq(contactPersons.customerId, customerId)));
}

/**
 * The e-mail of a guest record's contact person (ADR 083): a placeholder in a reserved domain
 * (RFC 2606 .invalid), unique like any e-mail and never one a person types, so nobody logs in as
 * a guest and a guest's real e-mail stays free for a registration.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.invalid';

/**
 * Makes a guest record an account (ADR 083): its one contact person gets the real e-mail, verified,
 * and a password. Only a guest record changes (its placeholder e-mail is the check); false otherwise.
 */
export async function updateGuestToAccount(
  db: Db,
  customerId: number,
  account: { email: string; passwordHash: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(contactPersons)
    .set({
      email: account.email,
      passwordHash: account.passwordHash,
      passwordChangedAt: account.at,
      emailVerifiedAt: account.at,
    })
    .where(
      and(
        eq(contactPersons.customerId, customerId),
        sql`${contactPersons.email} LIKE ${'%@' + GUEST_EMAIL_DOMAIN}`,
      ),
    )
    .returning({ id: contactPersons.id });
  return rows.length > 0;
}

/** Removes a guest record whose order was refused before it was placed (its cart goes with it). */
export async function deleteGuestCustomer(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM customers c
     WHERE c.id = ${customerId}
       AND EXISTS (SELECT 1 FROM contact_persons p
                    WHERE p.customer_id = c.id AND p.email LIKE ${'%@' + GUEST_EMAIL_DOMAIN})`);
}
