import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';

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

export async function selectCodePage(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: discountCodes, uses: usesOf })
      .from(discountCodes)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discountCodes),
  ]);
  return { rows, total: total?.n ?? 0 };
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
        customerId: discountRedemptions.customerId,
        amountNet: discountRedemptions.amountNet,
        currency: discountRedemptions.currency,
        createdAt: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(orders, and(eq(orders.id, discountRedemptions.orderId)))
      .where(where)
      .orderBy(desc(discountRedemptions.createdAt), desc(discountRedemptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(discountRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
