import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { RfqLine, RfqOffer } from '../../../../common/contracts/rfq';
import type { RfqDeskDetails } from '../../../../common/contracts/rfq-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import type { Language } from '../../../../common/markets';
import { formatDate } from '../../../../common/format';
import { formatValidity } from '../../../../common/rfq';
import { LinePricingForm } from '../../../features/rfq-desk/line-pricing-form';
import { rfqDeskApi } from '../../../features/rfq-desk/rfq-desk-api';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffRfqRequestData {
  staff: StaffMember;
  details: RfqDeskDetails;
}

/** The first day a quote may be valid to: tomorrow (UTC), as the server counts. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** /staff/rfq/{id}: the customer's lines, a pricing form per line once claimed, then send or reject. */
export function StaffRfqRequestPage({ data, locale }: PageProps<StaffRfqRequestData>) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const { staff, details } = data;
  const { request } = details;
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [validUntil, setValidUntil] = useState('');
  const [reason, setReason] = useState('');

  const sales = staff.roles.includes('sales');
  const admin = staff.roles.includes('admin');
  const mine = details.claimedBy?.id === staff.id;
  const held = details.claimedBy !== null && !mine;
  const mayChange = sales && (!held || admin);
  const pricing = request.state === 'being_priced' && mayChange;
  const claimable =
    sales && (request.state === 'sent' || (request.state === 'being_priced' && held && admin));
  const open = request.state === 'sent' || request.state === 'being_priced';
  const date = (iso: string | null) => (iso ? formatDate(iso, locale.language) : '—');

  const run = async (work: () => Promise<unknown>, done: string | null) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await work();
      if (done) setNotice(done);
      await revalidate();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.body.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!validUntil) return setFailure(t('rfqDesk.field.validityRequired'));
    if (validUntil < tomorrow()) return setFailure(t('rfqDesk.errors.validity'));
    void run(() => rfqDeskApi.sendQuote(details.id, validUntil), t('rfqDesk.send.sent'));
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFailure(t('rfqDesk.field.reasonRequired'));
    void run(() => rfqDeskApi.reject(details.id, reason.trim()), t('rfqDesk.reject.done'));
  };

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_rfq_inbox"
      title={t('rfqDesk.request.title', { number: request.number })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_rfq_inbox')}>← {t('rfqDesk.request.back')}</Link>
      </p>
      <section className="staff-card" aria-labelledby="rfq-request-facts">
        <h2 id="rfq-request-facts">{request.title}</h2>
        <dl className="rfq-desk-facts">
          <dt>{t('rfqDesk.request.customer')}</dt>
          <dd>{details.customer}</dd>
          <dt>{t('rfqDesk.inbox.state')}</dt>
          <dd data-testid="rfq-desk-state">{t(`rfq.states.${request.state}`)}</dd>
          {request.reference && (
            <>
              <dt>{t('rfqDesk.request.reference')}</dt>
              <dd>{request.reference}</dd>
            </>
          )}
          <dt>{t('rfqDesk.request.currency')}</dt>
          <dd>{request.currency}</dd>
          <dt>{t('rfqDesk.request.sent')}</dt>
          <dd>{date(request.sentAt)}</dd>
          <dt>{t('rfqDesk.request.claimedBy')}</dt>
          <dd data-testid="rfq-desk-claimed-by">{details.claimedBy?.name ?? t('rfqDesk.request.nobody')}</dd>
          {request.validUntil && (
            <>
              <dt>{t('rfqDesk.request.validUntil')}</dt>
              <dd>{formatValidity(request.validUntil, locale.language)}</dd>
            </>
          )}
          {request.note && (
            <>
              <dt>{t('rfqDesk.request.note')}</dt>
              <dd className="staff-pre">{request.note}</dd>
            </>
          )}
        </dl>
        {details.rejectedBy === 'customer' && (
          <p data-testid="rfq-desk-declined">{t('rfqDesk.request.customerDeclined')}</p>
        )}
        {details.rejectReason && (
          <p>
            {details.rejectedBy === 'customer'
              ? t('rfqDesk.request.customerReason', { reason: details.rejectReason })
              : t('rfqDesk.request.rejectReasonShown', { reason: details.rejectReason })}
          </p>
        )}
        <div className="staff-actions">
          {claimable && (
            <button
              type="button"
              className="staff-button"
              disabled={busy}
              onClick={() => void run(() => rfqDeskApi.claim(details.id), null)}
            >
              {held ? t('rfqDesk.request.takeOver') : t('rfqDesk.request.claim')}
            </button>
          )}
          {request.state === 'being_priced' && mayChange && (
            <button
              type="button"
              className="staff-button staff-button--ghost"
              disabled={busy}
              onClick={() => void run(() => rfqDeskApi.unclaim(details.id), null)}
            >
              {t('rfqDesk.request.unclaim')}
            </button>
          )}
        </div>
        {request.state === 'sent' && sales && (
          <p className="staff-muted">{t('rfqDesk.request.claimFirst')}</p>
        )}
        {request.state === 'being_priced' && held && (
          <p className="staff-muted">{t('rfqDesk.request.heldByOther', { name: details.claimedBy!.name })}</p>
        )}
      </section>
      <div aria-live="polite">{notice && <p className="staff-notice">{notice}</p>}</div>
      {failure && (
        <p className="ui-form-alert" role="alert">
          {failure}
        </p>
      )}

      <h2>{t('rfqDesk.request.lines')}</h2>
      {request.lines.map((line) => (
        <section
          key={line.position}
          className="staff-card rfq-desk-line"
          aria-labelledby={`rfq-line-${line.position}`}
          data-testid={`rfq-desk-line-${line.position}`}
        >
          <CustomerLine line={line} currency={request.currency} />
          {pricing ? (
            <LinePricingForm
              line={line}
              currency={request.currency}
              onSave={async (offers) => {
                await rfqDeskApi.priceLine(details.id, line.position, { offers, currency: request.currency });
                await revalidate();
              }}
            />
          ) : (
            <Offers offers={line.offers} currency={request.currency} />
          )}
        </section>
      ))}

      <History details={details} language={locale.language} />

      {pricing && (
        <section className="staff-card" aria-labelledby="rfq-send">
          <h2 id="rfq-send">{t('rfqDesk.send.heading')}</h2>
          <form className="staff-form" onSubmit={send} noValidate>
            <label className="ui-field">
              <span className="ui-field__label">{t('rfqDesk.send.validUntil')}</span>
              <input
                className="ui-field__input"
                type="date"
                name="validUntil"
                min={tomorrow()}
                value={validUntil}
                onChange={(event) => setValidUntil(event.target.value)}
              />
            </label>
            <div>
              <button type="submit" className="staff-button" disabled={busy}>
                {t('rfqDesk.send.submit')}
              </button>
            </div>
          </form>
        </section>
      )}
      {open && mayChange && (
        <section className="staff-card" aria-labelledby="rfq-reject">
          <h2 id="rfq-reject">{t('rfqDesk.reject.heading')}</h2>
          <form className="staff-form" onSubmit={reject} noValidate>
            <label className="ui-field">
              <span className="ui-field__label">{t('rfqDesk.reject.reason')}</span>
              <textarea
                className="ui-field__input"
                name="reason"
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            <div>
              <button type="submit" className="staff-button staff-button--danger" disabled={busy}>
                {t('rfqDesk.reject.submit')}
              </button>
            </div>
          </form>
        </section>
      )}
    </StaffShell>
  );
}

/** What the customer asked for on one line. */
function CustomerLine({ line, currency }: { line: RfqLine; currency: string }) {
  const t = useT();
  return (
    <div>
      <h3 id={`rfq-line-${line.position}`}>{t('rfqDesk.request.line', { position: line.position })}</h3>
      <dl className="rfq-desk-facts">
        <dt>{t('rfqDesk.request.asked')}</dt>
        <dd>
          {line.query}
          {line.manufacturer ? ` (${line.manufacturer})` : ''}
          <br />
          <span className="staff-muted">
            {line.product
              ? `${line.product.symbol} — ${line.product.description}`
              : t('rfqDesk.request.noMatch')}
          </span>
        </dd>
        <dt>{t('rfqDesk.request.quantities')}</dt>
        <dd>{line.amounts.join(', ')}</dd>
        {line.targetPrice && (
          <>
            <dt>{t('rfqDesk.request.targetPrice')}</dt>
            <dd>
              {Number(line.targetPrice)} {currency}
            </dd>
          </>
        )}
        {line.note && (
          <>
            <dt>{t('rfqDesk.request.lineNote')}</dt>
            <dd>{line.note}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The offers of a line, read only (before claiming, or once the quote is sent). */
function Offers({ offers, currency }: { offers: RfqOffer[]; currency: string }) {
  const t = useT();
  if (offers.length === 0) return <p className="staff-muted">{t('rfqDesk.request.notPriced')}</p>;
  return (
    <ul>
      {offers.map((offer) => (
        <li key={offer.position}>
          <strong>{offer.symbol}</strong>
          {offer.alternative ? ` — ${t('rfqDesk.pricing.alternative')}` : ''}:{' '}
          {offer.breaks.map((b) => `${b.amount} × ${Number(b.unitPrice)} ${currency}`).join('; ')}
          {offer.leadTimeDays !== null ? ` — ${t('rfqDesk.pricing.leadTime')}: ${offer.leadTimeDays}` : ''}
          {offer.staffNote ? ` — ${offer.staffNote}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** The request's history: who did what when (rfq_history), oldest first. */
function History({ details, language }: { details: RfqDeskDetails; language: Language }) {
  const t = useT();
  return (
    <section className="staff-card" aria-labelledby="rfq-history" data-testid="rfq-desk-history">
      <h2 id="rfq-history">{t('rfqDesk.history.heading')}</h2>
      {details.history.length === 0 ? (
        <p className="staff-muted">{t('rfqDesk.history.empty')}</p>
      ) : (
        <ol className="rfq-desk-history">
          {details.history.map((entry, i) => (
            <li key={i}>
              <time dateTime={entry.at}>{deskTime(entry.at, language)}</time>{' '}
              {t(`rfqDesk.history.${entry.action}`, {
                name: entry.staffName ?? t('rfqDesk.history.system'),
                orderNumber: entry.orderNumber ?? '',
              })}
              {entry.reason && (
                <span className="staff-muted">
                  {' '}
                  — {t('rfqDesk.history.reason', { reason: entry.reason })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
