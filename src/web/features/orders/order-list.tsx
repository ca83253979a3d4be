import type { OrderStatusList, PlacedOrderStatus } from '../../../common/contracts/orders';
import { ORDER_STATUSES } from '../../../common/order-status';
import { formatDate, formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { fireFavouritesAction } from '../../lib/favourites-actions';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import { OrderStatusBadge } from './status-badge';
import './orders.css';

/** Status filter: links, so the filtered list is an address to keep, share and go back to. */
function StatusFilter({ locale, current }: { locale: Locale; current: PlacedOrderStatus | null }) {
  const t = useT();
  const options: Array<PlacedOrderStatus | null> = [
    null,
    ...ORDER_STATUSES.filter((s): s is PlacedOrderStatus => s !== 'cart'),
  ];
  return (
    <nav className="order-filter" aria-label={t('orders.list.filterLabel')}>
      <span className="order-filter__label">{t('orders.list.filterLabel')}:</span>
      <ul>
        {options.map((status) => (
          <li key={status ?? 'all'}>
            <a
              href={localHref(locale, 'order_status_list', status ? { status } : {})}
              className={status === current ? 'order-filter__chip is-current' : 'order-filter__chip'}
              aria-current={status === current ? 'page' : undefined}
            >
              {status ? t(`orders.status.${status}`) : t('orders.list.all')}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The customer's placed orders: a table on wide screens, one card per order under 768 px. */
export function OrderList({ list, locale }: { list: OrderStatusList; locale: Locale }) {
  const t = useT();
  const money = (value: string | null, currency: string) =>
    value === null
      ? t('orders.details.none')
      : formatPrice(value, currency as Currency, { grouping: locale.grouping });
  return (
    <>
      <StatusFilter locale={locale} current={list.status} />
      {list.elements.length === 0 ? (
        <div className="order-empty" data-testid="orders-empty">
          <p>{list.status ? t('orders.list.emptyFiltered') : t('orders.list.empty')}</p>
          {list.status ? (
            <a className="button" href={localHref(locale, 'order_status_list')}>
              {t('orders.list.showAll')}
            </a>
          ) : (
            <a className="button button--primary" href={localHref(locale, 'catalog_index')}>
              {t('orders.list.browse')}
            </a>
          )}
        </div>
      ) : (
        <>
          <p className="order-list__count">{t('orders.list.count', { count: list.total })}</p>
          {/* A wide table (long labels, big sums) scrolls in its own box, never the page. */}
          <div className="table-scroll">
            <table className="order-table order-list" data-testid="orders-list">
              <thead>
                <tr>
                  <th scope="col">{t('orders.list.number')}</th>
                  <th scope="col">{t('orders.list.date')}</th>
                  <th scope="col">{t('orders.list.status')}</th>
                  <th scope="col">{t('orders.list.customerOrderNumber')}</th>
                  <th scope="col" className="is-number">
                    {t('orders.list.lines')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('orders.list.net')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('orders.list.gross')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('orders.list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.elements.map((order) => {
                  const href = localHref(locale, 'order_status_details', { orderNumber: order.orderNumber });
                  return (
                    <tr key={order.orderNumber} data-testid="order-row">
                      <th scope="row" className="order-list__number">
                        <a href={href}>{order.orderNumber}</a>
                      </th>
                      <td data-label={t('orders.list.date')}>
                        {formatDate(order.placedAt, locale.language)}
                      </td>
                      <td data-label={t('orders.list.status')}>
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td data-label={t('orders.list.customerOrderNumber')}>
                        {order.customerOrderNumber ?? t('orders.details.none')}
                      </td>
                      <td data-label={t('orders.list.lines')} className="is-number">
                        {order.lineCount}
                      </td>
                      <td data-label={t('orders.list.net')} className="is-number">
                        {money(order.netTotal, order.currency)}
                      </td>
                      <td data-label={t('orders.list.gross')} className="is-number order-list__gross">
                        {money(order.grossTotal, order.currency)}
                      </td>
                      <td className="order-list__actions">
                        {/* "Save this order as a list" (issue 17): the favourites dialog, loaded when pressed. */}
                        <button
                          type="button"
                          className="button"
                          aria-label={t('favourites.add.orderButtonFor', { orderNumber: order.orderNumber })}
                          onClick={() =>
                            fireFavouritesAction({
                              type: 'saveOrderFavourites',
                              orderNumber: order.orderNumber,
                            })
                          }
                          data-testid="order-row-save-favourites"
                        >
                          ☆ {t('favourites.add.orderShort')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </>
  );
}
