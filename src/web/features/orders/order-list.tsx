import type { OrderStatusList, PlacedOrderStatus } from '../../../common/contracts/orders';
import { ORDER_STATUSES } from '../../../common/order-status';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { OrderTable } from '../../ui/orders/order-table';
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
          <OrderTable
            orders={list.elements}
            locale={locale}
            hrefOf={(orderNumber) => localHref(locale, 'order_status_details', { orderNumber })}
            StatusBadge={OrderStatusBadge}
            testId="orders-list"
            rowTestId="order-row"
          />
          <Pagination page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </>
  );
}
