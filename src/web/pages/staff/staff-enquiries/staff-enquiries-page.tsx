import { Link } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  ENQUIRY_ASSIGNMENT_FILTERS,
  ENQUIRY_KINDS,
  ENQUIRY_QUERY_MAX,
  ENQUIRY_STATUSES,
  type EnquiryDeskItem,
  type EnquiryDeskList,
  type EnquiryDeskQuery,
} from '../../../../common/enquiries';
import { formatDate } from '../../../../common/format';
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

export interface StaffEnquiriesData {
  staff: StaffMember;
  query: EnquiryDeskQuery;
  list: EnquiryDeskList;
}

/** The filters as the address holds them: only what differs from the defaults. */
function inboxSearch(query: Partial<EnquiryDeskQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.kind) params.set('kind', query.kind);
  if (query.assigned && query.assigned !== 'any') params.set('assigned', query.assigned);
  if (query.q) params.set('q', query.q);
  return params.size > 0 ? `?${params.toString()}` : '';
}

/**
 * /staff/enquiries: the contact forms' and product pages' questions, open ones first and the
 * longest waiting on top. The sender's words are text: React writes them as text, never markup.
 */
export function StaffEnquiriesPage({ data, locale }: PageProps<StaffEnquiriesData>) {
  const t = useT();
  const { query, list, staff } = data;
  const { filters, set, go, clear } = useStaffFilters({
    status: query.status ?? '',
    kind: query.kind ?? '',
    assigned: query.assigned as string,
    q: query.q ?? '',
  });
  const apply = () =>
    go(
      inboxSearch({
        status: (filters.status || undefined) as EnquiryDeskQuery['status'],
        kind: (filters.kind || undefined) as EnquiryDeskQuery['kind'],
        assigned: filters.assigned as EnquiryDeskQuery['assigned'],
        q: filters.q.trim() || undefined,
      }),
    );
  const filtered = Boolean(query.status || query.kind || query.q || query.assigned !== 'any');
  const column = (key: string) => t(`enquiries.desk.inbox.columns.${key}`);
  const columns: StaffColumn<EnquiryDeskItem>[] = [
    {
      key: 'received',
      label: column('received'),
      cell: (item) => (
        <Link to={deskHref(locale, 'staff_enquiry', { id: String(item.id) })}>
          {formatDate(item.createdAt, locale.language)} · {item.id}
        </Link>
      ),
    },
    {
      key: 'kind',
      label: column('kind'),
      cell: (item) => (
        <>
          {t(`enquiries.kinds.${item.kind}`)}
          {item.seller && <span className="staff-muted"> · {item.seller.name}</span>}
        </>
      ),
    },
    {
      key: 'from',
      label: column('from'),
      cell: (item) => (
        <>
          {item.email}
          {item.customerNumber && <span className="staff-muted"> · {item.customerNumber}</span>}
        </>
      ),
    },
    { key: 'product', label: column('product'), cell: (item) => item.productSymbol ?? '—' },
    {
      key: 'message',
      label: column('message'),
      // A table cell takes no max-width: the clipped line is a block of its own inside it.
      cell: (item) => (
        <span className="enquiry-desk__excerpt">
          {item.subject && <strong>{item.subject}: </strong>}
          {item.excerpt}
        </span>
      ),
    },
    {
      key: 'status',
      label: column('status'),
      cell: (item) => t(`enquiries.desk.inbox.statuses.${item.status}`),
    },
    {
      key: 'assignedTo',
      label: column('assignedTo'),
      cell: (item) => item.assignedTo?.name ?? t('enquiries.desk.inbox.nobody'),
    },
    { key: 'replies', label: column('replies'), cell: (item) => item.replies },
  ];
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_enquiries"
      title={t('enquiries.desk.inbox.title')}
    >
      <StaffList
        filters={
          <StaffListFilters
            id="enquiry-filters"
            title={t('enquiries.desk.inbox.filters')}
            onApply={apply}
            applyLabel={t('enquiries.desk.inbox.apply')}
            clearLabel={t('enquiries.desk.inbox.clear')}
            onClear={filtered ? () => clear({ status: '', kind: '', assigned: 'any', q: '' }) : null}
          >
            <StaffSelectFilter
              name="status"
              label={t('enquiries.desk.inbox.status')}
              value={filters.status}
              onChange={set('status')}
              options={[
                ['', t('enquiries.desk.inbox.anyStatus')],
                ...ENQUIRY_STATUSES.map((s) => [s, t(`enquiries.desk.inbox.statuses.${s}`)] as const),
              ]}
            />
            <StaffSelectFilter
              name="kind"
              label={t('enquiries.desk.inbox.kind')}
              value={filters.kind}
              onChange={set('kind')}
              options={[
                ['', t('enquiries.desk.inbox.anyKind')],
                ...ENQUIRY_KINDS.map((k) => [k, t(`enquiries.kinds.${k}`)] as const),
              ]}
            />
            <StaffSelectFilter
              name="assigned"
              label={t('enquiries.desk.inbox.assigned')}
              value={filters.assigned}
              onChange={set('assigned')}
              options={ENQUIRY_ASSIGNMENT_FILTERS.map((a) => [
                a,
                t(`enquiries.desk.inbox.assignedFilters.${a}`),
              ])}
            />
            <StaffInputFilter
              name="q"
              label={t('enquiries.desk.inbox.search')}
              maxLength={ENQUIRY_QUERY_MAX}
              hint={t('enquiries.desk.inbox.searchHint')}
              value={filters.q}
              onChange={set('q')}
            />
          </StaffListFilters>
        }
        summary={t('enquiries.desk.inbox.count', { count: list.total })}
        paging={{ page: list.page, pageCount: pageCountOf(list.total, list.perPage) }}
      >
        <StaffTable
          label={t('enquiries.desk.inbox.title')}
          testId="enquiry-inbox-table"
          columns={columns}
          items={list.elements}
          rowKey={(item) => item.id}
          row={(item) => ({ 'data-testid': `enquiry-row-${item.id}` })}
          empty={t('enquiries.desk.inbox.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
