import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutOfRangeProduct } from '../../../common/offers';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { activeOrders, contactPersons, customers, orderItems, orders, products } from '../../db/schema';

/** The buyer's side of an order: market, and what decides which products they may order. */
export interface BuyerRow {
  customerId: number;
  customerType: string;
  kind: string;
  isPerson: boolean;
  country: string;
  language: string;
}

export async function selectBuyer(db: Db, customerId: number): Promise<BuyerRow | undefined> {
  const [row] = await prepared(db, 'cart_buyer', () =>
    db
      .select({
        customerId: customers.id,
        customerType: customers.customerType,
        kind: customers.kind,
        isPerson: customers.isPerson,
        country: customers.country,
        language: customers.language,
      })
      .from(customers)
      .where(eq(customers.id, sql.placeholder('customerId')))
      .limit(1)
      .prepare('cart_buyer'),
  ).execute({ customerId });
  return row;
}

/** What adding a product to an order needs to know of it. */
export interface OrderableProductRow {
  id: number;
  symbol: string;
  unit: string;
  minimumQuantity: number;
  multiples: number;
  flags: string[];
  permissions: string[];
  pricePrecision: number;
  vatRateOverride: string | null;
  stock: number;
  /**
   * Whether the price list prices it: the same rule as pricing's price groups (the SHOW_PRICE
   * permission and at least one price break), read in the same query as the product.
   */
  hasPrice: boolean;
}

export const orderableColumns = {
  id: products.id,
  symbol: products.symbol,
  unit: products.unit,
  minimumQuantity: products.minimumQuantity,
  multiples: products.multiples,
  flags: products.flags,
  permissions: products.permissions,
  pricePrecision: products.pricePrecision,
  vatRateOverride: products.vatRateOverride,
  stock: products.stock,
  hasPrice: sql<boolean>`('SHOW_PRICE' = ANY(${products.permissions}) AND EXISTS (SELECT 1 FROM price_breaks pb WHERE pb.product_id = ${products.id}))`,
};

/** A product by its exact symbol, else by the normalised symbol key (spaces, dashes, dots ignored). */
export async function selectOrderableProduct(
  db: Db,
  symbol: string,
  symbolKey: string,
): Promise<OrderableProductRow | undefined> {
  const [exact] = await prepared(db, 'cart_orderable_product', () =>
    db
      .select(orderableColumns)
      .from(products)
      .where(eq(products.symbol, sql.placeholder('symbol')))
      .limit(1)
      .prepare('cart_orderable_product'),
  ).execute({ symbol });
  if (exact || symbolKey === '') return exact;
  const [byKey] = await db
    .select(orderableColumns)
    .from(products)
    .where(eq(products.symbolKey, symbolKey))
    .orderBy(products.id)
    .limit(1);
  return byKey;
}

/** The order fields the cart reads. */
export interface OrderHeaderRow {
  id: number;
  orderNumber: string;
  customerId: number;
  status: string;
  mode: string;
  country: string;
  language: string;
  currency: string;
  vatRate: string;
  customerOrderNumber: string | null;
  discountCode: string | null;
  discountNet: string | null;
  completeness: string;
  createdAt: Date;
  touchedAt: Date;
}

const headerColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  status: orders.status,
  mode: orders.mode,
  country: orders.country,
  language: orders.language,
  currency: orders.currency,
  vatRate: orders.vatRate,
  customerOrderNumber: orders.customerOrderNumber,
  discountCode: orders.discountCode,
  discountNet: orders.discountNet,
  completeness: orders.completeness,
  createdAt: orders.createdAt,
  touchedAt: orders.touchedAt,
};

/** One order of the customer by number; another customer's order is simply not found. */
export async function selectCustomerOrder(
  db: Db,
  customerId: number,
  orderNumber: string,
): Promise<OrderHeaderRow | undefined> {
  const [row] = await prepared(db, 'cart_customer_order', () =>
    db
      .select(headerColumns)
      .from(orders)
      .where(
        and(
          eq(orders.orderNumber, sql.placeholder('orderNumber')),
          eq(orders.customerId, sql.placeholder('customerId')),
        ),
      )
      .limit(1)
      .prepare('cart_customer_order'),
  ).execute({ orderNumber, customerId });
  return row;
}

export interface NewOrder {
  customerId: number;
  contactPersonId: number;
  country: string;
  language: string;
  currency: string;
  vatRate: string;
  customerOrderNumber?: string | null;
  discountCode?: string | null;
  completeness?: string;
  vatEuCountry?: string | null;
  shippingAddressNumber?: string | null;
  invoiceAddressNumber?: string | null;
  shippingCondition?: string | null;
  paymentId?: string | null;
  accessPointId?: string | null;
  receiverEmail?: string | null;
  receiverPhone?: string | null;
}

/** A new cart numbered from order_number_seq, with its first status in the history. */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderHeaderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, orderNumber: sql`nextval('order_number_seq')::text`, status: 'cart' })
    .returning(headerColumns);
  return row!;
}

/**
 * Adds units of a product to an order in one statement: a new line, or the existing line's amount
 * raised (concurrent adds of the same product both count). Refuses (undefined) when the sum would
 * pass `maxAmount`. With `activateFor`, the same statement touches the order and makes it that
 * contact person's active order, only when the line was added (one round trip for the whole add).
 */
export async function upsertOrderItem(
  db: Db,
  item: {
    orderId: number;
    productId: number;
    amount: number;
    quotationId?: string | null;
    quotationPosition?: number | null;
  },
  maxAmount: number,
  activateFor?: number,
  /** Only a new line: a product the cart holds already is left alone (undefined). */
  onlyNew = false,
): Promise<{ itemId: number; amount: number } | undefined> {
  const onConflict = onlyNew
    ? sql`ON CONFLICT (order_id, product_id) DO NOTHING`
    : sql`ON CONFLICT (order_id, product_id) DO UPDATE SET amount = order_items.amount + excluded.amount
    WHERE order_items.amount + excluded.amount <= ${maxAmount}`;
  const upsert = sql`
    INSERT INTO order_items (order_id, position, product_id, amount, quotation_id, quotation_position)
    VALUES (
      ${item.orderId},
      (SELECT coalesce(max(position), 0) + 1 FROM order_items WHERE order_id = ${item.orderId}),
      ${item.productId}, ${item.amount}, ${item.quotationId ?? null}, ${item.quotationPosition ?? null}
    )
    ${onConflict}
    RETURNING id AS item_id, amount`;
  return writeLine(db, item.orderId, upsert, activateFor);
}

/**
 * Runs a statement that writes one line (RETURNING item_id, amount); when the line was written,
 * marks the order worked on and, with `activateFor`, makes it that person's active order, in the
 * same statement.
 */
async function writeLine(
  db: Db,
  orderId: number,
  line: SQL,
  activateFor: number | undefined,
): Promise<{ itemId: number; amount: number } | undefined> {
  const statement =
    activateFor === undefined
      ? line
      : sql`
    WITH line AS (${line}),
    touched AS (
      UPDATE orders SET touched_at = now(), updated_at = now()
      WHERE id = ${orderId} AND EXISTS (SELECT 1 FROM line) RETURNING id
    ),
    activated AS (${activateTouched(activateFor)})
    SELECT item_id, amount FROM line`;
  const result = (await db.execute(statement)) as unknown as {
    rows: Array<{ item_id: number; amount: number }>;
  };
  const row = result.rows[0];
  return row ? { itemId: Number(row.item_id), amount: Number(row.amount) } : undefined;
}

/** Marks the order as worked on now (carts untouched for CART_EXPIRY_DAYS expire). */
export async function touchOrder(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ touchedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Touches the order and makes it the contact person's active order, in one statement. */
export async function touchAndActivate(db: Db, contactPersonId: number, orderId: number): Promise<void> {
  await db.execute(sql`
    WITH touched AS (UPDATE orders SET touched_at = now(), updated_at = now() WHERE id = ${orderId} RETURNING id)
    ${activateTouched(contactPersonId)}`);
}

/** Makes the order of the CTE `touched` (if it touched one) the contact person's active order. */
export function activateTouched(contactPersonId: number) {
  return sql`
    INSERT INTO active_orders (contact_person_id, order_id, updated_at)
    SELECT ${contactPersonId}, id, now() FROM touched
    ON CONFLICT (contact_person_id) DO UPDATE SET order_id = excluded.order_id, updated_at = now()`;
}

export async function setActiveOrder(db: Db, contactPersonId: number, orderId: number): Promise<void> {
  await db
    .insert(activeOrders)
    .values({ contactPersonId, orderId })
    .onConflictDoUpdate({ target: activeOrders.contactPersonId, set: { orderId, updatedAt: sql`now()` } });
}

export async function clearActiveOrder(db: Db, contactPersonId: number): Promise<void> {
  await db.delete(activeOrders).where(eq(activeOrders.contactPersonId, contactPersonId));
}

/** The contact person's active order if it is still one of the customer's carts. */
export async function selectActiveOrder(
  db: Db,
  customerId: number,
  contactPersonId: number,
): Promise<OrderHeaderRow | undefined> {
  const [row] = await db
    .select(headerColumns)
    .from(activeOrders)
    .innerJoin(orders, eq(orders.id, activeOrders.orderId))
    .where(
      and(
        eq(activeOrders.contactPersonId, contactPersonId),
        eq(orders.customerId, customerId),
        eq(orders.status, 'cart'),
      ),
    )
    .limit(1);
  return row;
}

/** The customer's carts touched since `since`, newest first, with their number of lines. */
export async function selectOpenOrders(
  db: Db,
  customerId: number,
  since: Date,
  limit: number,
): Promise<Array<OrderHeaderRow & { lineCount: number }>> {
  return db
    .select({
      ...headerColumns,
      lineCount: sql<number>`(SELECT count(*)::int FROM order_items i WHERE i.order_id = orders.id)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'cart'),
        sql`${orders.touchedAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function countOpenOrders(db: Db, customerId: number, since: Date): Promise<number> {
  const [row] = await prepared(db, 'cart_count_open_orders', () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, sql.placeholder('customerId')),
          eq(orders.status, 'cart'),
          sql`${orders.touchedAt} >= ${sql.placeholder('since')}::timestamptz`,
        ),
      )
      .prepare('cart_count_open_orders'),
  ).execute({ customerId, since: since.toISOString() });
  return Number(row?.n ?? 0);
}

/** Changes one line of an order; false when the order has no such line. */
export async function updateItem(
  db: Db,
  orderId: number,
  itemId: number,
  changes: { amount?: number; endUse?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(orderItems)
    .set(changes)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

export async function deleteItem(db: Db, orderId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** The product of an order line, for re-checking the amount rules when the amount changes. */
export async function selectItemProduct(
  db: Db,
  orderId: number,
  itemId: number,
): Promise<(OrderableProductRow & { amount: number }) | undefined> {
  const [row] = await db
    .select({ ...orderableColumns, amount: orderItems.amount })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .limit(1);
  return row;
}

export async function updateOrderFields(
  db: Db,
  orderId: number,
  fields: Partial<{
    customerOrderNumber: string | null;
    completeness: string;
    discountCode: string | null;
    mode: string;
  }>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...fields, touchedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Deletes a cart (never a placed order: the status is checked in the same statement). */
export async function deleteCart(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .delete(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'cart')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The contact person of a customer by crc (page loaders know the person by crc, not by id). */
export async function selectContactPersonIdByCrc(
  db: Db,
  customerId: number,
  crc: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(and(eq(contactPersons.customerId, customerId), eq(contactPersons.crc, crc)))
    .limit(1);
  return row?.id;
}

/**
 * A special line (a product outside the range, ADR 056) into an order: no product, what the offer
 * describes, and the offer line that prices it. The same offer line goes into an order once
 * (undefined when the order holds it already). With `activateFor`, the same statement touches the
 * order and makes it that contact person's active order.
 */
export async function insertSpecialLine(
  db: Db,
  item: {
    orderId: number;
    specialLine: OutOfRangeProduct;
    amount: number;
    quotationId: string;
    quotationPosition: number;
  },
  activateFor?: number,
): Promise<{ itemId: number; amount: number } | undefined> {
  const insert = sql`
    INSERT INTO order_items (order_id, position, product_id, amount, quotation_id, quotation_position, special_line)
    VALUES (
      ${item.orderId},
      (SELECT coalesce(max(position), 0) + 1 FROM order_items WHERE order_id = ${item.orderId}),
      NULL, ${item.amount}, ${item.quotationId}, ${item.quotationPosition},
      ${JSON.stringify(item.specialLine)}::jsonb
    )
    ON CONFLICT (order_id, quotation_id, quotation_position) WHERE product_id IS NULL DO NOTHING
    RETURNING id AS item_id, amount`;
  return writeLine(db, item.orderId, insert, activateFor);
}

/** The special line of an order line (null: a catalogue product's line; undefined: no such line). */
export async function selectItemSpecialLine(
  db: Db,
  orderId: number,
  itemId: number,
): Promise<{ specialLine: OutOfRangeProduct | null } | undefined> {
  const [row] = await db
    .select({ specialLine: orderItems.specialLine })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .limit(1);
  return row;
}
