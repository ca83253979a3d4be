import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { storedNote, type OrderHistoryNote } from '../../../common/order-history-notes';
import type { Db } from '../../db/client';
import {
  accessPoints,
  contactPersons,
  deliveryMethods,
  deliveryPaymentMethods,
  orders,
  paymentMethods,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type AccessPointRow = typeof accessPoints.$inferSelect;

/** A delivery method with one of the payments it allows (null when it allows none). */
export interface DeliveryPaymentRow {
  id: string;
  nameKey: string;
  masterName: string;
  costPln: string;
  transportMethods: string[];
  countries: string[];
  isAccessPoint: boolean;
  paymentId: string | null;
  paymentNameKey: string | null;
  paymentKind: string | null;
  paymentProviders: string[] | null;
}

/** Delivery methods (to any of the countries, or all) with the payments each allows: one query. */
export async function selectDeliveryMethods(
  db: Db,
  countries?: readonly string[],
): Promise<DeliveryPaymentRow[]> {
  if (countries && countries.length === 0) return [];
  return db
    .select({
      id: deliveryMethods.id,
      nameKey: deliveryMethods.nameKey,
      masterName: deliveryMethods.masterName,
      costPln: deliveryMethods.costPln,
      transportMethods: deliveryMethods.transportMethods,
      countries: deliveryMethods.countries,
      isAccessPoint: deliveryMethods.isAccessPoint,
      paymentId: paymentMethods.id,
      paymentNameKey: paymentMethods.nameKey,
      paymentKind: paymentMethods.kind,
      paymentProviders: paymentMethods.providers,
    })
    .from(deliveryMethods)
    .leftJoin(deliveryPaymentMethods, eq(deliveryPaymentMethods.deliveryMethodId, deliveryMethods.id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, deliveryPaymentMethods.paymentMethodId))
    .where(countries ? sql`${deliveryMethods.countries} && ${toTextArray(countries)}` : undefined)
    .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id), asc(paymentMethods.sortOrder));
}

function toTextArray(values: readonly string[]) {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Lockers of a country whose city, zip code, id or name contain the words, capped at `limit` + 1. */
export async function searchAccessPoints(
  db: Db,
  country: string,
  query: string | undefined,
  limit: number,
): Promise<AccessPointRow[]> {
  const words = (query ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, 5);
  const conditions = words.map((word) => {
    const like = `%${word}%`;
    return or(
      ilike(accessPoints.city, like),
      ilike(accessPoints.zipCode, `${word}%`),
      ilike(accessPoints.id, like),
      ilike(accessPoints.name, like),
      ilike(accessPoints.street, like),
    );
  });
  return db
    .select()
    .from(accessPoints)
    .where(and(eq(accessPoints.country, country), ...conditions))
    .orderBy(asc(accessPoints.city), asc(accessPoints.id))
    .limit(limit + 1);
}

export async function selectAccessPoint(db: Db, id: string): Promise<AccessPointRow | null> {
  const [row] = await db.select().from(accessPoints).where(eq(accessPoints.id, id));
  return row ?? null;
}

/** The customer's order by number; another customer's order is simply not found. */
export async function selectOrder(db: Db, customerId: number, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  return row ?? null;
}

export type OrderFormColumns = Pick<
  OrderRow,
  | 'vatEuCountry'
  | 'shippingAddressNumber'
  | 'invoiceAddressNumber'
  | 'shippingCondition'
  | 'accessPointId'
  | 'receiverPhone'
  | 'receiverEmail'
  | 'paymentId'
>;

/** Stores the order form on a cart (never on a placed order). */
export async function updateOrderForm(db: Db, orderId: number, form: OrderFormColumns): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...form, updatedAt: new Date(), touchedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'cart')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export interface PlacedLine {
  itemId: number;
  symbol: string;
  description: string;
  unitPrice: string | null;
  lineNet: string | null;
  reserved: number;
}

/**
 * Copies what was sold into the lines, one statement for all of them, with the product's customs data
 * (HTS code, country of origin) as the catalogue has it now: the invoice prints them, and a later
 * import may change them after the goods have left (ADR 075). Special lines have no product: null.
 */
export async function markLinesPlaced(tx: Db, orderId: number, lines: readonly PlacedLine[]): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${l.itemId}::integer, ${l.symbol}::text, ${l.description}::text, ${l.unitPrice}::numeric, ${l.lineNet}::numeric, ${l.reserved}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE order_items AS oi
       SET symbol = v.symbol, description = v.description, unit_price = v.unit_price,
           line_net = v.line_net, reserved = v.reserved,
           hts_code = (SELECT p.hts_code FROM products p WHERE p.id = oi.product_id),
           country_of_origin = (SELECT p.country_of_origin FROM products p WHERE p.id = oi.product_id)
      FROM (VALUES ${values}) AS v(id, symbol, description, unit_price, line_net, reserved)
     WHERE oi.id = v.id AND oi.order_id = ${orderId}`);
}

/** What a placement leaves an order in: waiting for approval (ADR 078), placed, or waiting for payment. */
export type PlacedStatus = 'awaiting_approval' | 'placed' | 'awaiting_payment';

export interface PlacedOrder {
  status: PlacedStatus;
  contactPersonId: number;
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  deliveryCost: string;
  /** The code and the net amount it took off; null: no code. */
  discount: { code: string; amountNet: string } | null;
  shippingAddress: unknown;
  invoiceAddress: unknown;
  form: OrderFormColumns;
}

export async function markOrderPlaced(tx: Db, orderId: number, placed: PlacedOrder): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({
      ...placed.form,
      status: placed.status,
      contactPersonId: placed.contactPersonId,
      netTotal: placed.netTotal,
      vatTotal: placed.vatTotal,
      grossTotal: placed.grossTotal,
      deliveryCost: placed.deliveryCost,
      discountCode: placed.discount?.code ?? null,
      discountNet: placed.discount?.amountNet ?? null,
      shippingAddress: placed.shippingAddress,
      invoiceAddress: placed.invoiceAddress,
      placedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** A new status in the order's history and the order no longer anybody's cart: one statement. */
export async function recordPlacement(
  tx: Db,
  orderId: number,
  status: string,
  note: OrderHistoryNote,
): Promise<void> {
  const { noteCode, noteValues } = storedNote(note);
  await tx.execute(sql`
    WITH history AS (
      INSERT INTO order_status_history (order_id, status, note_code, note_values)
      VALUES (${orderId}, ${status}, ${noteCode}, ${noteValues === null ? null : JSON.stringify(noteValues)}::jsonb)
    )
    DELETE FROM active_orders WHERE order_id = ${orderId}`);
}

export async function selectContactPerson(db: Db, contactPersonId: number) {
  const [row] = await db
    .select({
      email: contactPersons.email,
      language: contactPersons.language,
      firstName: contactPersons.firstName,
    })
    .from(contactPersons)
    .where(eq(contactPersons.id, contactPersonId));
  return row ?? null;
}
