import { sql } from 'drizzle-orm';
import { addWorkingDays, stockShipDay } from '../../../common/backorder-rules';
import type { WarehouseStock } from '../../../common/contracts/backorders';
import type { Db } from '../../db/client';
import { selectIncoming } from './stock-arrivals.repository';

/**
 * A product's stock by place and when each leaves (issue 22 item 2, ADR 077): the shop's own
 * warehouse (today or the next working day), its marketplace sellers' stock (the quickest seller's
 * dispatch days), deliveries announced with their day (they leave the working day after), and the
 * factory for a back-orderable product (its lead time). Read for many products at once (the cart):
 * two queries whatever their number. Amounts are told only where the product shows its stock
 * (SHOW_STOCK); the factory's lead time is told always.
 */
export function createWarehouseStock(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;

  async function forProducts(productIds: readonly number[]): Promise<Map<number, WarehouseStock[]>> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return new Map();
    const at = deps.now?.() ?? new Date();
    const today = at.toISOString().slice(0, 10);
    const [products, incoming] = await Promise.all([
      db.execute(sql`
        SELECT p.id, p.stock, p.external_stock, p.factory_lead_days,
               'SHOW_STOCK' = ANY(p.permissions) AS shown,
               (SELECT min(o.lead_time_days) FROM marketplace_offers o
                 WHERE o.product_id = p.id AND o.stock > 0) AS dispatch
        FROM products p WHERE p.id = ANY(${sql.param(ids)}::int[])`) as unknown as Promise<{
        rows: Array<{
          id: number;
          stock: number;
          external_stock: number;
          factory_lead_days: number | null;
          shown: boolean;
          dispatch: number | null;
        }>;
      }>,
      selectIncoming(db, ids, today),
    ]);
    const out = new Map<number, WarehouseStock[]>();
    for (const p of products.rows) {
      const places: WarehouseStock[] = [];
      if (p.shown && Number(p.stock) > 0)
        places.push({ kind: 'own', amount: Number(p.stock), shipsOn: stockShipDay(at) });
      if (p.shown && Number(p.external_stock) > 0) {
        const days = p.dispatch === null ? null : Number(p.dispatch);
        places.push({
          kind: 'external',
          amount: Number(p.external_stock),
          dispatchDays: days,
          shipsOn: days === null ? null : addWorkingDays(at, days),
        });
      }
      if (p.shown)
        for (const delivery of incoming.filter((d) => d.productId === Number(p.id)))
          places.push({
            kind: 'incoming',
            amount: delivery.quantity,
            expectedOn: delivery.expectedOn,
            shipsOn: addWorkingDays(new Date(`${delivery.expectedOn}T12:00:00Z`), 1),
          });
      if (p.factory_lead_days !== null) {
        const leadDays = Number(p.factory_lead_days);
        places.push({ kind: 'factory', leadDays, shipsOn: addWorkingDays(at, leadDays) });
      }
      out.set(Number(p.id), places);
    }
    return out;
  }

  return {
    forProducts,
    async forProduct(productId: number): Promise<WarehouseStock[]> {
      return (await forProducts([productId])).get(productId) ?? [];
    },
  };
}

export type WarehouseStockReader = ReturnType<typeof createWarehouseStock>;
