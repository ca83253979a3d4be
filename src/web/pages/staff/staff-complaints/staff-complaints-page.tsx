import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMPLAINT_DESK_FILTERS, COMPLAINT_DESK_SORTS, isFinalState } from '../../../../common/complaints';
import type { ComplaintDeskList, ComplaintDeskQuery } from '../../../../common/contracts/complaints';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  ComplaintStateBadge,
  DEADLINE_SOON_DAYS,
  formatDay,
} from '../../../features/complaints/complaint-bits';
import '../../../features/complaints/complaints.css';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

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
  const navigate = useNavigate();
  const { query, list, staff } = data;
  const [filters, setFilters] = useState({
    state: query.state,
    q: query.q ?? '',
    sort: query.sort,
    dir: query.dir,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: complaintsSearch({ ...filters, q: filters.q.trim() || undefined }) });
  };
  const filtered =
    query.state !== 'open' || Boolean(query.q) || query.sort !== 'deadline' || query.dir !== 'asc';
  const stateLabel = (filter: string) =>
    filter === 'open'
      ? t('complaintPages.desk.anyState')
      : filter === 'all'
        ? t('complaintPages.desk.allStates')
        : t(`complaints.state.${filter}`);
  const select = <K extends 'state' | 'sort' | 'dir'>(
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
      current="staff_complaints"
      title={t('complaintPages.desk.title')}
    >
      <section className="staff-card" aria-labelledby="complaint-inbox-filters">
        <h2 id="complaint-inbox-filters">{t('complaintPages.desk.filters')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={apply} role="search">
          {select(
            'state',
            t('complaintPages.desk.state'),
            COMPLAINT_DESK_FILTERS.map((f): [string, string] => [
              f,
              list.counts[f] !== undefined ? `${stateLabel(f)} (${list.counts[f]})` : stateLabel(f),
            ]),
          )}
          <label className="ui-field">
            <span className="ui-field__label">{t('complaintPages.desk.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              name="q"
              maxLength={100}
              placeholder={t('complaintPages.desk.searchHint')}
              value={filters.q}
              onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            />
          </label>
          {select(
            'sort',
            t('complaintPages.desk.sort'),
            COMPLAINT_DESK_SORTS.map((s): [string, string] => [s, t(`complaintPages.desk.sorts.${s}`)]),
          )}
          {select('dir', t('complaintPages.desk.direction'), [
            ['asc', t('complaintPages.desk.directions.asc')],
            ['desc', t('complaintPages.desk.directions.desc')],
          ])}
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('complaintPages.desk.apply')}
            </button>
            {filtered && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setFilters({ state: 'open', q: '', sort: 'deadline', dir: 'asc' });
                  void navigate({ search: '' });
                }}
              >
                {t('complaintPages.desk.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('complaintPages.desk.count', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="staff-card">{t('complaintPages.desk.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table
            className="staff-table staff-table--stack complaint-desk"
            data-testid="complaint-inbox-table"
          >
            <thead>
              <tr>
                <th scope="col">{t('complaintPages.desk.columns.number')}</th>
                <th scope="col">{t('complaintPages.desk.columns.deadline')}</th>
                <th scope="col">{t('complaintPages.desk.columns.state')}</th>
                <th scope="col">{t('complaintPages.desk.columns.customer')}</th>
                <th scope="col">{t('complaintPages.desk.columns.invoice')}</th>
                <th scope="col">{t('complaintPages.desk.columns.reason')}</th>
                <th scope="col">{t('complaintPages.desk.columns.filed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const open = !isFinalState(item.state) && item.daysLeft !== null;
                const tone = !open
                  ? ''
                  : item.daysLeft! < 0
                    ? 'is-overdue'
                    : item.daysLeft! <= DEADLINE_SOON_DAYS
                      ? 'is-due-soon'
                      : '';
                return (
                  <tr
                    key={item.id}
                    className={tone || undefined}
                    data-testid={`complaint-inbox-${item.rmaNumber}`}
                  >
                    <td data-label={t('complaintPages.desk.columns.number')}>
                      <Link to={localHref(locale, 'staff_complaint', { complaintId: String(item.id) })}>
                        {item.rmaNumber}
                      </Link>
                    </td>
                    <td data-label={t('complaintPages.desk.columns.deadline')}>
                      {open ? (
                        <>
                          {formatDay(item.answerBy, locale.language)}
                          {tone && (
                            <strong className={`complaint-desk__flag complaint-desk__flag--${tone}`}>
                              {tone === 'is-overdue'
                                ? t('complaintPages.desk.overdue')
                                : t('complaintPages.desk.dueSoon')}
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
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-label={t('complaintPages.desk.columns.state')}>
                      <ComplaintStateBadge state={item.state} resolution={item.resolution} />
                    </td>
                    <td data-label={t('complaintPages.desk.columns.customer')}>
                      {item.customerName}
                      <span className="staff-muted complaint-desk__auto">{item.customerEmail}</span>
                    </td>
                    <td data-label={t('complaintPages.desk.columns.invoice')}>{item.invoiceNumber}</td>
                    <td data-label={t('complaintPages.desk.columns.reason')}>
                      {t(`complaints.reason.${item.reason}`)}
                      <span className="staff-muted complaint-desk__auto">
                        {t(`complaints.path.${item.path}`)}
                      </span>
                    </td>
                    <td data-label={t('complaintPages.desk.columns.filed')}>
                      {formatDate(item.filedAt, locale.language)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={Math.max(1, Math.ceil(list.total / list.perPage))} />
    </StaffShell>
  );
}
