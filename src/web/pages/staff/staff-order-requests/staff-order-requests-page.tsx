import { Link } from 'react-router';
import type {
  StaffOrderRequestList,
  StaffOrderRequestQuery,
  StaffOrderRequestRow,
} from '../../../../common/contracts/order-request-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import { ORDER_REQUEST_STATES } from '../../../../common/order-request-states';
import { StaffSearchList, StaffSelectFilter, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffOrderRequestsData {
  staff: StaffMember;
  query: StaffOrderRequestQuery;
  list: StaffOrderRequestList;
}

/**
 * /staff/order-requests (support, admin): the orders colleagues or the desk sent to a company's
 * main contact person for confirmation (ADR 084), newest first, by state: who sent which order to
 * whom, when, until when the link works, and what became of it.
 */
export function StaffOrderRequestsPage({ data, locale }: PageProps<StaffOrderRequestsData>) {
  const t = useT();
  const { staff, query, list } = data;
  const when = (iso: string) => deskTime(iso, locale.language);
  const person = (p: { name: string; email: string }) => (
    <>
      {p.name || p.email}
      {p.name && <span className="staff-muted"> · {p.email}</span>}
    </>
  );
  const columns: StaffColumn<StaffOrderRequestRow>[] = [
    { key: 'sent', label: t('orderRequests.desk.columns.sent'), cell: (item) => when(item.sentAt) },
    {
      key: 'order',
      label: t('orderRequests.desk.columns.order'),
      // A used request placed its order: the desk's order page opens it (a cart has none).
      cell: (item) =>
        item.state === 'used' ? (
          <Link to={deskHref(locale, 'staff_order', { id: String(item.orderId) })}>{item.orderNumber}</Link>
        ) : (
          item.orderNumber
        ),
    },
    {
      key: 'company',
      label: t('orderRequests.desk.columns.company'),
      cell: (item) => (
        <>
          {item.companyName} <span className="staff-muted">#{item.customerId}</span>
        </>
      ),
    },
    {
      key: 'sender',
      label: t('orderRequests.desk.columns.sender'),
      cell: (item) => (
        <>
          {item.sender ? person(item.sender) : '—'}
          {item.staffName && (
            <div className="staff-muted">{t('orderRequests.desk.byStaff', { name: item.staffName })}</div>
          )}
        </>
      ),
    },
    {
      key: 'addressee',
      label: t('orderRequests.desk.columns.addressee'),
      cell: (item) => person(item.addressee),
    },
    {
      key: 'state',
      label: t('orderRequests.desk.columns.state'),
      testId: 'order-request-state',
      cell: (item) => (
        <>
          {item.state === 'waiting' ? (
            <strong>{t('orderRequests.desk.states.waiting')}</strong>
          ) : (
            t(`orderRequests.desk.states.${item.state}`)
          )}
          {item.usedAt && (
            <div className="staff-muted">{t('orderRequests.desk.on', { date: when(item.usedAt) })}</div>
          )}
          {item.cancelReason && (
            <div className="staff-muted">{t('orderRequests.desk.reason', { reason: item.cancelReason })}</div>
          )}
        </>
      ),
    },
    {
      key: 'expires',
      label: t('orderRequests.desk.columns.expires'),
      cell: (item) => when(item.expiresAt),
    },
  ];
  const state = query.state ?? '';
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_order_requests"
      title={t('orderRequests.desk.title')}
    >
      <StaffSearchList
        query={{ state }}
        filters={{
          id: 'order-request-filter',
          title: t('orderRequests.desk.filters'),
          wide: false,
          applyLabel: t('orderRequests.desk.apply'),
          clearLabel: t('orderRequests.desk.clear'),
        }}
        fields={(values, set) => (
          <StaffSelectFilter
            name="state"
            label={t('orderRequests.desk.state')}
            value={values.state}
            onChange={set('state')}
            options={[
              ['', t('orderRequests.desk.anyState')],
              ...ORDER_REQUEST_STATES.map((s) => [s, t(`orderRequests.desk.states.${s}`)] as const),
            ]}
          />
        )}
        summary={
          query.state
            ? t('orderRequests.desk.found', { state: t(`orderRequests.desk.states.${query.state}`) })
            : t('orderRequests.desk.latest')
        }
        paging={{
          page: list.page,
          hasMore: list.hasMore,
          label: t('orderRequests.desk.pagination'),
          more: t('orderRequests.desk.more'),
        }}
        table={{
          label: t('orderRequests.desk.title'),
          testId: 'order-requests-table',
          columns,
          items: list.items,
          rowKey: (item) => item.id,
          row: (item) => ({ 'data-testid': `order-request-row-${item.id}` }),
          empty: query.state ? t('orderRequests.desk.noneInState') : t('orderRequests.desk.none'),
          emptyTestId: 'order-requests-none',
        }}
      />
    </StaffShell>
  );
}
