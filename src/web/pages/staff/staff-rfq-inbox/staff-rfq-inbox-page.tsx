import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RfqDeskList, RfqDeskQuery } from '../../../../common/contracts/rfq-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { RFQ_DESK_CLAIMS, RFQ_DESK_SORTS, RFQ_STATES } from '../../../../common/rfq';
import { inboxSearch } from '../../../features/rfq-desk/rfq-desk-api';
import '../../../features/rfq-desk/rfq-desk.css';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface StaffRfqInboxData {
  staff: StaffMember;
  query: RfqDeskQuery;
  list: RfqDeskList;
}

/** /staff/rfq: requests for quote to claim and price, filtered by state, claim and text. */
export function StaffRfqInboxPage({ data, locale }: PageProps<StaffRfqInboxData>) {
  const t = useT();
  const navigate = useNavigate();
  const { query, list, staff } = data;
  const [filters, setFilters] = useState({
    state: query.state ?? '',
    claim: query.claim,
    q: query.q ?? '',
    sort: query.sort,
    direction: query.direction,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      search: inboxSearch({
        state: (filters.state || undefined) as RfqDeskQuery['state'],
        claim: filters.claim,
        q: filters.q.trim() || undefined,
        sort: filters.sort,
        direction: filters.direction,
      }),
    });
  };
  const filtered = Boolean(query.state || query.q || query.claim !== 'any');
  const date = (iso: string | null) => (iso ? formatDate(iso, locale.language) : '—');
  const select = <K extends keyof typeof filters>(
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
    <StaffShell staff={staff} locale={locale} current="staff_rfq_inbox" title={t('rfqDesk.inbox.title')}>
      <section className="staff-card" aria-labelledby="rfq-inbox-filters">
        <h2 id="rfq-inbox-filters">{t('rfqDesk.inbox.filters')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={apply} role="search">
          {select('state', t('rfqDesk.inbox.state'), [
            ['', t('rfqDesk.inbox.anyState')],
            ...RFQ_STATES.filter((s) => s !== 'draft').map((s): [string, string] => [
              s,
              t(`rfq.states.${s}`),
            ]),
          ])}
          {select(
            'claim',
            t('rfqDesk.inbox.claim'),
            RFQ_DESK_CLAIMS.map((c): [string, string] => [c, t(`rfqDesk.inbox.claims.${c}`)]),
          )}
          <label className="ui-field">
            <span className="ui-field__label">{t('rfqDesk.inbox.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              name="q"
              maxLength={100}
              placeholder={t('rfqDesk.inbox.searchHint')}
              value={filters.q}
              onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            />
          </label>
          {select(
            'sort',
            t('rfqDesk.inbox.sort'),
            RFQ_DESK_SORTS.map((s): [string, string] => [s, t(`rfqDesk.inbox.sorts.${s}`)]),
          )}
          {select('direction', t('rfqDesk.inbox.direction'), [
            ['asc', t('rfqDesk.inbox.directions.asc')],
            ['desc', t('rfqDesk.inbox.directions.desc')],
          ])}
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('rfqDesk.inbox.apply')}
            </button>
            {filtered && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setFilters({ state: '', claim: 'any', q: '', sort: 'sentAt', direction: 'asc' });
                  void navigate({ search: '' });
                }}
              >
                {t('rfqDesk.inbox.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('rfqDesk.inbox.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="staff-card">{t('rfqDesk.inbox.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="rfq-inbox-table">
            <thead>
              <tr>
                <th scope="col">{t('rfqDesk.inbox.columns.number')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.title')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.customer')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.state')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.lines')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.sent')}</th>
                <th scope="col">{t('rfqDesk.inbox.columns.claimedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {list.elements.map((item) => (
                <tr key={item.id} data-testid={`rfq-inbox-${item.number}`}>
                  <td data-label={t('rfqDesk.inbox.columns.number')}>
                    <Link to={localHref(locale, 'staff_rfq_request', { id: String(item.id) })}>
                      {item.number}
                    </Link>
                  </td>
                  <td data-label={t('rfqDesk.inbox.columns.title')}>{item.title}</td>
                  <td data-label={t('rfqDesk.inbox.columns.customer')}>{item.customer}</td>
                  <td data-label={t('rfqDesk.inbox.columns.state')}>
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
                  </td>
                  <td data-label={t('rfqDesk.inbox.columns.lines')}>{item.lineCount}</td>
                  <td data-label={t('rfqDesk.inbox.columns.sent')}>{date(item.sentAt)}</td>
                  <td data-label={t('rfqDesk.inbox.columns.claimedBy')}>
                    {item.claimedBy === null
                      ? t('rfqDesk.inbox.nobody')
                      : item.claimedBy.id === staff.id
                        ? t('rfqDesk.inbox.you')
                        : item.claimedBy.name}
                  </td>
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
