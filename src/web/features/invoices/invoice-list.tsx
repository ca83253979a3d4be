import { useRevalidator } from 'react-router';
import type { InvoiceList } from '../../../common/contracts/invoices';
import { formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { generateAccount } from '../../../common/routes-account';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import { InvoiceTable } from './invoice-table';
import './invoices.css';

/** The accountant's download: a period's invoices as one ZIP (a plain GET form: the browser saves it). */
function ZipForm() {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <form
      className="invoice-zip"
      method="get"
      action={generateAccount('invoice_zip')}
      data-testid="invoice-zip"
    >
      <h2>{t('invoices.zip.title')}</h2>
      <p className="invoice-zip__hint">{t('invoices.zip.hint')}</p>
      <div className="invoice-zip__fields">
        <label>
          {t('invoices.zip.from')}
          <input type="date" name="from" defaultValue={monthStart} required />
        </label>
        <label>
          {t('invoices.zip.to')}
          <input type="date" name="to" defaultValue={today} required />
        </label>
        <button type="submit" className="button button--primary">
          {t('invoices.zip.submit')}
        </button>
      </div>
    </form>
  );
}

/** The customer's invoices: all or unpaid (links, so each view is an address), the ZIP, pages. */
export function InvoiceListView({
  list,
  view,
  locale,
}: {
  list: InvoiceList;
  view: 'all' | 'unpaid';
  locale: Locale;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <>
      <nav className="invoice-tabs" aria-label={t('invoices.title')}>
        {(['all', 'unpaid'] as const).map((tab) => (
          <a
            key={tab}
            href={localHref(locale, 'invoices_list', tab === 'unpaid' ? { view: 'unpaid' } : {})}
            className={tab === view ? 'invoice-tabs__tab is-current' : 'invoice-tabs__tab'}
            aria-current={tab === view ? 'page' : undefined}
          >
            {t(`invoices.tabs.${tab}`)}
          </a>
        ))}
      </nav>
      {list.unpaidTotals.map((total) => (
        <p key={total.currency} className="invoice-unpaid-total" data-testid="invoice-unpaid-total">
          {t('invoices.unpaidTotal', {
            amount: formatPrice(total.grossTotal, total.currency as Currency, { grouping: locale.grouping }),
            count: total.count,
          })}
        </p>
      ))}
      {list.items.length === 0 ? (
        <p className="invoice-empty" data-testid="invoices-empty">
          {view === 'unpaid' ? t('invoices.emptyUnpaid') : t('invoices.empty')}
        </p>
      ) : (
        <InvoiceTable items={list.items} locale={locale} onChanged={() => void revalidator.revalidate()} />
      )}
      <Pagination page={list.page} pageCount={pageCount} />
      <ZipForm />
    </>
  );
}
