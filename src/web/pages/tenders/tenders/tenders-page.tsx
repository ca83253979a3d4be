import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../common/format';
import {
  TENDER_PHASES,
  TENDER_QUERY_MAX,
  type TenderListQuery,
  type TenderPublicList,
} from '../../../../common/tenders';
import { TenderPhaseBadge } from '../../../features/tenders/tender-bits';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';
import '../../../features/tenders/tenders.css';

export interface TendersData {
  query: TenderListQuery;
  list: TenderPublicList;
}

/**
 * /tenders: the market's public tenders, open ones first by the nearest deadline, searchable by
 * title or reference and by status; a box for buyers preparing a tender of their own.
 */
export function TendersPage({ data, locale }: PageProps<TendersData>) {
  const t = useT();
  const navigate = useNavigate();
  const { query, list } = data;
  const [q, setQ] = useState(query.q ?? '');
  const [status, setStatus] = useState<string>(query.status ?? '');
  const filtered = Boolean(query.q || query.status);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set('text', q.trim());
    if (status) params.set('status', status);
    void navigate({ search: params.size > 0 ? `?${params.toString()}` : '' });
  };
  const date = (iso: string) => formatDate(iso, locale.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="tenders-page" data-testid="tenders-page">
      <h1>{t('tenders.title')}</h1>
      <p className="tenders-muted">{t('tenders.intro')}</p>
      <form
        className="tenders-filters"
        role="search"
        aria-label={t('tenders.filters.label')}
        onSubmit={search}
      >
        <label className="ui-field">
          <span className="ui-field__label">{t('tenders.filters.q')}</span>
          <input
            className="ui-field__input"
            type="search"
            name="text"
            maxLength={TENDER_QUERY_MAX}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <label className="ui-field">
          <span className="ui-field__label">{t('tenders.filters.status')}</span>
          <select
            className="ui-field__input"
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t('tenders.filters.anyStatus')}</option>
            {TENDER_PHASES.map((phase) => (
              <option key={phase} value={phase}>
                {t(`tenders.phase.${phase}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="tenders-actions">
          <button type="submit" className="button button--primary">
            {t('tenders.filters.search')}
          </button>
          {filtered && (
            <Link className="button" to={localHref(locale, 'tenders')}>
              {t('tenders.filters.clear')}
            </Link>
          )}
        </div>
      </form>
      <p className="tenders-muted" aria-live="polite" data-testid="tenders-count">
        {t('tenders.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="tenders-empty" data-testid="tenders-empty">
          {filtered ? t('tenders.empty') : t('tenders.emptyMarket')}
        </p>
      ) : (
        <table className="tenders-table" data-testid="tenders-table">
          <thead>
            <tr>
              <th scope="col">{t('tenders.columns.title')}</th>
              <th scope="col">{t('tenders.columns.reference')}</th>
              <th scope="col">{t('tenders.columns.buyer')}</th>
              <th scope="col">{t('tenders.columns.deadline')}</th>
              <th scope="col">{t('tenders.columns.status')}</th>
              <th scope="col">{t('tenders.columns.lines')}</th>
            </tr>
          </thead>
          <tbody>
            {list.elements.map((tender) => (
              <tr key={tender.id} data-testid="tender-row">
                <th scope="row">
                  <Link to={localHref(locale, 'tender_details', { id: String(tender.id) })}>
                    {tender.title}
                  </Link>
                </th>
                <td data-label={t('tenders.columns.reference')}>{tender.reference}</td>
                <td data-label={t('tenders.columns.buyer')}>{tender.buyer}</td>
                <td data-label={t('tenders.columns.deadline')}>{date(tender.deadline)}</td>
                <td data-label={t('tenders.columns.status')}>
                  <TenderPhaseBadge phase={tender.phase} />
                </td>
                <td data-label={t('tenders.columns.lines')}>{tender.lineCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} pageCount={Math.max(1, Math.ceil(list.total / list.perPage))} />
      <aside className="tenders-own" aria-labelledby="tenders-own-title">
        <h2 id="tenders-own-title">{t('tenders.own.title')}</h2>
        <p>{t('tenders.own.text')}</p>
        <a className="button button--primary" href={localHref(locale, 'profile_tender_lists')}>
          {t('tenders.own.link')}
        </a>
      </aside>
    </div>
  );
}
