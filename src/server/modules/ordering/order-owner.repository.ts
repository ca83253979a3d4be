import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Gives a placed guest order to the account its guest logged in to (ADR 083): the order, its lines
 * and history follow the order row. Never a cart (a cart is somebody's work in progress); false
 * when the order is not the guest record's any more.
 */
export async function moveOrderToCustomer(
  db: Db,
  order: { orderId: number; fromCustomerId: number },
  to: { customerId: number; contactPersonId: number },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ customerId: to.customerId, contactPersonId: to.contactPersonId, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.orderId),
        eq(orders.customerId, order.fromCustomerId),
        ne(orders.status, 'cart'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}
