import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DiscountListQuery } from '../../../common/contracts/discounts';
import type { Db } from '../../db/client';
import {
  contactPersons,
  customers,
  discountCodes,
  discountRedemptions,
  orders,
  staffAccounts,
} from '../../db/schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;

export async function selectCodeByText(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

/**
 * The code's row `FOR UPDATE` until the placement's transaction ends: two orders placing with the
 * same code take turns, so the second counts the first one's redemption (read committed reads anew
 * after the lock is granted) and the limits hold.
 */
export async function lockCodeByText(tx: Db, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1)
    .for('update');
  return row;
}

export async function countUses(db: Db, codeId: number, customerId: number) {
  const [row] = await db
    .select({
      total: count(),
      byCustomer:
        sql<number>`count(*) filter (where ${discountRedemptions.customerId} = ${customerId})`.mapWith(
          Number,
        ),
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

export async function insertRedemption(
  tx: Db,
  values: { codeId: number; orderId: number; customerId: number; amountNet: string; currency: string },
): Promise<void> {
  await tx.insert(discountRedemptions).values(values);
}

export async function insertCode(db: Db, values: NewDiscountCode): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCode(
  db: Db,
  id: number,
  values: Partial<NewDiscountCode>,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

/**
 * Uses of the code of the row: written with explicit table names, because drizzle renders a lone
 * table's columns unqualified, and inside the subquery "id" would be the redemption's own id.
 */
const usesOf =
  sql<number>`(select count(*) from "discount_redemptions" r where r."code_id" = "discount_codes"."id")`.mapWith(
    Number,
  );

/** The list's filters: `now` decides what has expired (past its end) and what is running. */
function codeFilter(query: DiscountListQuery, now: Date): SQL | undefined {
  const ended = and(isNotNull(discountCodes.validTo), lte(discountCodes.validTo, now));
  const conditions: (SQL | undefined)[] = [
    query.status === 'active'
      ? and(eq(discountCodes.active, true), or(isNull(discountCodes.validTo), gt(discountCodes.validTo, now)))
      : query.status === 'expired'
        ? ended
        : query.status === 'inactive'
          ? eq(discountCodes.active, false)
          : undefined,
    query.country ? eq(discountCodes.country, query.country) : undefined,
    // Codes are stored upper-cased; strpos needs no escaping of % and _ as LIKE would.
    query.q ? sql`strpos(${discountCodes.code}, ${query.q.toUpperCase()}) > 0` : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const SORTS = {
  created: discountCodes.createdAt,
  code: discountCodes.code,
  validTo: discountCodes.validTo,
  uses: usesOf,
} as const;

export async function selectCodePage(
  db: Db,
  query: DiscountListQuery,
  now: Date,
  limit: number,
  offset: number,
) {
  const where = codeFilter(query, now);
  const direction = query.dir === 'asc' ? asc : desc;
  // Codes without an end sort last either way: "ends soonest" must not start with "never ends".
  const order =
    query.sort === 'validTo'
      ? [sql`${discountCodes.validTo} ${sql.raw(query.dir)} nulls last`, direction(discountCodes.id)]
      : [direction(SORTS[query.sort]), direction(discountCodes.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: discountCodes, uses: usesOf })
      .from(discountCodes)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discountCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The name of the staff member who made the code, for the desk (null when none or gone). */
export async function selectCreatorName(db: Db, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const [row] = await db
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
    .limit(1);
  return row?.name ?? null;
}

export async function selectCodeById(db: Db, id: number) {
  const [row] = await db
    .select({ code: discountCodes, uses: usesOf })
    .from(discountCodes)
    .where(eq(discountCodes.id, id))
    .limit(1);
  return row;
}

export async function selectRedemptionPage(db: Db, codeId: number, limit: number, offset: number) {
  const where = eq(discountRedemptions.codeId, codeId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: discountRedemptions.id,
        orderNumber: orders.orderNumber,
        customerNumber: customers.customerNumber,
        // Who bought, as staff know them: the company, or the person who placed the order.
        customerName: sql<string>`coalesce(nullif(${customers.companyName}, ''), nullif(trim(${contactPersons.firstName} || ' ' || ${contactPersons.lastName}), ''), ${customers.customerNumber})`,
        amountNet: discountRedemptions.amountNet,
        currency: discountRedemptions.currency,
        createdAt: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(orders, and(eq(orders.id, discountRedemptions.orderId)))
      .innerJoin(customers, eq(customers.id, discountRedemptions.customerId))
      .leftJoin(contactPersons, eq(contactPersons.id, orders.contactPersonId))
      .where(where)
      .orderBy(desc(discountRedemptions.createdAt), desc(discountRedemptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discountRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
