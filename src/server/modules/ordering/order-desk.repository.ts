/**
 * SQL of the staff desk's orders (issue 19, ADR 080): the search over every customer's placed
 * orders, the bank transfers matched by hand, and the shipments.
 */
import { and, asc, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffOrderRow, StaffOrderSearchQuery } from '../../../common/contracts/order-desk';
import type { Db } from '../../db/client';
import {
  contactPersons,
  customers,
  orderBankPayments,
  orderShipments,
  orders,
  paymentMethods,
} from '../../db/schema';

/** LIKE's own characters typed in a search are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dayStart = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000);

/** The customer's name as the desk shows it: the company, else the contact person who placed it. */
const customerName = sql<string>`coalesce(${customers.companyName}, trim(${contactPersons.firstName} || ' ' || ${contactPersons.lastName}), ${customers.customerNumber})`;

/**
 * A page of placed orders, newest first (placing time, then id). The customer filter matches the
 * company name, the customer number, or the placing contact's name or e-mail; a customer's id
 * typed as digits matches it too.
 */
export async function searchDeskOrders(
  db: Db,
  query: StaffOrderSearchQuery,
  limit: number,
  offset: number,
): Promise<StaffOrderRow[]> {
  const where: SQL[] = [ne(orders.status, 'cart')];
  if (query.number) where.push(ilike(orders.orderNumber, likeText(query.number)));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.from) where.push(gte(orders.placedAt, dayStart(query.from)));
  if (query.to) where.push(lt(orders.placedAt, dayStart(query.to, 1)));
  if (query.customer) {
    const like = likeText(query.customer);
    const byText = or(
      ilike(customers.companyName, like),
      ilike(customers.customerNumber, like),
      ilike(contactPersons.email, like),
      ilike(sql`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`, like),
    )!;
    const id = /^\d{1,9}$/.test(query.customer) ? Number(query.customer) : null;
    where.push(id === null ? byText : or(byText, eq(orders.customerId, id))!);
  }
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      customerName,
      status: orders.status,
      placedAt: orders.placedAt,
      createdAt: orders.createdAt,
      currency: orders.currency,
      grossTotal: orders.grossTotal,
      paymentKind: paymentMethods.kind,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentId))
    .where(and(...where))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    customerId: r.customerId,
    customerName: r.customerName,
    status: r.status,
    placedAt: (r.placedAt ?? r.createdAt).toISOString(),
    currency: r.currency,
    grossTotal: r.grossTotal,
    paymentKind: r.paymentKind,
  }));
}

/** Who the order's customer is, for the desk's order page. */
export async function selectDeskCustomer(db: Db, orderId: number) {
  const [row] = await db
    .select({ customerName, paymentKind: paymentMethods.kind })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function selectShipments(db: Db, orderId: number) {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id));
}

export async function insertShipment(db: Db, row: typeof orderShipments.$inferInsert): Promise<void> {
  await db.insert(orderShipments).values(row);
}

export async function selectBankPayment(db: Db, orderId: number) {
  const [row] = await db.select().from(orderBankPayments).where(eq(orderBankPayments.orderId, orderId));
  return row ?? null;
}

export async function insertBankPayment(db: Db, row: typeof orderBankPayments.$inferInsert): Promise<void> {
  await db.insert(orderBankPayments).values(row);
}
