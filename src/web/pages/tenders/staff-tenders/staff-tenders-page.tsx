import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  TENDER_QUERY_MAX,
  TENDER_STATES,
  type TenderDeskList,
  type TenderDeskQuery,
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
import '../../../features/tenders/tenders.css';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffTendersData {
  staff: StaffMember;
  query: TenderDeskQuery;
  list: TenderDeskList;
}

/** /staff/tenders: every tender of every market, the latest changed first, with a new one's form a click away. */
export function StaffTendersPage({ data, locale }: PageProps<StaffTendersData>) {
  const t = useT();
  const { staff, query, list } = data;
  const { filters, set, go, clear } = useStaffFilters({ state: query.state ?? '', q: query.q ?? '' });
  const date = (iso: string) => deskTime(iso, locale.language);
  const columns: Array<StaffColumn<TenderDeskList['elements'][number]>> = [
    {
      key: 'title',
      label: t('tenders.columns.title'),
      cell: (tender) => (
        <Link to={`${deskHref(locale, 'staff_tender')}?id=${tender.id}`}>{tender.title}</Link>
      ),
    },
    { key: 'reference', label: t('tenders.columns.reference'), cell: (tender) => tender.reference },
    { key: 'market', label: t('tenders.columns.market'), cell: (tender) => t(`country.${tender.country}`) },
    { key: 'deadline', label: t('tenders.columns.deadline'), cell: (tender) => date(tender.deadline) },
    {
      key: 'state',
      label: t('tenders.columns.state'),
      cell: (tender) => t(`tenders.desk.tenders.states.${tender.state}`),
    },
    { key: 'updated', label: t('tenders.columns.updated'), cell: (tender) => date(tender.updatedAt) },
  ];
  return (
    <StaffShell staff={staff} locale={locale} current="staff_tenders" title={t('tenders.desk.tenders.title')}>
      <p>
        <Link className="staff-button" to={deskHref(locale, 'staff_tender')} data-testid="new-tender">
          {t('tenders.desk.tenders.new')}
        </Link>
      </p>
      <StaffList
        filters={
          <StaffListFilters
            id="tender-filters"
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
                ['', t('tenders.desk.tenders.anyState')],
                ...TENDER_STATES.map((s) => [s, t(`tenders.desk.tenders.states.${s}`)] as const),
              ]}
            />
            <StaffInputFilter
              name="q"
              label={t('tenders.filters.q')}
              maxLength={TENDER_QUERY_MAX}
              value={filters.q}
              onChange={set('q')}
            />
          </StaffListFilters>
        }
        summary={t('tenders.desk.tenders.count', { count: list.total })}
        paging={{ page: list.page, pageCount: pageCountOf(list.total, list.perPage) }}
      >
        <StaffTable
          label={t('tenders.desk.tenders.title')}
          testId="staff-tenders-table"
          columns={columns}
          items={list.elements}
          rowKey={(tender) => tender.id}
          empty={t('tenders.desk.tenders.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
