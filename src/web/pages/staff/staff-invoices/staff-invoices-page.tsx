import { Link } from 'react-router';
import type { StaffInvoiceSearch, StaffInvoiceSearchQuery } from '../../../../common/contracts/invoices';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatPrice } from '../../../../common/format';
import type { Currency } from '../../../../common/markets';
import {
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export interface StaffInvoicesData {
  staff: StaffMember;
  query: StaffInvoiceSearchQuery;
  list: StaffInvoiceSearch;
}

/** The search as the address holds it: only what differs from the defaults. */
function searchOf(number: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (number) params.set('number', number);
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/**
 * /staff/invoices: any customer's invoices, the latest first, or those whose number holds what was
 * typed; each with its e-invoice's status so a rejected or stuck one stands out.
 */
export function StaffInvoicesPage({ data, locale }: PageProps<StaffInvoicesData>) {
  const t = useT();
  const { staff, query, list } = data;
  const { filters, set, go, clear } = useStaffFilters({ number: query.number ?? '' });
  const columns: StaffColumn<StaffInvoiceSearch['items'][number]>[] = [
    {
      key: 'number',
      label: t('invoices.columns.number'),
      cell: (item) => (
        <Link to={localHref(locale, 'staff_invoice', { id: String(item.id) })}>{item.number}</Link>
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
      <StaffList
        filters={
          <StaffListFilters
            id="invoice-search"
            title={t('invoices.desk.search')}
            wide={false}
            onApply={() => go(searchOf(filters.number.trim() || undefined))}
            applyLabel={t('invoices.desk.find')}
            clearLabel={t('invoices.desk.clear')}
            onClear={query.number ? () => clear({ number: '' }) : null}
          >
            <StaffInputFilter
              name="number"
              label={t('invoices.desk.search')}
              maxLength={40}
              placeholder={t('invoices.desk.searchHint')}
              value={filters.number}
              onChange={set('number')}
              data-testid="invoice-search"
            />
          </StaffListFilters>
        }
        summaryHeading
        summary={
          query.number ? t('invoices.desk.found', { number: query.number }) : t('invoices.desk.latest')
        }
        paging={{
          page: list.page,
          hasMore: list.hasMore,
          search: (page) => searchOf(query.number, page),
          label: t('invoices.pagination'),
          more: t('invoices.desk.more'),
        }}
      >
        <StaffTable
          label={t('invoices.desk.title')}
          testId="invoice-desk-table"
          columns={columns}
          items={list.items}
          rowKey={(item) => item.id}
          row={(item) => ({ 'data-testid': `invoice-row-${item.id}` })}
          empty={t('invoices.desk.none')}
          emptyTestId="invoice-none"
        />
      </StaffList>
    </StaffShell>
  );
}
