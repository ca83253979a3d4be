import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, orders, paymentRefunds, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertPayment(
  tx: Db,
  payment: { orderId: number; provider: string; token: string; amount: string; currency: string },
): Promise<void> {
  await tx.insert(payments).values(payment);
}

export interface PaymentWithOrder {
  payment: PaymentRow;
  orderId: number;
  orderNumber: string;
  customerId: number;
  orderStatus: string;
}

export async function selectPaymentByToken(db: Db, token: string): Promise<PaymentWithOrder | null> {
  const [row] = await db
    .select({
      payment: payments,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.token, token));
  return row ?? null;
}

export async function selectPaymentById(db: Db, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** Settles a pending payment; false when it was settled before (the caller decides what a repeat means). */
export async function completePayment(
  tx: Db,
  paymentId: number,
  status: 'succeeded' | 'failed',
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status, completedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The operator's id and page of a payment, once it was asked for them. */
export async function setPaymentStarted(
  db: Db,
  paymentId: number,
  started: { externalId: string | null; redirectUrl: string },
): Promise<void> {
  await db.update(payments).set(started).where(eq(payments.id, paymentId));
}

/** The latest payment of an order (what the order shows, what "pay again" and a refund start from). */
export async function selectLatestPayment(
  db: Db,
  orderId: number,
): Promise<(PaymentRow & { refund: RefundRow | null }) | null> {
  const [row] = await db
    .select({ payment: payments, refund: paymentRefunds })
    .from(payments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ? { ...row.payment, refund: row.refund } : null;
}

/** The succeeded payment of an order, if any (a cancel gives it back). */
export async function selectSucceededPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Who pays: the contact person who placed the order (the operator asks for a buyer). */
export async function selectPayer(db: Db, orderId: number) {
  const [row] = await db
    .select({
      email: contactPersons.email,
      firstName: contactPersons.firstName,
      lastName: contactPersons.lastName,
      language: contactPersons.language,
    })
    .from(orders)
    .innerJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Claims the refund of a payment: null when it was claimed before (one refund per payment). */
export async function claimRefund(
  tx: Db,
  refund: { paymentId: number; amount: string; currency: string },
): Promise<number | null> {
  const rows = await tx
    .insert(paymentRefunds)
    .values(refund)
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return rows[0]?.id ?? null;
}

export async function selectRefund(db: Db, refundId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row ?? null;
}

export async function selectRefundOfPayment(db: Db, paymentId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  return row ?? null;
}

/**
 * The operator's answer about a refund. A settled refund (succeeded, failed) stays settled: a late
 * "pending" never moves it back.
 */
export async function updateRefund(
  db: Db,
  refundId: number,
  change: { status: 'pending' | 'succeeded' | 'failed'; externalId?: string | null; error?: string | null },
): Promise<boolean> {
  const settled = change.status === 'succeeded' || change.status === 'failed';
  const rows = await db
    .update(paymentRefunds)
    .set({ ...change, ...(settled && { completedAt: new Date() }) })
    .where(and(eq(paymentRefunds.id, refundId), inArray(paymentRefunds.status, ['requested', 'pending'])))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}
