import type { InvoiceList } from '../../../../common/contracts/invoices';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { InvoiceListView } from '../../../features/invoices/invoice-list';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface InvoiceListData {
  view: 'all' | 'unpaid';
  /** Null for visitors: the page asks them to log in. */
  list: InvoiceList | null;
}

/** /profile/invoices: the customer's invoices, the unpaid ones, the accountant's ZIP. */
export function InvoiceListPage({ data, locale }: PageProps<InvoiceListData>) {
  const t = useT();
  if (!data.list) return <LoginPrompt locale={locale} title={t('invoices.title')} />;
  return (
    <div className="invoice-page" data-testid="invoice-list">
      <h1>{t('invoices.title')}</h1>
      <p className="invoice-page__intro">{t('invoices.intro')}</p>
      <InvoiceListView list={data.list} view={data.view} locale={locale} />
    </div>
  );
}
