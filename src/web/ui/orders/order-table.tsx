import type { ComponentType, ReactNode } from 'react';
import { formatDate, formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { fireFavouritesAction } from '../../lib/favourites-actions';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';

/** A placed order as a row of the customer's lists of orders. */
export interface OrderTableRow {
  orderNumber: string;
  placedAt: string;
  status: string;
  customerOrderNumber: string | null;
  lineCount: number;
  netTotal: string | null;
  grossTotal: string | null;
  currency: string;
  /** Who placed it, on a company's shared history. */
  placedBy?: string | null;
}

/**
 * The table of a customer's placed orders, one for the order status list (features/orders) and the
 * order history (features/order-history): number (a link), day, status, the customer's reference,
 * who placed it (when the viewer sees colleagues' orders), lines, net and gross, and the row's
 * actions ("Save as list" last), under the same column names (`orders.list.*`). A wide table (long labels, big sums)
 * scrolls in its own box, never the page; under 768 px each row is a card
 * (features/orders/orders.css). Features do not import each other: the status label comes from the
 * page.
 */
export function OrderTable({
  orders,
  locale,
  hrefOf,
  StatusBadge,
  placedByLabel,
  actions,
  className,
  testId,
  rowTestId,
}: {
  orders: readonly OrderTableRow[];
  locale: Locale;
  hrefOf: (orderNumber: string) => string;
  StatusBadge: ComponentType<{ status: string }>;
  /** The "placed by" column's name, for a viewer who sees colleagues' orders; none: no column. */
  placedByLabel?: string;
  /** What a row offers before "Save as list" (a link to the order, say). */
  actions?: (order: OrderTableRow, href: string) => ReactNode;
  className?: string;
  testId: string;
  rowTestId: string;
}) {
  const t = useT();
  const none = t('orders.details.none');
  const labels = {
    number: t('orders.list.number'),
    date: t('orders.list.date'),
    status: t('orders.list.status'),
    reference: t('orders.list.customerOrderNumber'),
    lines: t('orders.list.lines'),
    net: t('orders.list.net'),
    gross: t('orders.list.gross'),
  };
  const money = (value: string | null, currency: string) =>
    value === null ? none : formatPrice(value, currency as Currency, { grouping: locale.grouping });
  return (
    <div className="table-scroll">
      <table
        className={['order-table', 'order-list', className].filter(Boolean).join(' ')}
        data-testid={testId}
      >
        <thead>
          <tr>
            <th scope="col">{labels.number}</th>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.status}</th>
            <th scope="col">{labels.reference}</th>
            {placedByLabel && <th scope="col">{placedByLabel}</th>}
            <th scope="col" className="is-number">
              {labels.lines}
            </th>
            <th scope="col" className="is-number">
              {labels.net}
            </th>
            <th scope="col" className="is-number">
              {labels.gross}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const href = hrefOf(order.orderNumber);
            return (
              <tr key={order.orderNumber} data-testid={rowTestId}>
                <th scope="row" className="order-list__number">
                  <a href={href}>{order.orderNumber}</a>
                </th>
                <td data-label={labels.date}>{formatDate(order.placedAt, locale.language)}</td>
                <td data-label={labels.status}>
                  <StatusBadge status={order.status} />
                </td>
                <td data-label={labels.reference}>{order.customerOrderNumber ?? none}</td>
                {placedByLabel && <td data-label={placedByLabel}>{order.placedBy ?? none}</td>}
                <td data-label={labels.lines} className="is-number">
                  {order.lineCount}
                </td>
                <td data-label={labels.net} className="is-number">
                  {money(order.netTotal, order.currency)}
                </td>
                <td data-label={labels.gross} className="is-number order-list__gross">
                  {money(order.grossTotal, order.currency)}
                </td>
                <td className="order-list__actions">
                  <div className="order-list__buttons">
                    {actions?.(order, href)}
                    {/* "Save this order as a list" (issue 17): the favourites dialog, loaded when pressed. */}
                    <button
                      type="button"
                      className="button"
                      aria-label={t('favourites.add.orderButtonFor', { orderNumber: order.orderNumber })}
                      onClick={() =>
                        fireFavouritesAction({ type: 'saveOrderFavourites', orderNumber: order.orderNumber })
                      }
                      data-testid="order-row-save-favourites"
                    >
                      ☆ {t('favourites.add.orderShort')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
