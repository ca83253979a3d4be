import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { RfqList, RfqSavedSearch, RfqSearch } from '../../../../common/contracts/rfq';
import { formatDate } from '../../../../common/format';
import {
  formatValidity,
  RFQ_PER_PAGE,
  RFQ_QUERY_MAX,
  RFQ_SAVED_SEARCH_NAME_MAX,
  RFQ_SORTS,
  RFQ_STATES,
} from '../../../../common/rfq';
import { LoginForm } from '../../../features/auth/login-form';
import type { SourceLine } from '../../../../common/contracts/source-lines';
import { RfqFromFile } from '../../../features/rfq/rfq-from-file';
import { generateAccount } from '../../../../common/routes-account';
import { RfqExportButtons } from '../../../features/rfq/export-buttons';
import { RfqLineEditor } from '../../../features/rfq/line-editor';
import { rfqApi, searchParams } from '../../../features/rfq/rfq-api';
import '../../../features/rfq/rfq.css';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface RfqIndexData {
  view: 'home' | 'new';
  search: RfqSearch;
  /** Null when nobody is logged in (the page asks to log in) or on the editor. */
  list: RfqList | null;
  saved: RfqSavedSearch[];
}

/** /rfq/home: the customer's requests with search, filters, sorting, pages and saved searches; /rfq/new: the editor. */
export function RfqIndexPage({ data, locale }: PageProps<RfqIndexData>) {
  const t = useT();
  const { customer } = useRootData();
  const navigate = useNavigate();
  const [imported, setImported] = useState<{ seq: number; lines: SourceLine[] } | null>(null);

  if (!customer) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('rfq.title')}</h1>
        <p className="auth-page__intro">{t('rfq.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  if (data.view === 'new') {
    return (
      <div className="auth-page auth-page--wide rfq" data-testid="rfq-new">
        <p>
          <Link to={localHref(locale, 'rfq_index')}>← {t('rfq.details.back')}</Link>
        </p>
        <h1>{t('rfq.newRequest')}</h1>
        <p className="auth-page__intro">{t('rfq.intro')}</p>
        <RfqFromFile locale={locale} onLines={setImported} />
        {imported && imported.lines.length > 0 && (
          <p role="status" data-testid="rfq-imported">
            {t('rfq.files.imported', { count: imported.lines.length })}
          </p>
        )}
        <RfqLineEditor
          draft={null}
          imported={imported}
          onSubmit={async (draft) => {
            const created = await rfqApi.create(draft);
            void navigate(localHref(locale, 'rfq_details', { rfqCrcToken: created.rfqCrcToken }));
          }}
        />
      </div>
    );
  }
  // Keyed by the search: a saved search's link, Clear or the back button show their own filters,
  // not the ones typed before.
  return <RfqList key={JSON.stringify(data.search)} data={data} />;
}

/** The search a saved search or the typed filters stand for, comparable key by key. */
function sameSearch(a: Partial<RfqSearch>, b: Partial<RfqSearch>): boolean {
  const { page: _a, ...left } = searchParams(a);
  const { page: _b, ...right } = searchParams(b);
  return JSON.stringify(Object.entries(left).sort()) === JSON.stringify(Object.entries(right).sort());
}

function RfqList({ data }: { data: RfqIndexData }) {
  const t = useT();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const { search, list } = data;
  // The saved searches are the loader's: a change reloads them, the address (the search) stays.
  const revalidator = useRevalidator();
  const [filters, setFilters] = useState({
    q: search.q ?? '',
    state: search.state ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  });
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!list) return null;

  const go = (change: Partial<RfqSearch>) => {
    const params = new URLSearchParams(searchParams({ ...search, page: 1, ...change }));
    void navigate({ search: params.size > 0 ? `?${params.toString()}` : '' });
  };
  const typed = (): Partial<RfqSearch> => ({
    q: filters.q.trim() || undefined,
    state: (filters.state || undefined) as RfqSearch['state'],
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(typed());
  };
  // Saves the filters as the form shows them (typed but not yet applied too), and shows that search.
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { page: _page, ...query } = { ...search, ...typed() };
    try {
      await rfqApi.saveSearch({ name, query });
      setNotice(t('rfq.saved.saved', { name: name.trim() }));
      setName('');
      if (sameSearch(query, search)) await revalidator.revalidate();
      else go(typed());
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.data?.[0]?.message ?? failure.body.message);
    }
  };
  const removeSaved = async (saved: RfqSavedSearch) => {
    setError(null);
    try {
      await rfqApi.removeSearch(saved.id);
      setNotice(t('rfq.saved.removed'));
      await revalidator.revalidate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.message);
    }
  };
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  const filtered = Boolean(search.q || search.state || search.from || search.to);
  const date = (iso: string) => formatDate(iso, locale.language);

  return (
    <div className="auth-page auth-page--wide rfq" data-testid="rfq-list">
      <div className="page-head">
        <h1>{t('rfq.title')}</h1>
        <Link className="button button--primary" to={localHref(locale, 'rfq_index', { path: 'new' })}>
          + {t('rfq.newRequest')}
        </Link>
      </div>
      <p className="auth-page__intro">{t('rfq.intro')}</p>
      {list.total > 0 && (
        <RfqExportButtons
          label={t('rfq.files.downloadList')}
          testId="rfq-list-export"
          action={(format) => generateAccount('rfq_search_export', { format, language: locale.language })}
          fields={Object.fromEntries(
            Object.entries(searchParams(search)).filter(([name]) => name !== 'page' && name !== 'perPage'),
          )}
        />
      )}
      <p className="rfq__notice" role="status" aria-live="polite">
        {notice}
      </p>
      <form role="search" className="rfq__filters" onSubmit={apply} aria-label={t('rfq.list.search')}>
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.list.search')}</span>
          <input
            type="search"
            className="ui-field__input"
            maxLength={RFQ_QUERY_MAX}
            placeholder={t('rfq.list.searchPlaceholder')}
            value={filters.q}
            onChange={(e) => setFilters((f) => ({ ...f, q: e.target.value }))}
          />
        </label>
        <div className="ui-field">
          <label htmlFor="rfq-filter-state" className="ui-field__label">
            {t('rfq.state')}
          </label>
          <select
            id="rfq-filter-state"
            className="ui-field__input"
            value={filters.state}
            onChange={(e) => setFilters((f) => ({ ...f, state: e.target.value }))}
          >
            <option value="">{t('rfq.list.allStates')}</option>
            {RFQ_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`rfq.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.list.from')}</span>
          <input
            type="date"
            className="ui-field__input"
            value={filters.from}
            onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value }))}
          />
        </label>
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.list.to')}</span>
          <input
            type="date"
            className="ui-field__input"
            value={filters.to}
            onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value }))}
          />
        </label>
        <div className="rfq__actions">
          <button type="submit" className="button button--primary">
            {t('rfq.list.apply')}
          </button>
          {filtered && (
            <button
              type="button"
              className="button"
              onClick={() => go({ q: undefined, state: undefined, from: undefined, to: undefined })}
            >
              {t('rfq.list.clear')}
            </button>
          )}
        </div>
      </form>
      <section className="rfq__saved" aria-labelledby="rfq-saved-heading">
        <h2 id="rfq-saved-heading" className="visually-hidden">
          {t('rfq.saved.heading')}
        </h2>
        <strong aria-hidden="true">{t('rfq.saved.heading')}:</strong>
        {data.saved.length === 0 ? (
          <span className="rfq-lines__muted">{t('rfq.saved.none')}</span>
        ) : (
          <ul data-testid="rfq-saved">
            {data.saved.map((s) => (
              <li key={s.id} className={sameSearch(s.query, search) ? 'is-current' : undefined}>
                <Link
                  to={{ search: `?${new URLSearchParams(searchParams(s.query)).toString()}` }}
                  aria-current={sameSearch(s.query, search) ? 'true' : undefined}
                >
                  {s.name}
                </Link>
                <button
                  type="button"
                  aria-label={t('rfq.saved.remove', { name: s.name })}
                  onClick={() => void removeSaved(s)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="rfq__actions" onSubmit={(e) => void save(e)}>
          <label className="visually-hidden" htmlFor="rfq-saved-name">
            {t('rfq.saved.name')}
          </label>
          <input
            id="rfq-saved-name"
            className="ui-field__input"
            placeholder={t('rfq.saved.name')}
            maxLength={RFQ_SAVED_SEARCH_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button">
            {t('rfq.saved.save')}
          </button>
        </form>
        {error && (
          <p className="rfq-editor__errors" role="alert">
            {error}
          </p>
        )}
      </section>
      <div className="rfq__filters">
        <div className="ui-field">
          <label htmlFor="rfq-sort" className="ui-field__label">
            {t('rfq.list.sort')}
          </label>
          <select
            id="rfq-sort"
            className="ui-field__input"
            value={`${search.sort}:${search.direction}`}
            onChange={(e) => {
              const [sort, direction] = e.target.value.split(':') as [
                RfqSearch['sort'],
                RfqSearch['direction'],
              ];
              go({ sort, direction });
            }}
          >
            {RFQ_SORTS.flatMap((s) =>
              (['desc', 'asc'] as const).map((d) => (
                <option key={`${s}:${d}`} value={`${s}:${d}`}>
                  {t(`rfq.list.sorts.${s}`)} ({t(d === 'asc' ? 'rfq.list.ascending' : 'rfq.list.descending')})
                </option>
              )),
            )}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor="rfq-per-page" className="ui-field__label">
            {t('rfq.list.perPage')}
          </label>
          <select
            id="rfq-per-page"
            className="ui-field__input"
            value={search.perPage}
            onChange={(e) => go({ perPage: Number(e.target.value) })}
          >
            {RFQ_PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.elements.length === 0 ? (
        <p data-testid="rfq-empty">{filtered ? t('rfq.list.noMatch') : t('rfq.list.empty')}</p>
      ) : (
        <>
          <p>{t('rfq.list.results', { count: list.total })}</p>
          <div className="rfq-table__scroll">
            <table className="rfq-table" data-testid="rfq-table">
              <thead>
                <tr>
                  <th scope="col">{t('rfq.number')}</th>
                  <th scope="col">{t('rfq.requestTitle')}</th>
                  <th scope="col">{t('rfq.state')}</th>
                  <th scope="col">{t('rfq.lines')}</th>
                  <th scope="col">{t('rfq.created')}</th>
                  <th scope="col">{t('rfq.validUntil')}</th>
                </tr>
              </thead>
              <tbody>
                {list.elements.map((r) => (
                  <tr key={r.number} data-testid="rfq-row">
                    <td>
                      <Link
                        to={localHref(locale, 'rfq_details', { rfqCrcToken: r.rfqCrcToken })}
                        aria-label={t('rfq.list.open', { number: r.number })}
                      >
                        {r.number}
                      </Link>
                    </td>
                    <td>
                      {r.title}
                      {r.reference && (
                        <span className="rfq-lines__muted rfq-lines__block">{r.reference}</span>
                      )}
                    </td>
                    <td>
                      <span className={`rfq-state rfq-state--${r.state}`}>{t(`rfq.states.${r.state}`)}</span>
                    </td>
                    <td>{r.lineCount}</td>
                    <td>{date(r.createdAt)}</td>
                    <td>{r.validUntil ? formatValidity(r.validUntil, locale.language) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={list.page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
