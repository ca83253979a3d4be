import type { ComplaintDetails } from '../../../../common/contracts/complaints';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import {
  ComplaintBody,
  ComplaintOutcome,
  ComplaintReturn,
} from '../../../features/complaints/complaint-details';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export type ComplaintViewData =
  | { view: 'login' }
  | {
      view: 'details';
      complaint: ComplaintDetails;
      /** The shop's today (YYYY-MM-DD) for the deadline. */
      today: string;
      /** Just filed: the form sent the customer here (`?sent=1`). */
      sent: boolean;
    };

/** /complaint/{rmaNumber}: one complaint, its outcome, the return's instructions and its history. */
export function ComplaintViewPage({ data, locale }: PageProps<ComplaintViewData>) {
  const t = useT();
  if (data.view === 'login') return <LoginPrompt locale={locale} title={t('complaintPages.title')} />;
  const { complaint } = data;
  return (
    <div className="complaint-page" data-testid="complaint-view">
      <p>
        <a href={localHref(locale, 'complaint_index')}>← {t('complaintPages.details.back')}</a>
      </p>
      <h1>{t('complaintPages.details.title', { number: complaint.rmaNumber })}</h1>
      {data.sent && (
        <p className="complaint-box complaint-box--done" role="status" data-testid="complaint-sent">
          {t('complaintPages.form.sent', { number: complaint.rmaNumber })}
        </p>
      )}
      <ComplaintOutcome complaint={complaint} locale={locale} />
      <ComplaintReturn complaint={complaint} locale={locale} />
      <ComplaintBody complaint={complaint} locale={locale} today={data.today} audience="customer" />
    </div>
  );
}
