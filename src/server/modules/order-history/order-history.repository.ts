import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, manufacturers, orderItems, orders, products } from '../../db/schema';
import type { HistoryFilter, HistoryListQuery } from '../../../common/contracts/order-history';

/**
 * SQL of the order history (ADR 059). It only reads the order tables, which the ordering module
 * owns and alone writes (ADR 032, `ownership.test.ts`). Every query takes the viewer's scope: the
 * customer, and the contact person unless they may see their colleagues' orders; an order outside
 * it is simply not found.
 */

export interface ViewerScope {
  customerId: number;
  contactPersonId: number;
  /** The primary contact person of a customer sees every order of the customer (ADR 059). */
  seesColleagues: boolean;
}

/** Whether the contact person is the customer's primary one (the right to see colleagues' orders). */
export async function selectIsPrimary(db: Db, customerId: number, contactPersonId: number): Promise<boolean> {
  const [row] = await db
    .select({ isPrimary: contactPersons.isPrimary })
    .from(contactPersons)
    .where(and(eq(contactPersons.id, contactPersonId), eq(contactPersons.customerId, customerId)));
  return row?.isPrimary ?? false;
}

/** LIKE's wildcards in what a person typed are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Placed orders the viewer may see, narrowed by the filters; a cart is never history. */
function whereOf(scope: ViewerScope, filter: HistoryFilter): SQL {
  const conditions: SQL[] = [eq(orders.customerId, scope.customerId), sql`${orders.status} <> 'cart'`];
  if (!scope.seesColleagues || filter.placedBy === 'me')
    conditions.push(eq(orders.contactPersonId, scope.contactPersonId));
  if (filter.orderNumber)
    conditions.push(sql`${orders.orderNumber} like ${`%${likeEscaped(filter.orderNumber)}%`}`);
  if (filter.customerOrderNumber)
    conditions.push(
      sql`${orders.customerOrderNumber} ilike ${`%${likeEscaped(filter.customerOrderNumber)}%`}`,
    );
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  // Days are whole calendar days in UTC, the end day included.
  if (filter.dateFrom)
    conditions.push(sql`${orders.placedAt} >= ${`${filter.dateFrom}T00:00:00Z`}::timestamptz`);
  if (filter.dateTo)
    conditions.push(
      sql`${orders.placedAt} < ${`${filter.dateTo}T00:00:00Z`}::timestamptz + interval '1 day'`,
    );
  if (filter.valueMin) conditions.push(sql`${orders.netTotal} >= ${filter.valueMin}::numeric`);
  if (filter.valueMax) conditions.push(sql`${orders.netTotal} <= ${filter.valueMax}::numeric`);
  if (filter.symbol)
    conditions.push(
      // Qualified by hand: drizzle writes a column unqualified, and inside the subquery "id" would be the line's.
      // OFFSET 0 keeps it a check per order of the viewer's (a few thousand index look-ups) rather than a
      // semi-join the planner may run over every line of every customer.
      sql`exists (select 1 from order_items oi where oi.order_id = "orders"."id" and upper(oi.symbol) like upper(${`%${likeEscaped(filter.symbol)}%`}) offset 0)`,
    );
  return and(...conditions)!;
}

/**
 * The list's order as SQL text over a table alias (the enum values only, never input). Nulls are
 * named as orders_customer_placed_idx stores them (placed_at, id DESC NULLS LAST), so the default
 * sort reads the index in order both ways, with no sort step. Placed-at and id follow every sort,
 * so pages never overlap however many orders share a value.
 */
function orderByOf(sort: HistoryListQuery['sort'], dir: HistoryListQuery['dir'], alias: string): SQL {
  const d = dir === 'asc' ? 'asc nulls first' : 'desc nulls last';
  const tail = `"${alias}"."placed_at" ${d}, "${alias}"."id" ${d}`;
  const column: Record<HistoryListQuery['sort'], string | null> = {
    placedAt: null,
    orderNumber: 'order_number',
    value: 'net_total',
    status: 'status',
  };
  const first = column[sort];
  return sql.raw(first ? `"${alias}"."${first}" ${d}, ${tail}` : tail);
}

export interface HistoryRow {
  id: number;
  orderNumber: string;
  status: string;
  placedAt: Date | null;
  createdAt: Date;
  customerOrderNumber: string | null;
  netTotal: string | null;
  grossTotal: string | null;
  currency: string;
  contactPersonId: number | null;
  placedBy: string | null;
  lineCount: number;
}

/**
 * One page of the viewer's orders. The page's rows are found first (orders_customer_placed_idx
 * serves the default sort and the date range), then who placed each and its line count for those
 * rows only: computed in the same statement as the OFFSET, they would run for every skipped row.
 */
export async function selectHistoryPage(
  db: Db,
  scope: ViewerScope,
  query: Pick<HistoryListQuery, 'sort' | 'dir'> & HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryRow[]> {
  const result = await db.execute(sql`
    select p.id, p.order_number as "orderNumber", p.status, to_json(p.placed_at) #>> '{}' as "placedAt",
           to_json(p.created_at) #>> '{}' as "createdAt", p.customer_order_number as "customerOrderNumber",
           p.net_total as "netTotal", p.gross_total as "grossTotal", p.currency,
           p.contact_person_id as "contactPersonId",
           (select cp.first_name || ' ' || cp.last_name from contact_persons cp where cp.id = p.contact_person_id) as "placedBy",
           (select count(*)::int from order_items oi where oi.order_id = p.id) as "lineCount"
    from (
      select ${orders.id}, ${orders.orderNumber}, ${orders.status}, ${orders.placedAt}, ${orders.createdAt},
             ${orders.customerOrderNumber}, ${orders.netTotal}, ${orders.grossTotal}, ${orders.currency},
             ${orders.contactPersonId}
      from ${orders}
      where ${whereOf(scope, query)}
      order by ${orderByOf(query.sort, query.dir, 'orders')}
      limit ${page.limit} offset ${page.offset}
    ) p
    order by ${orderByOf(query.sort, query.dir, 'p')}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    orderNumber: String(r.orderNumber),
    status: String(r.status),
    placedAt: r.placedAt === null ? null : new Date(r.placedAt as string),
    createdAt: new Date(r.createdAt as string),
    customerOrderNumber: (r.customerOrderNumber as string | null) ?? null,
    netTotal: r.netTotal === null ? null : String(r.netTotal),
    grossTotal: r.grossTotal === null ? null : String(r.grossTotal),
    currency: String(r.currency),
    contactPersonId: r.contactPersonId === null ? null : Number(r.contactPersonId),
    placedBy: (r.placedBy as string | null) ?? null,
    lineCount: Number(r.lineCount),
  }));
}

export async function countHistory(db: Db, scope: ViewerScope, filter: HistoryFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(scope, filter));
  return Number(row?.n ?? 0);
}

export interface VisibleOrder {
  id: number;
  orderNumber: string;
  status: string;
  contactPersonId: number | null;
  placedBy: string | null;
  currency: string;
  netTotal: string | null;
  country: string;
}

/** One placed order the viewer may see, by number, or null (another's, a colleague's, a cart). */
export async function selectVisibleOrder(
  db: Db,
  scope: ViewerScope,
  orderNumber: string,
): Promise<VisibleOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      contactPersonId: orders.contactPersonId,
      placedBy: sql<string | null>`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`,
      currency: orders.currency,
      netTotal: orders.netTotal,
      country: orders.country,
    })
    .from(orders)
    .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
    .where(and(whereOf(scope, {}), eq(orders.orderNumber, orderNumber)));
  return row ?? null;
}

export interface SymbolOrderRow {
  orderNumber: string;
  placedAt: Date | null;
  createdAt: Date;
  status: string;
  amount: number;
  unitPrice: string | null;
  currency: string;
}

/**
 * The viewer's orders holding a product, newest first, and how many there are. The product's lines
 * come from order_items_product_idx (product, order), each checked against the viewer's scope.
 */
export async function selectOrdersWithProduct(
  db: Db,
  scope: ViewerScope,
  productId: number,
  limit: number,
): Promise<{ rows: SymbolOrderRow[]; total: number }> {
  const where = and(whereOf(scope, {}), eq(orderItems.productId, productId));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        placedAt: orders.placedAt,
        createdAt: orders.createdAt,
        status: orders.status,
        amount: orderItems.amount,
        unitPrice: orderItems.unitPrice,
        currency: orders.currency,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .orderBy(orderByOf('placedAt', 'desc', 'orders'))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A product's id by its symbol (exact, as the catalogue spells it), or null. */
export async function selectProductIdBySymbol(db: Db, symbol: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.symbol, symbol));
  return row?.id ?? null;
}

export interface ReorderLineRow {
  position: number;
  amount: number;
  paidUnitPrice: string | null;
  paidLineNet: string | null;
  placedSymbol: string | null;
  productId: number;
  symbol: string;
  description: string;
  generatedText: boolean;
  manufacturerName: string;
  unit: string;
  minimumQuantity: number;
  multiples: number;
  flags: string[];
  permissions: string[];
  pricePrecision: number;
  vatRateOverride: string | null;
  stock: number;
}

/** An order's lines with the product as it is today (price rules, stock, flags). */
export async function selectReorderLines(db: Db, orderId: number): Promise<ReorderLineRow[]> {
  return db
    .select({
      position: orderItems.position,
      amount: orderItems.amount,
      paidUnitPrice: orderItems.unitPrice,
      paidLineNet: orderItems.lineNet,
      placedSymbol: orderItems.symbol,
      productId: products.id,
      symbol: products.symbol,
      description: products.description,
      generatedText: products.generatedText,
      manufacturerName: manufacturers.name,
      unit: products.unit,
      minimumQuantity: products.minimumQuantity,
      multiples: products.multiples,
      flags: products.flags,
      permissions: products.permissions,
      pricePrecision: products.pricePrecision,
      vatRateOverride: products.vatRateOverride,
      stock: products.stock,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}
