import type { PlacedOrderStatus } from '../../../common/contracts/orders';
import { useT } from '../../lib/i18n';
import './orders.css';

/** The status of an order as a coloured label (colour is never the only cue: the text says it). */
export function OrderStatusBadge({ status }: { status: PlacedOrderStatus | string }) {
  const t = useT();
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </span>
  );
}
