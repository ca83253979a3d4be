import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DiscountCode, DiscountListQuery, Page } from '../../../../common/contracts/discounts';
import { DISCOUNT_LIST_SORTS, DISCOUNT_LIST_STATUSES } from '../../../../common/discount-codes';
import type { StaffMember } from '../../../../common/contracts/staff';
import { StaffShell } from '../../../features/staff/staff-shell';
import { discountListSearch, discountPageUrl } from '../../../features/discounts-desk/discounts-desk-api';
import {
  DiscountSummary,
  DiscountState,
  DiscountValidity,
} from '../../../features/discounts-desk/discount-cells';
import { countryNamer } from '../../../lib/country-names';
import { useT } from '../../../lib/i18n';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface StaffDiscountsData {
  staff: StaffMember;
  query: DiscountListQuery;
  countries: string[];
  list: Page<DiscountCode>;
}

/** /staff/discounts: every code with its state and uses; filters and sorting live in the address. */
export function StaffDiscountsPage({ data, locale }: PageProps<StaffDiscountsData>) {
  const t = useT();
  const navigate = useNavigate();
  const { query, list } = data;
  const country = countryNamer(locale.language);
  const [filters, setFilters] = useState({
    status: query.status,
    country: query.country ?? '',
    q: query.q ?? '',
    sort: query.sort,
    dir: query.dir,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: discountListSearch({ ...filters, country: filters.country || undefined }) });
  };
  const filtered = query.status !== 'all' || query.country || query.q;
  const canMake = data.staff.roles.includes('sales');
  return (
    <StaffShell
      staff={data.staff}
      locale={locale}
      current="staff_discounts"
      title={t('discounts.desk.title')}
    >
      {canMake && (
        <p>
          <a className="staff-button" href={discountPageUrl(locale, null)}>
            {t('discounts.desk.newCode')}
          </a>
        </p>
      )}
      <section className="staff-card" aria-labelledby="discount-filters">
        <h2 id="discount-filters">{t('discounts.desk.filters')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={apply} role="search">
          <label className="ui-field">
            <span className="ui-field__label">{t('discounts.desk.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              maxLength={40}
              value={filters.q}
              onChange={(event) => setFilters({ ...filters, q: event.target.value })}
            />
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('discounts.desk.status')}</span>
            <select
              className="ui-field__input"
              value={filters.status}
              onChange={(event) =>
                setFilters({ ...filters, status: event.target.value as DiscountListQuery['status'] })
              }
            >
              {DISCOUNT_LIST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`discounts.desk.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('discounts.desk.market')}</span>
            <select
              className="ui-field__input"
              value={filters.country}
              onChange={(event) => setFilters({ ...filters, country: event.target.value })}
            >
              <option value="">{t('discounts.desk.anyMarket')}</option>
              {data.countries.map((code) => (
                <option key={code} value={code}>
                  {country(code)}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('discounts.desk.sort')}</span>
            <select
              className="ui-field__input"
              value={filters.sort}
              onChange={(event) =>
                setFilters({ ...filters, sort: event.target.value as DiscountListQuery['sort'] })
              }
            >
              {DISCOUNT_LIST_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`discounts.desk.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ui-field">
            <span className="ui-field__label">{t('discounts.desk.dir')}</span>
            <select
              className="ui-field__input"
              value={filters.dir}
              onChange={(event) => setFilters({ ...filters, dir: event.target.value as 'asc' | 'desc' })}
            >
              <option value="desc">{t('discounts.desk.dirs.desc')}</option>
              <option value="asc">{t('discounts.desk.dirs.asc')}</option>
            </select>
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('discounts.desk.apply')}
            </button>
            {filtered && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setFilters({ status: 'all', country: '', q: '', sort: 'created', dir: 'desc' });
                  void navigate({ search: '' });
                }}
              >
                {t('discounts.desk.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <p className="staff-muted" aria-live="polite">
        {t('discounts.desk.count', { count: list.total })}
      </p>
      {list.elements.length === 0 ? (
        <p className="staff-card">{t('discounts.desk.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="discount-codes">
            <thead>
              <tr>
                <th scope="col">{t('discounts.desk.columns.code')}</th>
                <th scope="col">{t('discounts.desk.columns.discount')}</th>
                <th scope="col">{t('discounts.desk.columns.market')}</th>
                <th scope="col">{t('discounts.desk.columns.validity')}</th>
                <th scope="col">{t('discounts.desk.columns.uses')}</th>
                <th scope="col">{t('discounts.desk.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.elements.map((code) => (
                <tr key={code.id} data-testid={`discount-${code.code}`}>
                  <td data-label={t('discounts.desk.columns.code')}>
                    <a href={discountPageUrl(locale, code.id)}>
                      <code>{code.code}</code>
                    </a>
                  </td>
                  <td data-label={t('discounts.desk.columns.discount')}>
                    <DiscountSummary code={code} />
                  </td>
                  <td data-label={t('discounts.desk.columns.market')}>
                    {code.country ? country(code.country) : t('discounts.desk.anyMarket')}
                  </td>
                  <td data-label={t('discounts.desk.columns.validity')}>
                    <DiscountValidity code={code} />
                  </td>
                  <td data-label={t('discounts.desk.columns.uses')}>
                    {code.maxUses === null
                      ? code.uses
                      : t('discounts.desk.usesOf', { uses: code.uses, max: code.maxUses })}
                  </td>
                  <td data-label={t('discounts.desk.columns.state')}>
                    <DiscountState code={code} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={list.pages} />
    </StaffShell>
  );
}
