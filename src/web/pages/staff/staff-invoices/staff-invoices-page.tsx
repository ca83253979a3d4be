import { Link } from 'react-router';
import type { StaffInvoiceSearch, StaffInvoiceSearchQuery } from '../../../../common/contracts/invoices';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatPrice } from '../../../../common/format';
import type { Currency } from '../../../../common/markets';
import { StaffInputFilter, StaffSearchList, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffInvoicesData {
  staff: StaffMember;
  query: StaffInvoiceSearchQuery;
  list: StaffInvoiceSearch;
}

/**
 * /staff/invoices: any customer's invoices, the latest first, or those whose number holds what was
 * typed; each with its e-invoice's status so a rejected or stuck one stands out.
 */
export function StaffInvoicesPage({ data, locale }: PageProps<StaffInvoicesData>) {
  const t = useT();
  const { staff, query, list } = data;
  const columns: StaffColumn<StaffInvoiceSearch['items'][number]>[] = [
    {
      key: 'number',
      label: t('invoices.columns.number'),
      cell: (item) => (
        <Link to={deskHref(locale, 'staff_invoice', { id: String(item.id) })}>{item.number}</Link>
      ),
    },
    { key: 'kind', label: t('invoices.columns.kind'), cell: (item) => t(`invoices.kind.${item.kind}`) },
    {
      key: 'issued',
      label: t('invoices.columns.issued'),
      cell: (item) => formatDate(item.issuedAt, locale.language),
    },
    { key: 'customer', label: t('invoices.desk.customer'), cell: (item) => item.customerId },
    { key: 'order', label: t('invoices.columns.order'), cell: (item) => item.orderNumber ?? '—' },
    {
      key: 'gross',
      label: t('invoices.columns.gross'),
      cell: (item) => formatPrice(item.grossTotal, item.currency as Currency, { grouping: locale.grouping }),
    },
    {
      key: 'eInvoice',
      label: t('invoices.desk.eInvoice'),
      cell: (item) => (
        <>
          {item.eInvoiceStatus
            ? t(`invoices.desk.statuses.${item.eInvoiceStatus}`)
            : t('invoices.desk.noEInvoice')}
          {item.ksefNumber && <span className="staff-muted"> · {item.ksefNumber}</span>}
        </>
      ),
    },
  ];
  return (
    <StaffShell staff={staff} locale={locale} current="staff_invoices" title={t('invoices.desk.title')}>
      <StaffSearchList
        query={{ number: query.number ?? '' }}
        filters={{
          id: 'invoice-search',
          title: t('invoices.desk.search'),
          wide: false,
          applyLabel: t('invoices.desk.find'),
          clearLabel: t('invoices.desk.clear'),
        }}
        fields={(values, set) => (
          <StaffInputFilter
            name="number"
            label={t('invoices.desk.search')}
            maxLength={40}
            placeholder={t('invoices.desk.searchHint')}
            value={values.number}
            onChange={set('number')}
            data-testid="invoice-search"
          />
        )}
        summary={
          query.number ? t('invoices.desk.found', { number: query.number }) : t('invoices.desk.latest')
        }
        paging={{
          page: list.page,
          hasMore: list.hasMore,
          label: t('invoices.pagination'),
          more: t('invoices.desk.more'),
        }}
        table={{
          label: t('invoices.desk.title'),
          testId: 'invoice-desk-table',
          columns,
          items: list.items,
          rowKey: (item) => item.id,
          row: (item) => ({ 'data-testid': `invoice-row-${item.id}` }),
          empty: t('invoices.desk.none'),
          emptyTestId: 'invoice-none',
        }}
      />
    </StaffShell>
  );
}
