import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  TENDER_QUERY_MAX,
  type TenderListDeskList,
  type TenderListDeskQuery,
} from '../../../../common/tenders';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface StaffTenderListInboxData {
  staff: StaffMember;
  query: TenderListDeskQuery;
  list: TenderListDeskList;
}

/** /staff/tender-lists: sent item lists, those waiting for an answer first and the longest waiting on top. */
export function StaffTenderListInboxPage({ data, locale }: PageProps<StaffTenderListInboxData>) {
  const t = useT();
  const navigate = useNavigate();
  const { staff, query, list } = data;
  const [state, setState] = useState<string>(query.state ?? '');
  const [q, setQ] = useState(query.q ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (state) params.set('state', state);
    if (q.trim()) params.set('q', q.trim());
    void navigate({ search: params.size > 0 ? `?${params.toString()}` : '' });
  };
  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_tender_list_inbox"
      title={t('tenders.desk.lists.title')}
    >
      <section className="staff-card" aria-labelledby="tender-list-filters">
        <h2 id="tender-list-filters">{t('tenders.filters.label')}</h2>
        <form className="staff-form staff-form--wide" role="search" onSubmit={apply}>
          <label className="ui-field">
            <span className="ui-field__label">{t('tenders.columns.state')}</span>
            <select
              className="ui-field__input"
              value={state}
              onChange={(event) => setState(event.target.value)}
            >
              <option value="">{t('tenders.desk.lists.anyState')}</option>
              {(['sent', 'answered'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`tenders.desk.lists.states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('tenders.desk.lists.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              maxLength={TENDER_QUERY_MAX}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('tenders.filters.search')}
            </button>
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('tenders.desk.lists.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="staff-card">{t('tenders.desk.lists.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="staff-tender-lists-table">
            <thead>
              <tr>
                <th scope="col">{t('tenders.desk.lists.received')}</th>
                <th scope="col">{t('tenders.lists.name')}</th>
                <th scope="col">{t('tenders.desk.lists.customer')}</th>
                <th scope="col">{t('tenders.lists.lineCount')}</th>
                <th scope="col">{t('tenders.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.elements.map((item) => (
                <tr key={item.id} data-testid={`staff-tender-list-${item.id}`}>
                  <td data-label={t('tenders.desk.lists.received')}>
                    {item.sentAt ? formatDate(item.sentAt, locale.language) : '—'} · {item.id}
                  </td>
                  <td data-label={t('tenders.lists.name')}>
                    <Link to={localHref(locale, 'staff_tender_list', { id: String(item.id) })}>
                      {item.title}
                    </Link>
                    {item.reference && <span className="staff-muted"> · {item.reference}</span>}
                  </td>
                  <td data-label={t('tenders.desk.lists.customer')}>{item.customer}</td>
                  <td data-label={t('tenders.lists.lineCount')}>{item.lineCount}</td>
                  <td data-label={t('tenders.columns.state')}>
                    {t(`tenders.desk.lists.states.${item.state === 'answered' ? 'answered' : 'sent'}`)}
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
