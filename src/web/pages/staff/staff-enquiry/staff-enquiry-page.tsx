import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isLanguage } from '../../../../common/markets';
import type { StaffMember } from '../../../../common/contracts/staff';
import { ENQUIRY_REPLY_MAX, type EnquiryDeskDetails } from '../../../../common/enquiries';
import { formatDate } from '../../../../common/format';
import { generateDesk } from '../../../../common/routes-desk';
import { enquiryDeskApi } from '../../../features/enquiries/enquiry-desk-api';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { FormAlert, TextArea } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffEnquiryData {
  staff: StaffMember;
  details: EnquiryDeskDetails;
}

/**
 * /staff/enquiries/{id}: one enquiry as the sender wrote it (text, never markup: React escapes it
 * and CSS keeps its line breaks), with assigning, the answer by mail and closing. Support and
 * sales act; an administrator reads.
 */
export function StaffEnquiryPage({ data, locale }: PageProps<StaffEnquiryData>) {
  const t = useT();
  const { staff } = data;
  const [details, setDetails] = useState(data.details);
  const [assignee, setAssignee] = useState(String(details.assignedTo?.id ?? ''));
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mayAct = staff.roles.includes('support') || staff.roles.includes('sales');
  const open = details.status === 'open';
  const date = (iso: string) => formatDate(iso, locale.language);

  async function run(work: () => Promise<EnquiryDeskDetails>, done: string) {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      const next = await work();
      setDetails(next);
      setAssignee(String(next.assignedTo?.id ?? ''));
      setNotice(done);
      return true;
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const assign = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => enquiryDeskApi.assign(details.id, assignee ? Number(assignee) : null),
      t('enquiries.desk.enquiry.assigned'),
    );
  };
  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setErrors({ message: t('common.required') });
      return;
    }
    const sent = await run(
      () => enquiryDeskApi.reply(details.id, answer),
      t('enquiries.desk.enquiry.replied', { email: details.email }),
    );
    if (sent) setAnswer('');
  };

  const facts: Array<[string, string | null]> = [
    [t('enquiries.desk.inbox.columns.kind'), t(`enquiries.kinds.${details.kind}`)],
    [t('enquiries.desk.enquiry.from'), details.email],
    [t('enquiries.desk.enquiry.name'), details.name],
    [t('enquiries.desk.enquiry.account'), details.customerAccount],
    [t('enquiries.desk.enquiry.customerNumber'), details.customerAccount ? null : details.customerNumber],
    [t('enquiries.desk.enquiry.product'), details.productSymbol],
    [t('marketplace.desk.seller'), details.seller?.name ?? null],
    [t('marketplace.desk.subject'), details.subject],
    [
      t('marketplace.desk.forwarded'),
      details.kind === 'marketplace'
        ? details.forwardedAt
          ? date(details.forwardedAt)
          : t('marketplace.desk.waiting')
        : null,
    ],
    [
      t('marketplace.desk.confirmed'),
      details.confirmedAt ? date(details.confirmedAt) : t('marketplace.desk.waiting'),
    ],
    [t('enquiries.desk.enquiry.amount'), details.amount === null ? null : String(details.amount)],
    [t('enquiries.desk.enquiry.orderNumber'), details.orderNumber],
    [
      t('enquiries.desk.enquiry.language'),
      `${isLanguage(details.language) ? t(`language.${details.language}`) : details.language} · ${details.country.toUpperCase()}`,
    ],
    [t('enquiries.desk.enquiry.received'), date(details.createdAt)],
  ];

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_enquiries"
      title={t('enquiries.desk.enquiry.title', { id: details.id })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_enquiries')}>{t('enquiries.desk.enquiry.back')}</Link>
      </p>
      <section className="staff-card" aria-labelledby="enquiry-message" data-testid="enquiry-details">
        <dl className="staff-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {details.pageUrl && (
            <div>
              <dt>{t('enquiries.desk.enquiry.pageUrl')}</dt>
              {/* Only http(s) addresses are taken (the contract); still never a live link from a stranger. */}
              <dd>
                <code>{details.pageUrl}</code>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('enquiries.desk.inbox.columns.status')}</dt>
            <dd data-testid="enquiry-status">
              {t(`enquiries.desk.inbox.statuses.${details.status}`)}
              {details.closedAt &&
                ` · ${t('enquiries.desk.enquiry.closedAt', { date: date(details.closedAt) })}`}
            </dd>
          </div>
        </dl>
        <h2 id="enquiry-message">{t('enquiries.desk.enquiry.message')}</h2>
        <p className="enquiry-desk__message" data-testid="enquiry-message">
          {details.message}
        </p>
        {details.files.length > 0 && (
          <>
            <h2>{t('enquiries.desk.enquiry.files')}</h2>
            {/* Attachments only (the server's headers): a screenshot never renders in the desk's origin. */}
            <ul className="staff-list" data-testid="enquiry-files">
              {details.files.map((f) => (
                <li key={f.id}>
                  <a
                    href={generateDesk('staff_enquiry_file', { id: details.id, fileId: f.id })}
                    download={f.name}
                  >
                    {t('enquiries.desk.enquiry.fileOpen', { name: f.name, size: Math.ceil(f.size / 1024) })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="staff-card" aria-labelledby="enquiry-replies">
        <h2 id="enquiry-replies">{t('enquiries.desk.enquiry.replies')}</h2>
        {details.replies.length === 0 ? (
          <p className="staff-muted">{t('enquiries.desk.enquiry.noReplies')}</p>
        ) : (
          <ol className="staff-list" data-testid="enquiry-replies">
            {details.replies.map((r) => (
              <li key={r.id}>
                <p className="staff-muted">
                  {r.staff}, {date(r.createdAt)}
                </p>
                <p className="enquiry-desk__message">{r.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <p role="status" className="staff-muted" data-testid="enquiry-notice">
        {notice}
      </p>
      <FormAlert message={errors.form} />

      {mayAct && open && (
        <div className="enquiry-desk__actions">
          <section className="staff-card" aria-labelledby="enquiry-assign">
            <h2 id="enquiry-assign">{t('enquiries.desk.enquiry.assign')}</h2>
            <form className="staff-form" onSubmit={assign}>
              <label className="ui-field">
                <span className="ui-field__label">{t('enquiries.desk.enquiry.assign')}</span>
                <select
                  className="ui-field__input"
                  value={assignee}
                  onChange={(event) => setAssignee(event.target.value)}
                  data-testid="enquiry-assignee"
                >
                  <option value="">{t('enquiries.desk.enquiry.nobody')}</option>
                  {details.assignees.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </label>
              {errors.staffId && (
                <p className="ui-field__error" role="alert">
                  {errors.staffId}
                </p>
              )}
              <div className="staff-actions">
                <button type="submit" className="staff-button" disabled={busy}>
                  {t('enquiries.desk.enquiry.assignSave')}
                </button>
                {details.assignedTo?.id !== staff.id && details.assignees.some((a) => a.id === staff.id) && (
                  <button
                    type="button"
                    className="staff-button staff-button--ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => enquiryDeskApi.assign(details.id, staff.id),
                        t('enquiries.desk.enquiry.assigned'),
                      )
                    }
                  >
                    {t('enquiries.desk.enquiry.assignToMe')}
                  </button>
                )}
              </div>
            </form>
          </section>

          <section className="staff-card" aria-labelledby="enquiry-reply">
            <h2 id="enquiry-reply">{t('enquiries.desk.enquiry.reply')}</h2>
            <form className="staff-form" onSubmit={(event) => void reply(event)}>
              <TextArea
                label={t('enquiries.desk.enquiry.reply')}
                hint={t('enquiries.desk.enquiry.replyHint')}
                required
                value={answer}
                onChange={(value) => {
                  setAnswer(value);
                  setErrors({});
                }}
                maxLength={ENQUIRY_REPLY_MAX}
                showCounter
                rows={6}
                error={errors.message}
              />
              <div className="staff-actions">
                <button type="submit" className="staff-button" disabled={busy}>
                  {t('enquiries.desk.enquiry.replySend')}
                </button>
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  disabled={busy}
                  onClick={() =>
                    void run(() => enquiryDeskApi.close(details.id), t('enquiries.desk.enquiry.closed'))
                  }
                >
                  {t('enquiries.desk.enquiry.close')}
                </button>
              </div>
            </form>
          </section>
        </div>
      )}
    </StaffShell>
  );
}
