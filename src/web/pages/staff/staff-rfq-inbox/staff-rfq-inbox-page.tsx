import { Link } from 'react-router';
import type { RfqDeskList, RfqDeskQuery } from '../../../../common/contracts/rfq-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { RFQ_DESK_CLAIMS, RFQ_DESK_SORTS, RFQ_STATES } from '../../../../common/rfq';
import { inboxSearch } from '../../../features/rfq-desk/rfq-desk-api';
import '../../../features/rfq-desk/rfq-desk.css';
import {
  pageCountOf,
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffSelectFilter,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

type Item = RfqDeskList['elements'][number];

export interface StaffRfqInboxData {
  staff: StaffMember;
  query: RfqDeskQuery;
  list: RfqDeskList;
}

/** /staff/rfq: requests for quote to claim and price, filtered by state, claim and text. */
export function StaffRfqInboxPage({ data, locale }: PageProps<StaffRfqInboxData>) {
  const t = useT();
  const { query, list, staff } = data;
  const { filters, set, go, clear } = useStaffFilters({
    state: query.state ?? '',
    claim: query.claim as string,
    q: query.q ?? '',
    sort: query.sort as string,
    direction: query.direction as string,
  });
  const apply = () =>
    go(
      inboxSearch({
        state: (filters.state || undefined) as RfqDeskQuery['state'],
        claim: filters.claim as RfqDeskQuery['claim'],
        q: filters.q.trim() || undefined,
        sort: filters.sort as RfqDeskQuery['sort'],
        direction: filters.direction as RfqDeskQuery['direction'],
      }),
    );
  const filtered = Boolean(query.state || query.q || query.claim !== 'any');
  const date = (iso: string | null) => (iso ? formatDate(iso, locale.language) : '—');
  const column = (key: string) => t(`rfqDesk.inbox.columns.${key}`);
  const columns: StaffColumn<Item>[] = [
    {
      key: 'number',
      label: column('number'),
      sort: 'number',
      cell: (item) => (
        <Link to={deskHref(locale, 'staff_rfq_request', { id: String(item.id) })}>{item.number}</Link>
      ),
    },
    { key: 'title', label: column('title'), sort: 'title', cell: (item) => item.title },
    { key: 'customer', label: column('customer'), sort: 'customer', cell: (item) => item.customer },
    {
      key: 'state',
      label: column('state'),
      sort: 'state',
      cell: (item) => (
        <>
          {item.rejected?.by === 'customer'
            ? t('rfqDesk.inbox.declinedByCustomer')
            : t(`rfq.states.${item.state}`)}
          {item.rejected?.reason && (
            <span className="staff-muted rfq-desk-reason" data-testid="rfq-inbox-reason">
              {item.rejected.by === 'customer'
                ? t('rfqDesk.inbox.declinedReason', { reason: item.rejected.reason })
                : t('rfqDesk.inbox.rejectedByStaff', { reason: item.rejected.reason })}
            </span>
          )}
        </>
      ),
    },
    { key: 'lines', label: column('lines'), cell: (item) => item.lineCount },
    { key: 'sent', label: column('sent'), sort: 'sentAt', cell: (item) => date(item.sentAt) },
    {
      key: 'claimedBy',
      label: column('claimedBy'),
      cell: (item) =>
        item.claimedBy === null
          ? t('rfqDesk.inbox.nobody')
          : item.claimedBy.id === staff.id
            ? t('rfqDesk.inbox.you')
            : item.claimedBy.name,
    },
  ];
  return (
    <StaffShell staff={staff} locale={locale} current="staff_rfq_inbox" title={t('rfqDesk.inbox.title')}>
      <StaffList
        filters={
          <StaffListFilters
            id="rfq-inbox-filters"
            title={t('rfqDesk.inbox.filters')}
            onApply={apply}
            applyLabel={t('rfqDesk.inbox.apply')}
            clearLabel={t('rfqDesk.inbox.clear')}
            onClear={
              filtered
                ? () => clear({ state: '', claim: 'any', q: '', sort: 'sentAt', direction: 'asc' })
                : null
            }
          >
            <StaffSelectFilter
              name="state"
              label={t('rfqDesk.inbox.state')}
              value={filters.state}
              onChange={set('state')}
              options={[
                ['', t('rfqDesk.inbox.anyState')],
                ...RFQ_STATES.filter((s) => s !== 'draft').map((s) => [s, t(`rfq.states.${s}`)] as const),
              ]}
            />
            <StaffSelectFilter
              name="claim"
              label={t('rfqDesk.inbox.claim')}
              value={filters.claim}
              onChange={set('claim')}
              options={RFQ_DESK_CLAIMS.map((c) => [c, t(`rfqDesk.inbox.claims.${c}`)])}
            />
            <StaffInputFilter
              name="q"
              label={t('rfqDesk.inbox.search')}
              maxLength={100}
              hint={t('rfqDesk.inbox.searchHint')}
              value={filters.q}
              onChange={set('q')}
            />
            <StaffSelectFilter
              name="sort"
              label={t('rfqDesk.inbox.sort')}
              value={filters.sort}
              onChange={set('sort')}
              options={RFQ_DESK_SORTS.map((s) => [s, t(`rfqDesk.inbox.sorts.${s}`)])}
            />
            <StaffSelectFilter
              name="direction"
              label={t('rfqDesk.inbox.direction')}
              value={filters.direction}
              onChange={set('direction')}
              options={[
                ['asc', t('rfqDesk.inbox.directions.asc')],
                ['desc', t('rfqDesk.inbox.directions.desc')],
              ]}
            />
          </StaffListFilters>
        }
        summary={t('rfqDesk.inbox.count', { count: list.total })}
        paging={{ page: list.page, pageCount: pageCountOf(list.total, list.perPage) }}
      >
        <StaffTable
          label={t('rfqDesk.inbox.title')}
          testId="rfq-inbox-table"
          columns={columns}
          items={list.elements}
          rowKey={(item) => item.id}
          row={(item) => ({ 'data-testid': `rfq-inbox-${item.number}` })}
          sort={{
            by: query.sort,
            dir: query.direction,
            search: (sort, direction) =>
              inboxSearch({ ...query, sort: sort as RfqDeskQuery['sort'], direction, page: undefined }),
          }}
          empty={t('rfqDesk.inbox.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
