import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderRequestState } from '../../../common/order-request-states';
import type { Db } from '../../db/client';
import { contactPersons, customers, orderRequests, orders, staffAccounts } from '../../db/schema';

export type OrderRequestRow = typeof orderRequests.$inferSelect;

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export async function insertRequest(
  db: Db,
  row: Omit<typeof orderRequests.$inferInsert, 'id' | 'nonceHash' | 'createdAt'>,
): Promise<number> {
  const [inserted] = await db
    .insert(orderRequests)
    .values({ ...row, nonceHash: '' })
    .returning({ id: orderRequests.id });
  return inserted!.id;
}

export async function setRequestNonce(db: Db, id: number, nonceHash: string): Promise<void> {
  await db.update(orderRequests).set({ nonceHash }).where(eq(orderRequests.id, id));
}

/** A new request for an order voids the older ones still open: only the newest link works. */
export async function voidOpenRequestsOf(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(orderRequests)
    .set({ voidedAt: now })
    .where(
      and(eq(orderRequests.orderId, orderId), isNull(orderRequests.usedAt), isNull(orderRequests.voidedAt)),
    );
}

export async function requestById(db: Db, id: number): Promise<OrderRequestRow | null> {
  const [row] = await db.select().from(orderRequests).where(eq(orderRequests.id, id));
  return row ?? null;
}

/**
 * Spends a request once: one conditional UPDATE, so two tabs confirming (or confirming and
 * cancelling) at the same moment cannot both win; the loser is told the link is used.
 */
export async function claimRequest(
  db: Db,
  id: number,
  change: { outcome: 'confirmed' | 'cancelled'; cancelReason?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderRequests)
    .set({ usedAt: now, outcome: change.outcome, cancelReason: change.cancelReason ?? null })
    .where(
      and(
        eq(orderRequests.id, id),
        isNull(orderRequests.usedAt),
        isNull(orderRequests.voidedAt),
        gt(orderRequests.expiresAt, now),
      ),
    )
    .returning({ id: orderRequests.id });
  return rows.length === 1;
}

/** A confirmation the placement refused (stock, the form, the approval gate) gives the link back. */
export async function releaseRequest(db: Db, id: number): Promise<void> {
  await db.update(orderRequests).set({ usedAt: null, outcome: null }).where(eq(orderRequests.id, id));
}

/** The id of a customer's order by its number (a read: ordering stays the only writer, ADR 032). */
export async function orderIdOf(db: Db, customerId: number, orderNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
  return row?.id ?? null;
}

export async function orderNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.orderNumber ?? null;
}

/** Each state of the desk's list as a condition on the row (ADR 084: a row is in exactly one). */
function stateCondition(state: OrderRequestState, now: Date): SQL {
  const open = and(isNull(orderRequests.usedAt), isNull(orderRequests.voidedAt));
  switch (state) {
    case 'waiting':
      return and(open, gt(orderRequests.expiresAt, now))!;
    case 'expired':
      return and(open, lte(orderRequests.expiresAt, now))!;
    case 'replaced':
      return and(isNull(orderRequests.usedAt), isNotNull(orderRequests.voidedAt))!;
    case 'cancelled':
      return and(isNotNull(orderRequests.usedAt), eq(orderRequests.outcome, 'cancelled'))!;
    case 'used':
      return and(
        isNotNull(orderRequests.usedAt),
        or(isNull(orderRequests.outcome), ne(orderRequests.outcome, 'cancelled')),
      )!;
  }
}

const sender = alias(contactPersons, 'sender');
const addressee = alias(contactPersons, 'addressee');

/**
 * A page of requests for the staff desk, newest first (by id: rows are numbered as they are sent),
 * of one state if given; `limit` one more than the page tells whether another follows.
 */
export async function selectDeskPage(
  db: Db,
  filter: { state?: OrderRequestState; limit: number; offset: number; now: Date },
) {
  const { now } = filter;
  const state = sql<OrderRequestState>`case
    when ${orderRequests.outcome} = 'cancelled' and ${orderRequests.usedAt} is not null then 'cancelled'
    when ${orderRequests.usedAt} is not null then 'used'
    when ${orderRequests.voidedAt} is not null then 'replaced'
    when ${orderRequests.expiresAt} <= ${now} then 'expired'
    else 'waiting' end`;
  const rows = await db
    .select({
      id: orderRequests.id,
      orderId: orderRequests.orderId,
      orderNumber: orders.orderNumber,
      customerId: orderRequests.customerId,
      companyName: sql<string>`coalesce(${customers.companyName}, trim(${addressee.firstName} || ' ' || ${addressee.lastName}), ${customers.customerNumber})`,
      senderFirst: sender.firstName,
      senderLast: sender.lastName,
      senderEmail: sender.email,
      staffName: staffAccounts.name,
      addresseeFirst: addressee.firstName,
      addresseeLast: addressee.lastName,
      addresseeEmail: orderRequests.email,
      state,
      sentAt: orderRequests.createdAt,
      expiresAt: orderRequests.expiresAt,
      usedAt: orderRequests.usedAt,
      cancelReason: orderRequests.cancelReason,
    })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .innerJoin(customers, eq(customers.id, orderRequests.customerId))
    .innerJoin(addressee, eq(addressee.id, orderRequests.contactPersonId))
    .leftJoin(sender, eq(sender.id, orderRequests.requestedBy))
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderRequests.staffId))
    .where(filter.state ? stateCondition(filter.state, now) : undefined)
    .orderBy(desc(orderRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    customerId: r.customerId,
    companyName: r.companyName,
    sender:
      r.senderEmail === null
        ? null
        : { name: `${r.senderFirst ?? ''} ${r.senderLast ?? ''}`.trim(), email: r.senderEmail },
    staffName: r.staffName,
    addressee: { name: `${r.addresseeFirst} ${r.addresseeLast}`.trim(), email: r.addresseeEmail },
    state: r.state,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
  }));
}
