import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  storedNote,
  type OrderHistoryNote,
  type StoredHistoryNote,
} from '../../../common/order-history-notes';
import type { Db } from '../../db/client';
import {
  activeOrders,
  contactPersons,
  deliveryMethods,
  orderItems,
  orders,
  orderStatusHistory,
  paymentMethods,
} from '../../db/schema';

/**
 * SQL of placed orders. Every query takes the customer id of the session: another customer's order
 * is simply not found (the shop never tells whether an order number exists).
 */

export interface OrderListRow {
  orderNumber: string;
  status: string;
  placedAt: Date | null;
  createdAt: Date;
  netTotal: string | null;
  vatTotal: string | null;
  grossTotal: string | null;
  currency: string;
  customerOrderNumber: string | null;
  lineCount: number;
}

/** Placed orders only: a cart is an order still being built and never shows in the status list. */
const placedOf = (customerId: number, status?: string) =>
  and(
    eq(orders.customerId, customerId),
    status === undefined ? ne(orders.status, 'cart') : eq(orders.status, status),
  );

/**
 * One page of the customer's placed orders, newest first. (customer_id, status, created_at desc) is
 * orders_customer_status_idx: the filter is its prefix, so a customer with thousands of orders costs
 * an index range, not a scan. Line counts come from one grouped subquery for the page's orders only.
 */
export async function selectPlacedOrders(
  db: Db,
  customerId: number,
  options: { status?: string; limit: number; offset: number },
): Promise<OrderListRow[]> {
  const page = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      placedAt: orders.placedAt,
      createdAt: orders.createdAt,
      netTotal: orders.netTotal,
      vatTotal: orders.vatTotal,
      grossTotal: orders.grossTotal,
      currency: orders.currency,
      customerOrderNumber: orders.customerOrderNumber,
    })
    .from(orders)
    .where(placedOf(customerId, options.status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  const rows = await db
    .select({
      orderNumber: page.orderNumber,
      status: page.status,
      placedAt: page.placedAt,
      createdAt: page.createdAt,
      netTotal: page.netTotal,
      vatTotal: page.vatTotal,
      grossTotal: page.grossTotal,
      currency: page.currency,
      customerOrderNumber: page.customerOrderNumber,
      // Qualified by hand: inside the subquery an unqualified "id" would be order_items.id.
      lineCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = "page"."id")`,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.id));
  return rows.map((r) => ({ ...r, lineCount: Number(r.lineCount) }));
}

export async function countPlacedOrders(db: Db, customerId: number, status?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(placedOf(customerId, status));
  return Number(row?.n ?? 0);
}

export type OrderRow = typeof orders.$inferSelect & {
  deliveryNameKey: string | null;
  deliveryMasterName: string | null;
  paymentNameKey: string | null;
  contactEmail: string | null;
  contactLanguage: string | null;
};

/** One order of the customer by number (any status), with its method names and contact e-mail. */
export function selectOwnOrder(db: Db, customerId: number, orderNumber: string): Promise<OrderRow | null> {
  return selectOrderWhere(db, and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber))!);
}

/** Any customer's order by id: the staff desk's look-up (issue 19, ADR 080). */
export function selectOrderById(db: Db, orderId: number): Promise<OrderRow | null> {
  return selectOrderWhere(db, eq(orders.id, orderId));
}

async function selectOrderWhere(db: Db, where: SQL): Promise<OrderRow | null> {
  const [row] = await db
    .select({
      order: orders,
      deliveryNameKey: deliveryMethods.nameKey,
      deliveryMasterName: deliveryMethods.masterName,
      paymentNameKey: paymentMethods.nameKey,
      contactEmail: contactPersons.email,
      contactLanguage: contactPersons.language,
    })
    .from(orders)
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.shippingCondition))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentId))
    .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .where(where);
  if (!row) return null;
  return {
    ...row.order,
    deliveryNameKey: row.deliveryNameKey,
    deliveryMasterName: row.deliveryMasterName,
    paymentNameKey: row.paymentNameKey,
    contactEmail: row.contactEmail,
    contactLanguage: row.contactLanguage,
  };
}

/** The order a contact person works on (active_orders), if it is still one of the customer's. */
export async function selectActiveOrderNumber(
  db: Db,
  customerId: number,
  contactPersonId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(activeOrders)
    .innerJoin(orders, eq(orders.id, activeOrders.orderId))
    .where(and(eq(activeOrders.contactPersonId, contactPersonId), eq(orders.customerId, customerId)));
  return row?.orderNumber ?? null;
}

export interface HistoryRow extends StoredHistoryNote {
  status: string;
  createdAt: Date;
}

export async function selectStatusHistory(db: Db, orderId: number): Promise<HistoryRow[]> {
  return db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      noteCode: orderStatusHistory.noteCode,
      noteValues: orderStatusHistory.noteValues,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** A status the order moves to with its history line; the caller checked the move under the lock. */
export async function moveOrderStatus(
  tx: Db,
  orderId: number,
  status: string,
  note: OrderHistoryNote,
): Promise<void> {
  const now = sql`now()`;
  await tx
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'cancelled' && { cancelledAt: now }) })
    .where(eq(orders.id, orderId));
  await insertStatusNote(tx, orderId, status, note);
}

/** A line in the order's history that leaves its status as it is (a failed payment, a late one). */
export async function insertStatusNote(
  tx: Db,
  orderId: number,
  status: string,
  note: OrderHistoryNote,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, status, ...storedNote(note) });
}
