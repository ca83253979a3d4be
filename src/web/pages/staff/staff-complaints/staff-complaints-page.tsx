import { Link } from 'react-router';
import { COMPLAINT_DESK_FILTERS, COMPLAINT_DESK_SORTS, isFinalState } from '../../../../common/complaints';
import type {
  ComplaintDeskItem,
  ComplaintDeskList,
  ComplaintDeskQuery,
} from '../../../../common/contracts/complaints';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  ComplaintStateBadge,
  DEADLINE_SOON_DAYS,
  formatDay,
} from '../../../features/complaints/complaint-bits';
import '../../../features/complaints/complaints.css';
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

type Item = ComplaintDeskItem;

export interface StaffComplaintsData {
  staff: StaffMember;
  query: ComplaintDeskQuery;
  list: ComplaintDeskList;
}

/** The inbox's filters as the address holds them: only what differs from the defaults. */
export function complaintsSearch(query: Partial<ComplaintDeskQuery>): string {
  const params = new URLSearchParams();
  if (query.state && query.state !== 'open') params.set('state', query.state);
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'deadline') params.set('sort', query.sort);
  if (query.dir && query.dir !== 'asc') params.set('dir', query.dir);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/** /staff/complaints: complaints with their answer deadlines, the nearest first; overdue ones stand out. */
export function StaffComplaintsPage({ data, locale }: PageProps<StaffComplaintsData>) {
  const t = useT();
  const { query, list, staff } = data;
  const { filters, set, go, clear } = useStaffFilters({
    state: query.state as string,
    q: query.q ?? '',
    sort: query.sort as string,
    dir: query.dir as string,
  });
  const apply = () =>
    go(
      complaintsSearch({
        ...(filters as Pick<ComplaintDeskQuery, 'state' | 'sort' | 'dir'>),
        q: filters.q.trim() || undefined,
      }),
    );
  const filtered =
    query.state !== 'open' || Boolean(query.q) || query.sort !== 'deadline' || query.dir !== 'asc';
  const stateLabel = (filter: string) =>
    filter === 'open'
      ? t('complaintPages.desk.anyState')
      : filter === 'all'
        ? t('complaintPages.desk.allStates')
        : t(`complaints.state.${filter}`);
  const toneOf = (item: Item) => {
    if (isFinalState(item.state) || item.daysLeft === null) return '';
    return item.daysLeft < 0 ? 'is-overdue' : item.daysLeft <= DEADLINE_SOON_DAYS ? 'is-due-soon' : '';
  };
  const column = (key: string) => t(`complaintPages.desk.columns.${key}`);
  const columns: StaffColumn<Item>[] = [
    {
      key: 'number',
      label: column('number'),
      sort: 'number',
      cell: (item) => (
        <Link to={deskHref(locale, 'staff_complaint', { complaintId: String(item.id) })}>
          {item.rmaNumber}
        </Link>
      ),
    },
    {
      key: 'deadline',
      label: column('deadline'),
      sort: 'deadline',
      cell: (item) => {
        if (isFinalState(item.state) || item.daysLeft === null) return '—';
        const tone = toneOf(item);
        return (
          <>
            {formatDay(item.answerBy, locale.language)}
            {tone && (
              <strong className={`complaint-desk__flag complaint-desk__flag--${tone}`}>
                {tone === 'is-overdue' ? t('complaintPages.desk.overdue') : t('complaintPages.desk.dueSoon')}
              </strong>
            )}
            {item.autoAccept && (
              <span className="staff-muted complaint-desk__auto">
                {t('complaintPages.desk.autoAcceptAt', {
                  date: formatDay(item.answerBy, locale.language),
                })}
              </span>
            )}
          </>
        );
      },
    },
    {
      key: 'state',
      label: column('state'),
      sort: 'state',
      cell: (item) => <ComplaintStateBadge state={item.state} resolution={item.resolution} />,
    },
    {
      key: 'customer',
      label: column('customer'),
      sort: 'customer',
      cell: (item) => (
        <>
          {item.customerName}
          <span className="staff-muted complaint-desk__auto">{item.customerEmail}</span>
        </>
      ),
    },
    { key: 'invoice', label: column('invoice'), cell: (item) => item.invoiceNumber },
    {
      key: 'reason',
      label: column('reason'),
      cell: (item) => (
        <>
          {t(`complaints.reason.${item.reason}`)}
          <span className="staff-muted complaint-desk__auto">{t(`complaints.path.${item.path}`)}</span>
        </>
      ),
    },
    {
      key: 'filed',
      label: column('filed'),
      sort: 'filedAt',
      cell: (item) => formatDate(item.filedAt, locale.language),
    },
  ];
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_complaints"
      title={t('complaintPages.desk.title')}
    >
      <StaffList
        filters={
          <StaffListFilters
            id="complaint-inbox-filters"
            title={t('complaintPages.desk.filters')}
            onApply={apply}
            applyLabel={t('complaintPages.desk.apply')}
            clearLabel={t('complaintPages.desk.clear')}
            onClear={filtered ? () => clear({ state: 'open', q: '', sort: 'deadline', dir: 'asc' }) : null}
          >
            <StaffSelectFilter
              name="state"
              label={t('complaintPages.desk.state')}
              value={filters.state}
              onChange={set('state')}
              options={COMPLAINT_DESK_FILTERS.map((f) => [
                f,
                list.counts[f] !== undefined ? `${stateLabel(f)} (${list.counts[f]})` : stateLabel(f),
              ])}
            />
            <StaffInputFilter
              name="q"
              label={t('complaintPages.desk.search')}
              maxLength={100}
              hint={t('complaintPages.desk.searchHint')}
              value={filters.q}
              onChange={set('q')}
            />
            <StaffSelectFilter
              name="sort"
              label={t('complaintPages.desk.sort')}
              value={filters.sort}
              onChange={set('sort')}
              options={COMPLAINT_DESK_SORTS.map((s) => [s, t(`complaintPages.desk.sorts.${s}`)])}
            />
            <StaffSelectFilter
              name="dir"
              label={t('complaintPages.desk.direction')}
              value={filters.dir}
              onChange={set('dir')}
              options={[
                ['asc', t('complaintPages.desk.directions.asc')],
                ['desc', t('complaintPages.desk.directions.desc')],
              ]}
            />
          </StaffListFilters>
        }
        summary={t('complaintPages.desk.count', { count: list.total })}
        paging={{ page: list.page, pageCount: pageCountOf(list.total, list.perPage) }}
      >
        <StaffTable
          label={t('complaintPages.desk.title')}
          className="complaint-desk"
          testId="complaint-inbox-table"
          columns={columns}
          items={list.items}
          rowKey={(item) => item.id}
          row={(item) => ({
            className: toneOf(item),
            'data-testid': `complaint-inbox-${item.rmaNumber}`,
          })}
          sort={{
            by: query.sort,
            dir: query.dir,
            search: (sort, dir) =>
              complaintsSearch({ ...query, sort: sort as ComplaintDeskQuery['sort'], dir, page: undefined }),
          }}
          empty={t('complaintPages.desk.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
