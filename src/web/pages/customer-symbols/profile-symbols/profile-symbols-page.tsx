import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type {
  CustomerSymbolList,
  CustomerSymbolListQuery,
} from '../../../../common/contracts/customer-symbols';
import { CUSTOMER_SYMBOL_MAX, CUSTOMER_SYMBOLS_PER_PAGE } from '../../../../common/customer-symbols';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { Pagination } from '../../../ui/pagination';
import { customerSymbolsQueries, listSearch } from '../../../features/customer-symbols/customer-symbols-api';
import { SymbolAddForm } from '../../../features/customer-symbols/symbol-add-form';
import { SymbolExport, SymbolImport } from '../../../features/customer-symbols/symbol-import';
import { SymbolTable } from '../../../features/customer-symbols/symbol-table';
import '../../../features/customer-symbols/customer-symbols.css';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface ProfileSymbolsData {
  /** The page, sort and search the address asks for (the list below is theirs). */
  query: CustomerSymbolListQuery;
  /** Null when nobody is logged in: the page asks to log in. */
  list: CustomerSymbolList | null;
}

/** /profile/symbols: the customer's own part numbers; the address holds the page, sort and search. */
export function ProfileSymbolsPage({ data, locale }: PageProps<ProfileSymbolsData>) {
  const t = useT();
  const { customer } = useRootData();
  const navigate = useNavigate();
  const { query } = data;
  // The loader's page until a change refetches it (the mutations invalidate every list page).
  const { data: list } = useQuery({
    ...customerSymbolsQueries.list(query),
    initialData: data.list ?? undefined,
    enabled: data.list !== null,
  });
  const [search, setSearch] = useState(query.q ?? '');
  const [notice, setNotice] = useState<string | null>(null);

  if (!customer || !list) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('customerSymbols.title')}</h1>
        <p className="auth-page__intro">{t('customerSymbols.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }

  const go = (change: Partial<CustomerSymbolListQuery>) => {
    const params = new URLSearchParams(listSearch({ ...query, page: 1, ...change }));
    void navigate({ search: params.size > 0 ? `?${params.toString()}` : '' });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim() || undefined });
  };
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));

  return (
    <div className="auth-page auth-page--wide symbols" data-testid="profile-symbols">
      <ProfileNav locale={locale} current="profile_symbols" />
      <h1>{t('customerSymbols.title')}</h1>
      <p className="auth-page__intro">{t('customerSymbols.intro')}</p>
      <p className="symbols__notice" role="status" aria-live="polite">
        {notice}
      </p>
      <SymbolAddForm onDone={setNotice} />
      <SymbolImport onDone={setNotice} />
      <section className="symbols__list" aria-labelledby="symbols-list-heading">
        <h2 id="symbols-list-heading" className="visually-hidden">
          {t('customerSymbols.title')}
        </h2>
        <div className="symbols__controls">
          <form role="search" className="symbols__search" onSubmit={submitSearch}>
            <label htmlFor="symbols-search">{t('customerSymbols.search')}</label>
            <input
              id="symbols-search"
              type="search"
              className="ui-field__input"
              value={search}
              placeholder={t('customerSymbols.searchPlaceholder')}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={CUSTOMER_SYMBOL_MAX}
            />
            <button type="submit" className="button">
              {t('header.search')}
            </button>
          </form>
          <label className="symbols__per-page">
            {t('customerSymbols.perPage')}
            <select
              className="ui-field__input"
              value={query.perPage}
              onChange={(e) => go({ perPage: Number(e.target.value) })}
            >
              {CUSTOMER_SYMBOLS_PER_PAGE.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.elements.length === 0 ? (
          <p className="symbols__empty" data-testid="symbols-empty">
            {query.q ? t('customerSymbols.emptySearch', { query: query.q }) : t('customerSymbols.empty')}
          </p>
        ) : (
          <>
            <p className="symbols__count">{t('customerSymbols.total', { count: list.total })}</p>
            <SymbolExport language={locale.language} />
            <SymbolTable
              elements={list.elements}
              query={query}
              locale={locale}
              onSort={(sort, direction) => go({ sort, direction })}
              onDone={setNotice}
            />
            <Pagination page={list.page} pageCount={pageCount} />
          </>
        )}
      </section>
    </div>
  );
}
