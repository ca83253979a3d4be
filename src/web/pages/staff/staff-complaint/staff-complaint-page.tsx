import { useId, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import {
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_NOTE_MAX,
  COMPLAINT_REJECT_REASON_MAX,
  COMPLAINT_REJECT_REASON_MIN,
} from '../../../../common/complaints';
import type { ComplaintDecision, ComplaintDeskDetails } from '../../../../common/contracts/complaints';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  ComplaintBody,
  ComplaintOutcome,
  ComplaintReturn,
} from '../../../features/complaints/complaint-details';
import { complaintDeskApi } from '../../../features/complaints/complaint-desk-api';
import '../../../features/complaints/complaints.css';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

export interface StaffComplaintData {
  staff: StaffMember;
  complaint: ComplaintDeskDetails;
  /** The shop's today (YYYY-MM-DD) for the deadline. */
  today: string;
}

/**
 * /staff/complaints/{id}: the complaint as the customer filed it, the decisions its state allows
 * (the contract's transitions, as the server answers them in `nextStates`), and notes for staff.
 */
export function StaffComplaintPage({ data, locale }: PageProps<StaffComplaintData>) {
  const t = useT();
  const id = useId();
  const { revalidate } = useRevalidator();
  const { staff, complaint } = data;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const next = complaint.nextStates;

  const run = async (work: () => Promise<unknown>, done: string, after?: () => void) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await work();
      after?.();
      setNotice(done);
      await revalidate();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.reason) setReasonError(fields.reason);
      if (fields.text) setNoteError(fields.text);
      setFailure(error instanceof ApiError ? error.body.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const decide = (decision: ComplaintDecision, label: string) => {
    const withMessage = message.trim() ? { ...decision, message: message.trim() } : decision;
    void run(
      () => complaintDeskApi.decide(complaint.id, withMessage),
      t('complaintPages.desk.decided', { state: label }),
      () => setMessage(''),
    );
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < COMPLAINT_REJECT_REASON_MIN) {
      setReasonError(t('complaintPages.desk.rejectReasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError(null);
    decide({ state: 'rejected', reason: text }, t('complaints.state.rejected'));
  };

  const acceptRefund = () => {
    if (!window.confirm(t('complaintPages.desk.confirmRefund', { number: complaint.rmaNumber }))) return;
    decide(
      { state: 'accepted', resolution: 'refund' },
      `${t('complaints.state.accepted')}: ${t('complaints.resolution.refund')}`,
    );
  };

  const addNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('complaintPages.desk.noteRequired'));
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setNoteError(null);
    void run(
      () => complaintDeskApi.note(complaint.id, note.trim()),
      t('complaintPages.desk.noteAdded'),
      () => setNote(''),
    );
  };

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_complaints"
      title={t('complaintPages.desk.complaint', { number: complaint.rmaNumber })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_complaints')}>← {t('complaintPages.desk.back')}</Link>
      </p>
      <section className="staff-card complaint-desk" aria-labelledby={`${id}-customer`}>
        <h2 id={`${id}-customer`}>{t('complaintPages.desk.customer')}</h2>
        <p className="complaint-desk-customer" data-testid="complaint-desk-customer">
          <strong>{complaint.customerName}</strong> · {complaint.customerEmail} · {complaint.buyerType} ·{' '}
          {complaint.customerLanguage.toUpperCase()}
        </p>
        <ComplaintOutcome complaint={complaint} locale={locale} />
        <ComplaintReturn complaint={complaint} />
        <ComplaintBody complaint={complaint} locale={locale} today={data.today} audience="staff" />
      </section>

      <div aria-live="polite">
        {notice && (
          <p className="staff-notice" data-testid="complaint-desk-notice">
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p className="ui-form-alert" role="alert">
          {failure}
        </p>
      )}

      <section className="staff-card complaint-desk complaint-desk-decide" aria-labelledby={`${id}-decide`}>
        <h2 id={`${id}-decide`}>{t('complaintPages.desk.decide')}</h2>
        {next.length === 0 ? (
          <p className="staff-muted">{t('complaintPages.desk.closed')}</p>
        ) : (
          <>
            <p className="staff-muted">{t('complaintPages.desk.decideHint')}</p>
            <label className="ui-field">
              <span className="ui-field__label">{t('complaintPages.desk.messageLabel')}</span>
              <textarea
                className="ui-field__input"
                rows={2}
                maxLength={COMPLAINT_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </label>
            <div className="staff-actions">
              {next.includes('under_review') && (
                <button
                  type="button"
                  className="staff-button"
                  disabled={busy}
                  onClick={() => decide({ state: 'under_review' }, t('complaints.state.under_review'))}
                >
                  {t('complaintPages.desk.toReview')}
                </button>
              )}
              {next.includes('awaiting_goods') && (
                <button
                  type="button"
                  className="staff-button"
                  disabled={busy}
                  onClick={() => decide({ state: 'awaiting_goods' }, t('complaints.state.awaiting_goods'))}
                >
                  {t('complaintPages.desk.awaitGoods')}
                </button>
              )}
              {next.includes('accepted') && (
                <>
                  <button
                    type="button"
                    className="staff-button"
                    disabled={busy}
                    onClick={acceptRefund}
                    data-testid="complaint-accept-refund"
                  >
                    {t('complaintPages.desk.acceptRefund')}
                  </button>
                  {complaint.path !== 'withdrawal' && (
                    <button
                      type="button"
                      className="staff-button"
                      disabled={busy}
                      onClick={() =>
                        decide(
                          { state: 'accepted', resolution: 'replacement' },
                          `${t('complaints.state.accepted')}: ${t('complaints.resolution.replacement')}`,
                        )
                      }
                    >
                      {t('complaintPages.desk.acceptReplacement')}
                    </button>
                  )}
                </>
              )}
            </div>
            {next.includes('rejected') && (
              <form className="staff-form" onSubmit={reject} noValidate>
                <label className="ui-field" htmlFor={`${id}-reason`}>
                  <span className="ui-field__label">{t('complaintPages.desk.rejectReason')}</span>
                </label>
                <textarea
                  id={`${id}-reason`}
                  className="ui-field__input"
                  rows={3}
                  maxLength={COMPLAINT_REJECT_REASON_MAX}
                  value={reason}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  onChange={(event) => setReason(event.target.value)}
                />
                {reasonError && (
                  <p id={`${id}-reason-error`} className="ui-field__error" role="alert">
                    {reasonError}
                  </p>
                )}
                <div>
                  <button type="submit" className="staff-button staff-button--danger" disabled={busy}>
                    {t('complaintPages.desk.reject')}
                  </button>
                </div>
              </form>
            )}
          </>
        )}
      </section>

      <section className="staff-card complaint-desk" aria-labelledby={`${id}-notes`}>
        <h2 id={`${id}-notes`}>{t('complaintPages.desk.notes')}</h2>
        <p className="staff-muted">{t('complaintPages.desk.notesHint')}</p>
        <form className="staff-form" onSubmit={addNote} noValidate>
          <label className="ui-field" htmlFor={`${id}-note`}>
            <span className="ui-field__label">{t('complaintPages.desk.note')}</span>
          </label>
          <textarea
            id={`${id}-note`}
            className="ui-field__input"
            rows={3}
            maxLength={COMPLAINT_NOTE_MAX}
            value={note}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {noteError && (
            <p id={`${id}-note-error`} className="ui-field__error" role="alert">
              {noteError}
            </p>
          )}
          <div>
            <button type="submit" className="staff-button" disabled={busy}>
              {t('complaintPages.desk.addNote')}
            </button>
          </div>
        </form>
      </section>
    </StaffShell>
  );
}
