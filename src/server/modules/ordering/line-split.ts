import { placedSplit, splitLine, type DeliveryChoice } from '../../../common/backorder-rules';
import type { LineSplitView } from '../../../common/contracts/backorders';
import type { OrderLineRow } from './order-lines.repository';

/**
 * A line's back-order split as every page shows it (ADR 077): a cart's from the stock now, a placed
 * order's as it was stored when placed, with the units still waiting. Null: the line has none.
 */
export function lineSplitOf(
  line: Pick<
    OrderLineRow,
    'amount' | 'stock' | 'factoryLeadDays' | 'backordered' | 'backorderWaiting' | 'backorderDue' | 'productId'
  >,
  order: { status: string; completeness: string; placedAt: Date | null },
  at: Date,
): LineSplitView | null {
  if (line.productId === null) return null;
  const delivery: DeliveryChoice = order.completeness === 'complete' ? 'complete' : 'partial';
  if (order.status === 'cart') return splitLine(line, delivery, at);
  const split = placedSplit(line, delivery, order.placedAt ?? at);
  return split && { ...split, waiting: line.backorderWaiting };
}
