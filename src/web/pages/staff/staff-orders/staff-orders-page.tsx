import { Link } from 'react-router';
import type { StaffOrderSearch, StaffOrderSearchQuery } from '../../../../common/contracts/order-desk';
import { ORDER_STATUSES } from '../../../../common/order-status';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatPrice } from '../../../../common/format';
import type { Currency } from '../../../../common/markets';
import {
  StaffInputFilter,
  StaffSearchList,
  StaffSelectFilter,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { OrderStatusBadge } from '../../../features/orders/status-badge';
import { paymentKey } from '../../../features/order-desk/payment-kind';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffOrdersData {
  staff: StaffMember;
  query: StaffOrderSearchQuery;
  list: StaffOrderSearch;
}

type Filters = { number: string; customer: string; status: string; from: string; to: string };

/**
 * /staff/orders: every customer's placed orders, newest first, found by number, customer, status
 * and placing days. The filters are a plain GET form too (their names are the address's), so a
 * search pressed before the page hydrated still searches.
 */
export function StaffOrdersPage({ data, locale }: PageProps<StaffOrdersData>) {
  const t = useT();
  const { staff, query, list } = data;
  const fromAddress: Filters = {
    number: query.number ?? '',
    customer: query.customer ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  };
  const filtered = Object.values(fromAddress).some(Boolean);
  const columns: StaffColumn<StaffOrderSearch['items'][number]>[] = [
    {
      key: 'number',
      label: t('orderDesk.columns.number'),
      cell: (item) => (
        <Link to={deskHref(locale, 'staff_order', { id: String(item.id) })}>{item.orderNumber}</Link>
      ),
    },
    {
      key: 'customer',
      label: t('orderDesk.columns.customer'),
      cell: (item) => (
        <>
          {item.customerName} <span className="staff-muted">#{item.customerId}</span>
        </>
      ),
    },
    {
      key: 'placed',
      label: t('orderDesk.columns.placed'),
      cell: (item) => formatDate(item.placedAt, locale.language),
    },
    {
      key: 'status',
      label: t('orderDesk.columns.status'),
      cell: (item) => <OrderStatusBadge status={item.status} />,
    },
    {
      key: 'payment',
      label: t('orderDesk.columns.payment'),
      cell: (item) => t(`orderDesk.payment.${paymentKey(item.paymentKind)}`),
    },
    {
      key: 'gross',
      label: t('orderDesk.columns.gross'),
      cell: (item) =>
        item.grossTotal === null
          ? '—'
          : formatPrice(item.grossTotal, item.currency as Currency, { grouping: locale.grouping }),
    },
  ];
  return (
    <StaffShell staff={staff} locale={locale} current="staff_orders" title={t('orderDesk.title')}>
      <StaffSearchList
        query={fromAddress}
        filters={{
          id: 'order-search',
          title: t('orderDesk.search'),
          applyLabel: t('orderDesk.find'),
          clearLabel: t('orderDesk.clear'),
        }}
        fields={(values, set) => (
          <>
            <StaffInputFilter
              name="number"
              label={t('orderDesk.number')}
              maxLength={40}
              value={values.number}
              onChange={set('number')}
              data-testid="order-search-number"
            />
            <StaffInputFilter
              name="customer"
              label={t('orderDesk.customer')}
              maxLength={120}
              hint={t('orderDesk.customerHint')}
              value={values.customer}
              onChange={set('customer')}
              data-testid="order-search-customer"
            />
            <StaffSelectFilter
              name="status"
              label={t('orderDesk.status')}
              value={values.status}
              onChange={set('status')}
              options={[
                ['', t('orderDesk.anyStatus')],
                ...ORDER_STATUSES.filter((s) => s !== 'cart').map(
                  (s) => [s, t(`orders.status.${s}`)] as const,
                ),
              ]}
            />
            <StaffInputFilter
              name="from"
              type="date"
              label={t('orderDesk.from')}
              value={values.from}
              onChange={set('from')}
            />
            <StaffInputFilter
              name="to"
              type="date"
              label={t('orderDesk.to')}
              value={values.to}
              onChange={set('to')}
            />
          </>
        )}
        summary={filtered ? t('orderDesk.found') : t('orderDesk.latest')}
        paging={{
          page: list.page,
          hasMore: list.hasMore,
          label: t('orderDesk.pagination'),
          more: t('orderDesk.more'),
        }}
        table={{
          label: t('orderDesk.title'),
          testId: 'order-desk-table',
          columns,
          items: list.items,
          rowKey: (item) => item.id,
          row: (item) => ({ 'data-testid': `order-row-${item.orderNumber}` }),
          empty: t('orderDesk.none'),
          emptyTestId: 'order-none',
        }}
      />
    </StaffShell>
  );
}
