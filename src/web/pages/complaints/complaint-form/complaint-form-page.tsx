import type { ComplaintInvoices } from '../../../../common/contracts/complaints';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { ComplaintForm } from '../../../features/complaints/complaint-form';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export type ComplaintFormData =
  | { view: 'login' }
  | {
      view: 'form';
      /** The first page of the customer's VAT invoices a complaint can still name, newest first. */
      invoices: ComplaintInvoices;
      /** The invoice the form was opened for (`?invoice=` from an invoice or an order). */
      preselected: string | null;
    };

/** /complaint/form: filing a complaint against one of the customer's invoices. */
export function ComplaintFormPage({ data, locale }: PageProps<ComplaintFormData>) {
  const t = useT();
  if (data.view === 'login') return <LoginPrompt locale={locale} title={t('complaintPages.form.title')} />;
  return (
    <div className="complaint-page" data-testid="complaint-form-page">
      <p>
        <a href={localHref(locale, 'complaint_index')}>← {t('complaintPages.form.back')}</a>
      </p>
      <h1>{t('complaintPages.form.title')}</h1>
      <p className="complaint-page__intro">{t('complaintPages.form.intro')}</p>
      <ComplaintForm invoices={data.invoices} preselected={data.preselected} locale={locale} />
    </div>
  );
}
