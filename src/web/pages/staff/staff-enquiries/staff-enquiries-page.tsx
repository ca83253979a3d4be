import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  ENQUIRY_ASSIGNMENT_FILTERS,
  ENQUIRY_KINDS,
  ENQUIRY_QUERY_MAX,
  ENQUIRY_STATUSES,
  type EnquiryDeskList,
  type EnquiryDeskQuery,
} from '../../../../common/enquiries';
import { formatDate } from '../../../../common/format';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

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
  const navigate = useNavigate();
  const { query, list, staff } = data;
  const [filters, setFilters] = useState({
    status: query.status ?? '',
    kind: query.kind ?? '',
    assigned: query.assigned,
    q: query.q ?? '',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      search: inboxSearch({
        status: (filters.status || undefined) as EnquiryDeskQuery['status'],
        kind: (filters.kind || undefined) as EnquiryDeskQuery['kind'],
        assigned: filters.assigned,
        q: filters.q.trim() || undefined,
      }),
    });
  };
  const filtered = Boolean(query.status || query.kind || query.q || query.assigned !== 'any');
  const select = <K extends 'status' | 'kind' | 'assigned'>(
    key: K,
    label: string,
    options: Array<[string, string]>,
  ) => (
    <label className="ui-field">
      <span className="ui-field__label">{label}</span>
      <select
        className="ui-field__input"
        name={key}
        value={filters[key]}
        onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_enquiries"
      title={t('enquiries.desk.inbox.title')}
    >
      <section className="staff-card" aria-labelledby="enquiry-filters">
        <h2 id="enquiry-filters">{t('enquiries.desk.inbox.filters')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={apply} role="search">
          {select('status', t('enquiries.desk.inbox.status'), [
            ['', t('enquiries.desk.inbox.anyStatus')],
            ...ENQUIRY_STATUSES.map((s): [string, string] => [s, t(`enquiries.desk.inbox.statuses.${s}`)]),
          ])}
          {select('kind', t('enquiries.desk.inbox.kind'), [
            ['', t('enquiries.desk.inbox.anyKind')],
            ...ENQUIRY_KINDS.map((k): [string, string] => [k, t(`enquiries.kinds.${k}`)]),
          ])}
          {select(
            'assigned',
            t('enquiries.desk.inbox.assigned'),
            ENQUIRY_ASSIGNMENT_FILTERS.map((a): [string, string] => [
              a,
              t(`enquiries.desk.inbox.assignedFilters.${a}`),
            ]),
          )}
          <label className="ui-field">
            <span className="ui-field__label">{t('enquiries.desk.inbox.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              name="q"
              maxLength={ENQUIRY_QUERY_MAX}
              placeholder={t('enquiries.desk.inbox.searchHint')}
              value={filters.q}
              onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('enquiries.desk.inbox.apply')}
            </button>
            {filtered && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setFilters({ status: '', kind: '', assigned: 'any', q: '' });
                  void navigate({ search: '' });
                }}
              >
                {t('enquiries.desk.inbox.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('enquiries.desk.inbox.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="staff-card">{t('enquiries.desk.inbox.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="enquiry-inbox-table">
            <thead>
              <tr>
                <th scope="col">{t('enquiries.desk.inbox.columns.received')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.kind')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.from')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.product')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.message')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.status')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.assignedTo')}</th>
                <th scope="col">{t('enquiries.desk.inbox.columns.replies')}</th>
              </tr>
            </thead>
            <tbody>
              {list.elements.map((item) => (
                <tr key={item.id} data-testid={`enquiry-row-${item.id}`}>
                  <td data-label={t('enquiries.desk.inbox.columns.received')}>
                    <Link to={localHref(locale, 'staff_enquiry', { id: String(item.id) })}>
                      {formatDate(item.createdAt, locale.language)} · {item.id}
                    </Link>
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.kind')}>
                    {t(`enquiries.kinds.${item.kind}`)}
                    {item.seller && <span className="staff-muted"> · {item.seller.name}</span>}
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.from')}>
                    {item.email}
                    {item.customerNumber && <span className="staff-muted"> · {item.customerNumber}</span>}
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.product')}>{item.productSymbol ?? '—'}</td>
                  <td
                    data-label={t('enquiries.desk.inbox.columns.message')}
                    className="enquiry-desk__excerpt"
                  >
                    {item.subject && <strong>{item.subject}: </strong>}
                    {item.excerpt}
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.status')}>
                    {t(`enquiries.desk.inbox.statuses.${item.status}`)}
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.assignedTo')}>
                    {item.assignedTo?.name ?? t('enquiries.desk.inbox.nobody')}
                  </td>
                  <td data-label={t('enquiries.desk.inbox.columns.replies')}>{item.replies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={Math.max(1, Math.ceil(list.total / list.perPage))} />
    </StaffShell>
  );
}
