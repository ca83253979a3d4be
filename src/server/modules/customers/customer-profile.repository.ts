import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerEinvoice,
  customerPreferences,
  customerVatNumbers,
  deliveryMethods,
  paymentMethods,
} from '../../db/schema';

export type EinvoiceRow = typeof customerEinvoice.$inferSelect;

export async function selectEinvoice(db: Db, customerId: number): Promise<EinvoiceRow | null> {
  const [row] = await db.select().from(customerEinvoice).where(eq(customerEinvoice.customerId, customerId));
  return row ?? null;
}

/** Records a requested address with its link's nonce; an earlier pending request is replaced. */
export async function upsertPendingEinvoice(
  db: Db,
  customerId: number,
  pending: { email: string; nonce: string; expiresAt: Date; requestedAt: Date },
): Promise<void> {
  const values = {
    pendingEmail: pending.email,
    pendingNonce: pending.nonce,
    pendingExpiresAt: pending.expiresAt,
    requestedAt: pending.requestedAt,
    updatedAt: pending.requestedAt,
  };
  await db
    .insert(customerEinvoice)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: customerEinvoice.customerId, set: values });
}

/**
 * Activates the pending address when the nonce still matches and the request is still live: one
 * statement, so two clicks of the same link activate once. Null when nothing matched.
 */
export async function activatePendingEinvoice(
  db: Db,
  customerId: number,
  nonce: string,
  now: Date,
): Promise<EinvoiceRow | null> {
  const [row] = await db
    .update(customerEinvoice)
    .set({
      email: sql`${customerEinvoice.pendingEmail}`,
      activatedAt: now,
      pendingEmail: null,
      pendingNonce: null,
      pendingExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(customerEinvoice.customerId, customerId),
        eq(customerEinvoice.pendingNonce, nonce),
        sql`${customerEinvoice.pendingExpiresAt} > ${now}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends the service and any pending request; false when there was nothing to end. */
export async function deleteEinvoice(db: Db, customerId: number): Promise<boolean> {
  const rows = await db
    .delete(customerEinvoice)
    .where(eq(customerEinvoice.customerId, customerId))
    .returning({ customerId: customerEinvoice.customerId });
  return rows.length > 0;
}

// ---- customer info ----

export async function selectVatNumbers(
  db: Db,
  customerId: number,
): Promise<Array<{ country: string; vatNumber: string }>> {
  return db
    .select({ country: customerVatNumbers.country, vatNumber: customerVatNumbers.vatNumber })
    .from(customerVatNumbers)
    .where(eq(customerVatNumbers.customerId, customerId))
    .orderBy(asc(customerVatNumbers.country));
}

/** Replaces the customer's VAT numbers in one transaction (the list is small: ≤ 27). */
export async function replaceVatNumbers(
  db: Db,
  customerId: number,
  entries: Array<{ country: string; vatNumber: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(customerVatNumbers).where(eq(customerVatNumbers.customerId, customerId));
    if (entries.length > 0) {
      await tx.insert(customerVatNumbers).values(entries.map((e) => ({ customerId, ...e })));
    }
  });
}

export async function selectPreferences(
  db: Db,
  customerId: number,
): Promise<{ defaultDelivery: string | null; defaultPayment: string | null } | null> {
  const [row] = await db
    .select({
      defaultDelivery: customerPreferences.defaultDelivery,
      defaultPayment: customerPreferences.defaultPayment,
    })
    .from(customerPreferences)
    .where(eq(customerPreferences.customerId, customerId));
  return row ?? null;
}

export async function upsertPreferences(
  db: Db,
  customerId: number,
  change: { defaultDelivery?: string | null; defaultPayment?: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(customerPreferences)
    .values({ customerId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: customerPreferences.customerId, set: { ...change, updatedAt: now } });
}

/** The delivery and payment methods checkout offers (ids and name keys), to choose defaults from. */
export async function selectMethodChoices(db: Db): Promise<{
  delivery: Array<{ id: string; nameKey: string; masterName: string; countries: string[] }>;
  payment: Array<{ id: string; nameKey: string }>;
}> {
  const [delivery, payment] = await Promise.all([
    db
      .select({
        id: deliveryMethods.id,
        nameKey: deliveryMethods.nameKey,
        masterName: deliveryMethods.masterName,
        countries: deliveryMethods.countries,
      })
      .from(deliveryMethods)
      .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id)),
    db
      .select({ id: paymentMethods.id, nameKey: paymentMethods.nameKey })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  ]);
  return { delivery, payment };
}
