import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import {
  TENDER_QUERY_MAX,
  TENDER_STATES,
  type TenderDeskList,
  type TenderDeskQuery,
} from '../../../../common/tenders';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';

export interface StaffTendersData {
  staff: StaffMember;
  query: TenderDeskQuery;
  list: TenderDeskList;
}

/** /staff/tenders: every tender of every market, the latest changed first, with a new one's form a click away. */
export function StaffTendersPage({ data, locale }: PageProps<StaffTendersData>) {
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
  const date = (iso: string) => formatDate(iso, locale.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <StaffShell staff={staff} locale={locale} current="staff_tenders" title={t('tenders.desk.tenders.title')}>
      <p>
        <Link className="staff-button" to={localHref(locale, 'staff_tender')} data-testid="new-tender">
          {t('tenders.desk.tenders.new')}
        </Link>
      </p>
      <section className="staff-card" aria-labelledby="tender-filters">
        <h2 id="tender-filters">{t('tenders.filters.label')}</h2>
        <form className="staff-form staff-form--wide" role="search" onSubmit={apply}>
          <label className="ui-field">
            <span className="ui-field__label">{t('tenders.columns.state')}</span>
            <select
              className="ui-field__input"
              value={state}
              onChange={(event) => setState(event.target.value)}
            >
              <option value="">{t('tenders.desk.tenders.anyState')}</option>
              {TENDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`tenders.desk.tenders.states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('tenders.filters.q')}</span>
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
        {t('tenders.desk.tenders.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="staff-card">{t('tenders.desk.tenders.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="staff-tenders-table">
            <thead>
              <tr>
                <th scope="col">{t('tenders.columns.title')}</th>
                <th scope="col">{t('tenders.columns.reference')}</th>
                <th scope="col">{t('tenders.columns.market')}</th>
                <th scope="col">{t('tenders.columns.deadline')}</th>
                <th scope="col">{t('tenders.columns.state')}</th>
                <th scope="col">{t('tenders.columns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {list.elements.map((tender) => (
                <tr key={tender.id}>
                  <td data-label={t('tenders.columns.title')}>
                    <Link to={`${localHref(locale, 'staff_tender')}?id=${tender.id}`}>{tender.title}</Link>
                  </td>
                  <td data-label={t('tenders.columns.reference')}>{tender.reference}</td>
                  <td data-label={t('tenders.columns.market')}>{t(`country.${tender.country}`)}</td>
                  <td data-label={t('tenders.columns.deadline')}>{date(tender.deadline)}</td>
                  <td data-label={t('tenders.columns.state')}>
                    {t(`tenders.desk.tenders.states.${tender.state}`)}
                  </td>
                  <td data-label={t('tenders.columns.updated')}>{date(tender.updatedAt)}</td>
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
