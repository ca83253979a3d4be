import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, customers, orderApprovals, orders } from '../../db/schema';
import { toDecimal } from '../../../common/money';
import { SHOP_TIME_ZONE } from '../../../common/format';

/** The statuses of an order that count against the month's limit: approved or placed without approval. */
export const COUNTED_STATUSES = ['placed', 'awaiting_payment', 'paid', 'shipped'] as const;

export interface BuyerRightsRow {
  isPrimary: boolean;
  mayOrder: boolean;
  orderLimit: string | null;
  monthLimit: string | null;
  approvesOrders: boolean;
  /** The customer's country: its market's currency is the limits'. */
  country: string;
}

/** The buyer's rights, their row locked until the transaction ends (the month's limit, ADR 078). */
export async function lockBuyerRights(
  tx: Db,
  customerId: number,
  contactPersonId: number,
): Promise<BuyerRightsRow | null> {
  const [row] = await tx
    .select({
      isPrimary: contactPersons.isPrimary,
      mayOrder: contactPersons.mayOrder,
      orderLimit: contactPersons.orderLimit,
      monthLimit: contactPersons.monthLimit,
      approvesOrders: contactPersons.approvesOrders,
      country: customers.country,
    })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    )
    .for('update', { of: contactPersons });
  return row ?? null;
}

/** Net value of the buyer's counted orders placed in this calendar month (the shop's time zone) in a currency. */
export async function sumMonthOrders(
  tx: Db,
  contactPersonId: number,
  currency: string,
): Promise<ReturnType<typeof toDecimal>> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orders.netTotal}), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.contactPersonId, contactPersonId),
        eq(orders.currency, currency),
        inArray(orders.status, [...COUNTED_STATUSES]),
        gte(
          orders.placedAt,
          sql`date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE}`,
        ),
      ),
    );
  return toDecimal(row?.total ?? '0');
}

export async function insertApprovalEvent(
  tx: Db,
  event: {
    orderId: number;
    customerId: number;
    contactPersonId: number;
    action: 'requested' | 'approved' | 'rejected';
    reason?: string | null;
    comment?: string | null;
  },
): Promise<void> {
  // The actor's name as it is now: the audit keeps it when the person is removed later.
  await tx.insert(orderApprovals).values({
    orderId: event.orderId,
    customerId: event.customerId,
    contactPersonId: event.contactPersonId,
    actorName: sql`(select trim(first_name || ' ' || last_name) from contact_persons where id = ${event.contactPersonId})`,
    action: event.action,
    reason: event.reason ?? null,
    comment: event.comment ?? null,
  });
}

/** An order's approval audit, oldest first. */
export async function selectApprovalEvents(db: Db, customerId: number, orderId: number) {
  return db
    .select({
      action: orderApprovals.action,
      actorName: orderApprovals.actorName,
      reason: orderApprovals.reason,
      comment: orderApprovals.comment,
      at: orderApprovals.createdAt,
    })
    .from(orderApprovals)
    .where(and(eq(orderApprovals.orderId, orderId), eq(orderApprovals.customerId, customerId)))
    .orderBy(asc(orderApprovals.createdAt), asc(orderApprovals.id));
}

/** The company's orders waiting for approval, newest first, with the buyer and why. */
export async function selectPendingApprovals(db: Db, customerId: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      contactPersonId: orders.contactPersonId,
      firstName: contactPersons.firstName,
      lastName: contactPersons.lastName,
      email: contactPersons.email,
      placedAt: orders.placedAt,
      netTotal: orders.netTotal,
      grossTotal: orders.grossTotal,
      currency: orders.currency,
      reason: sql<
        string | null
      >`(select a.reason from ${orderApprovals} a where a.order_id = ${orders.id} and a.action = 'requested' order by a.id desc limit 1)`,
    })
    .from(orders)
    .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'awaiting_approval')))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(200);
}

/** Who approves the company's orders (the primary and the approvers), but not `except` (the buyer). */
export async function selectApprovers(db: Db, customerId: number, except: number) {
  return db
    .select({
      id: contactPersons.id,
      email: contactPersons.email,
      language: contactPersons.language,
      firstName: contactPersons.firstName,
    })
    .from(contactPersons)
    .where(
      and(
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
        or(eq(contactPersons.isPrimary, true), eq(contactPersons.approvesOrders, true)),
        sql`${contactPersons.id} <> ${except}`,
      ),
    );
}

/** Whether a contact person of the customer approves orders (the primary always does). */
export async function selectIsApprover(
  db: Db,
  customerId: number,
  contactPersonId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`${contactPersons.isPrimary} or ${contactPersons.approvesOrders}` })
    .from(contactPersons)
    .where(
      and(
        eq(contactPersons.id, contactPersonId),
        eq(contactPersons.customerId, customerId),
        isNull(contactPersons.deletedAt),
      ),
    );
  return Boolean(row?.ok);
}

/** The buyer of an order (a contact person of the customer): name, mail, language, market. */
export async function selectOrderBuyer(db: Db, customerId: number, contactPersonId: number) {
  const [row] = await db
    .select({
      name: sql<string>`trim(${contactPersons.firstName} || ' ' || ${contactPersons.lastName})`,
      email: contactPersons.email,
      language: contactPersons.language,
      country: customers.country,
      isPerson: customers.isPerson,
    })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(and(eq(contactPersons.id, contactPersonId), eq(contactPersons.customerId, customerId)));
  return row ?? null;
}

/** An approved order's catalogue lines hold the units taken for them now (a special line never does). */
export async function markLinesReserved(
  tx: Db,
  orderId: number,
  taken: ReadonlyArray<{ itemId: number; reserved: number }>,
): Promise<void> {
  if (taken.length === 0) return;
  await tx.execute(sql`
    UPDATE order_items oi SET reserved = v.reserved
      FROM unnest(${sql.param(taken.map((l) => l.itemId))}::int[], ${sql.param(taken.map((l) => l.reserved))}::int[])
        AS v(id, reserved)
     WHERE oi.id = v.id AND oi.order_id = ${orderId}`);
}
