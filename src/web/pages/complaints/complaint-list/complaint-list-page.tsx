import { isFinalState } from '../../../../common/complaints';
import type { ComplaintList } from '../../../../common/contracts/complaints';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { AnswerDeadline, ComplaintStateBadge } from '../../../features/complaints/complaint-bits';
import { formatDate } from '../../../../common/format';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface ComplaintListData {
  /** Null for visitors: the page asks them to log in. */
  list: ComplaintList | null;
  /** The shop's today (YYYY-MM-DD), so the deadlines read the same on the server and in the browser. */
  today: string;
}

/** /complaint: the customer's complaints, newest first, with their state, RMA and answer deadline. */
export function ComplaintListPage({ data, locale }: PageProps<ComplaintListData>) {
  const t = useT();
  if (!data.list) return <LoginPrompt locale={locale} title={t('complaintPages.title')} />;
  const { list, today } = data;
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <div className="complaint-page" data-testid="complaint-list">
      <div className="complaint-page__head">
        <h1>{t('complaintPages.title')}</h1>
        <a className="button button--primary" href={localHref(locale, 'complaint_form')}>
          {t('complaintPages.newComplaint')}
        </a>
      </div>
      <p className="complaint-page__intro">{t('complaintPages.intro')}</p>
      {list.items.length === 0 ? (
        <p className="complaint-empty" data-testid="complaints-empty">
          {t('complaintPages.empty')}
        </p>
      ) : (
        <table className="complaint-table">
          <thead>
            <tr>
              <th scope="col">{t('complaintPages.columns.rma')}</th>
              <th scope="col">{t('complaintPages.columns.invoice')}</th>
              <th scope="col">{t('complaintPages.columns.reason')}</th>
              <th scope="col">{t('complaintPages.columns.filed')}</th>
              <th scope="col">{t('complaintPages.columns.state')}</th>
              <th scope="col">{t('complaintPages.columns.deadline')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.rmaNumber} data-testid="complaint-row">
                <th scope="row" className="complaint-table__number">
                  <a href={localHref(locale, 'complaint_view', { rmaNumber: item.rmaNumber })}>
                    {item.rmaNumber}
                  </a>
                </th>
                <td data-label={t('complaintPages.columns.invoice')}>
                  {item.invoiceNumber}
                  {item.orderNumber && <span className="complaint-deadline">{item.orderNumber}</span>}
                </td>
                <td data-label={t('complaintPages.columns.reason')}>
                  {t(`complaints.reason.${item.reason}`)}
                </td>
                <td data-label={t('complaintPages.columns.filed')}>
                  {formatDate(item.filedAt, locale.language)}
                </td>
                <td data-label={t('complaintPages.columns.state')}>
                  <ComplaintStateBadge state={item.state} resolution={item.resolution} />
                </td>
                <td data-label={t('complaintPages.columns.deadline')}>
                  <AnswerDeadline
                    answerBy={item.answerBy}
                    today={today}
                    open={!isFinalState(item.state)}
                    language={locale.language}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} pageCount={pageCount} />
    </div>
  );
}
