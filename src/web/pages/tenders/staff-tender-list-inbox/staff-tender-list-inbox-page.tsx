import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  TENDER_QUERY_MAX,
  type TenderListDeskList,
  type TenderListDeskQuery,
} from '../../../../common/tenders';
import {
  filtersSearch,
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffSelectFilter,
  StaffTable,
  pageCountOf,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffTenderListInboxData {
  staff: StaffMember;
  query: TenderListDeskQuery;
  list: TenderListDeskList;
}

/** /staff/tender-lists: sent item lists, those waiting for an answer first and the longest waiting on top. */
export function StaffTenderListInboxPage({ data, locale }: PageProps<StaffTenderListInboxData>) {
  const t = useT();
  const { staff, query, list } = data;
  const { filters, set, go, clear } = useStaffFilters({ state: query.state ?? '', q: query.q ?? '' });
  const columns: Array<StaffColumn<TenderListDeskList['elements'][number]>> = [
    {
      key: 'received',
      label: t('tenders.desk.lists.received'),
      cell: (item) => `${item.sentAt ? formatDate(item.sentAt, locale.language) : '—'} · ${item.id}`,
    },
    {
      key: 'name',
      label: t('tenders.lists.name'),
      cell: (item) => (
        <>
          <Link to={deskHref(locale, 'staff_tender_list', { id: String(item.id) })}>{item.title}</Link>
          {item.reference && <span className="staff-muted"> · {item.reference}</span>}
        </>
      ),
    },
    { key: 'customer', label: t('tenders.desk.lists.customer'), cell: (item) => item.customer },
    { key: 'lines', label: t('tenders.lists.lineCount'), cell: (item) => item.lineCount },
    {
      key: 'state',
      label: t('tenders.columns.state'),
      cell: (item) => t(`tenders.desk.lists.states.${item.state === 'answered' ? 'answered' : 'sent'}`),
    },
  ];
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_tender_list_inbox"
      title={t('tenders.desk.lists.title')}
    >
      <StaffList
        filters={
          <StaffListFilters
            id="tender-list-filters"
            title={t('tenders.filters.label')}
            onApply={() => go(filtersSearch(filters))}
            applyLabel={t('tenders.filters.search')}
            clearLabel={t('tenders.filters.clear')}
            onClear={query.state || query.q ? () => clear({ state: '', q: '' }) : null}
          >
            <StaffSelectFilter
              name="state"
              label={t('tenders.columns.state')}
              value={filters.state}
              onChange={set('state')}
              options={[
                ['', t('tenders.desk.lists.anyState')],
                ...(['sent', 'answered'] as const).map(
                  (s) => [s, t(`tenders.desk.lists.states.${s}`)] as const,
                ),
              ]}
            />
            <StaffInputFilter
              name="q"
              label={t('tenders.desk.lists.search')}
              maxLength={TENDER_QUERY_MAX}
              value={filters.q}
              onChange={set('q')}
            />
          </StaffListFilters>
        }
        summary={t('tenders.desk.lists.count', { count: list.total })}
        paging={{ page: list.page, pageCount: pageCountOf(list.total, list.perPage) }}
      >
        <StaffTable
          label={t('tenders.desk.lists.title')}
          testId="staff-tender-lists-table"
          columns={columns}
          items={list.elements}
          rowKey={(item) => item.id}
          row={(item) => ({ 'data-testid': `staff-tender-list-${item.id}` })}
          empty={t('tenders.desk.lists.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
