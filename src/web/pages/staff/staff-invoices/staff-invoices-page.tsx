import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StaffInvoiceSearch, StaffInvoiceSearchQuery } from '../../../../common/contracts/invoices';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatPrice } from '../../../../common/format';
import type { Currency } from '../../../../common/markets';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export interface StaffInvoicesData {
  staff: StaffMember;
  query: StaffInvoiceSearchQuery;
  list: StaffInvoiceSearch;
}

/** The search as the address holds it: only what differs from the defaults. */
function searchOf(number: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (number) params.set('number', number);
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/**
 * /staff/invoices: any customer's invoices, the latest first, or those whose number holds what was
 * typed; each with its e-invoice's status so a rejected or stuck one stands out.
 */
export function StaffInvoicesPage({ data, locale }: PageProps<StaffInvoicesData>) {
  const t = useT();
  const navigate = useNavigate();
  const { staff, query, list } = data;
  const [number, setNumber] = useState(query.number ?? '');
  const find = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: searchOf(number.trim() || undefined) });
  };
  return (
    <StaffShell staff={staff} locale={locale} current="staff_invoices" title={t('invoices.desk.title')}>
      <section className="staff-card" aria-labelledby="invoice-search">
        <h2 id="invoice-search">{t('invoices.desk.search')}</h2>
        <form className="staff-form" onSubmit={find} role="search">
          <label className="ui-field">
            <span className="ui-field__label">{t('invoices.desk.search')}</span>
            <input
              className="ui-field__input"
              type="search"
              name="number"
              maxLength={40}
              placeholder={t('invoices.desk.searchHint')}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              data-testid="invoice-search"
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('invoices.desk.find')}
            </button>
            {query.number && (
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setNumber('');
                  void navigate({ search: '' });
                }}
              >
                {t('invoices.desk.clear')}
              </button>
            )}
          </div>
        </form>
      </section>
      <h2 className="staff-muted" aria-live="polite">
        {query.number ? t('invoices.desk.found', { number: query.number }) : t('invoices.desk.latest')}
      </h2>
      {list.items.length === 0 ? (
        <p className="staff-card" data-testid="invoice-none">
          {t('invoices.desk.none')}
        </p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="invoice-desk-table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.columns.number')}</th>
                <th scope="col">{t('invoices.columns.kind')}</th>
                <th scope="col">{t('invoices.columns.issued')}</th>
                <th scope="col">{t('invoices.desk.customer')}</th>
                <th scope="col">{t('invoices.columns.order')}</th>
                <th scope="col">{t('invoices.columns.gross')}</th>
                <th scope="col">{t('invoices.desk.eInvoice')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} data-testid={`invoice-row-${item.id}`}>
                  <td data-label={t('invoices.columns.number')}>
                    <Link to={localHref(locale, 'staff_invoice', { id: String(item.id) })}>
                      {item.number}
                    </Link>
                  </td>
                  <td data-label={t('invoices.columns.kind')}>{t(`invoices.kind.${item.kind}`)}</td>
                  <td data-label={t('invoices.columns.issued')}>
                    {formatDate(item.issuedAt, locale.language)}
                  </td>
                  <td data-label={t('invoices.desk.customer')}>{item.customerId}</td>
                  <td data-label={t('invoices.columns.order')}>{item.orderNumber ?? '—'}</td>
                  <td data-label={t('invoices.columns.gross')}>
                    {formatPrice(item.grossTotal, item.currency as Currency, { grouping: locale.grouping })}
                  </td>
                  <td data-label={t('invoices.desk.eInvoice')}>
                    {item.eInvoiceStatus
                      ? t(`invoices.desk.statuses.${item.eInvoiceStatus}`)
                      : t('invoices.desk.noEInvoice')}
                    {item.ksefNumber && <span className="staff-muted"> · {item.ksefNumber}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(list.page > 1 || list.hasMore) && (
        <nav className="staff-actions" aria-label={t('invoices.pagination')}>
          {list.page > 1 && (
            <Link rel="prev" to={{ search: searchOf(query.number, list.page - 1) }}>
              ‹ {t('pagination.previous')}
            </Link>
          )}
          {list.hasMore && (
            <Link rel="next" to={{ search: searchOf(query.number, list.page + 1) }}>
              {t('invoices.desk.more')} ›
            </Link>
          )}
        </nav>
      )}
    </StaffShell>
  );
}
