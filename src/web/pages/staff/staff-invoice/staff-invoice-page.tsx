import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffInvoiceDetails } from '../../../../common/contracts/invoices';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatPrice } from '../../../../common/format';
import type { Currency } from '../../../../common/markets';
import { invoiceDeskApi } from '../../../features/invoices/invoice-desk-api';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffInvoiceData {
  staff: StaffMember;
  details: StaffInvoiceDetails;
}

/**
 * /staff/invoices/{id}: where an invoice's e-invoice stands (KSeF number, status, attempts, last
 * error) and who downloaded it. Support may send it to KSeF again after a confirmation; the server
 * answers 409 (shown as its message) when there is nothing to send.
 */
export function StaffInvoicePage({ data, locale }: PageProps<StaffInvoiceData>) {
  const t = useT();
  const { staff, details } = data;
  const { invoice, eInvoice, downloads } = details;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const mayResend = staff.roles.includes('support') || staff.roles.includes('admin');
  const when = (iso: string | null) => (iso ? deskTime(iso, locale.language) : '—');

  async function resend() {
    setBusy(true);
    setError(undefined);
    setNotice(null);
    try {
      await invoiceDeskApi.resend(invoice.id);
      setNotice(t('invoices.desk.resent'));
    } catch (failure) {
      // The server's 409 says why nothing is sent (accepted already, KSeF not configured).
      setError(failure instanceof ApiError ? failure.body.message : t('errorModal.unknownError'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const facts: Array<[string, string]> = [
    [t('invoices.columns.kind'), t(`invoices.kind.${invoice.kind}`)],
    [t('invoices.columns.issued'), formatDate(invoice.issuedAt, locale.language)],
    [t('invoices.desk.customer'), String(invoice.customerId)],
    [t('invoices.columns.order'), invoice.orderNumber ?? '—'],
    [
      t('invoices.columns.gross'),
      formatPrice(invoice.grossTotal, invoice.currency as Currency, { grouping: locale.grouping }),
    ],
    [
      t('invoices.columns.state'),
      t(
        `invoices.state.${invoice.cancelled ? 'cancelled' : invoice.paid ? 'paid' : invoice.overdue ? 'overdue' : 'unpaid'}`,
      ),
    ],
  ];
  const electronic: Array<[string, string | null]> = eInvoice
    ? [
        [t('invoices.desk.format'), eInvoice.format === 'fa3' ? 'FA(3) · KSeF' : 'NAV Online Számla'],
        [t('invoices.desk.ksefNumber'), eInvoice.ksefNumber],
        [t('invoices.desk.acquiredAt'), eInvoice.acquiredAt && when(eInvoice.acquiredAt)],
        [t('invoices.desk.attempts'), String(eInvoice.attempts)],
        [t('invoices.desk.lastAttemptAt'), eInvoice.lastAttemptAt && when(eInvoice.lastAttemptAt)],
        [
          t(eInvoice.format === 'nav' ? 'invoices.desk.statusFromNav' : 'invoices.desk.statusFromKsef'),
          // KSeF answers with a numeric code; NAV (ADR 080) with its own words in the description.
          eInvoice.statusCode === null && !eInvoice.statusDescription
            ? null
            : [
                `${eInvoice.statusCode ?? ''} ${eInvoice.statusDescription ?? ''}`.trim(),
                ...eInvoice.details,
              ].join(' · '),
        ],
        [t('invoices.desk.lastError'), eInvoice.lastError],
        [t('invoices.desk.problems'), eInvoice.problems.length > 0 ? eInvoice.problems.join(' · ') : null],
      ]
    : [];

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_invoices"
      title={t('invoices.desk.invoiceTitle', { number: invoice.number })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_invoices')}>{t('invoices.desk.back')}</Link>
      </p>
      <section className="staff-card" aria-label={invoice.number} data-testid="invoice-facts">
        <dl className="staff-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="staff-card" aria-labelledby="invoice-e-invoice" data-testid="invoice-e-invoice">
        <h2 id="invoice-e-invoice">{t('invoices.desk.eInvoiceTitle')}</h2>
        {eInvoice ? (
          <dl className="staff-facts">
            <div>
              <dt>{t('invoices.desk.status')}</dt>
              <dd data-testid="e-invoice-status">{t(`invoices.desk.statuses.${eInvoice.status}`)}</dd>
            </div>
            {electronic
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            {eInvoice.verificationUrl && (
              <div>
                <dt>{t('invoices.desk.verification')}</dt>
                <dd>
                  <a href={eInvoice.verificationUrl} rel="noreferrer noopener" target="_blank">
                    {eInvoice.verificationUrl}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="staff-muted">{t('invoices.desk.noEInvoiceText')}</p>
        )}
        <p role="status" className="staff-muted" data-testid="invoice-notice">
          {notice}
        </p>
        <FormAlert message={error} />
        {mayResend && eInvoice?.format === 'fa3' && (
          <div className="staff-actions">
            {confirming ? (
              <div role="group" aria-labelledby="invoice-resend-question" className="staff-actions">
                <p id="invoice-resend-question">
                  {t('invoices.desk.resendConfirm', { number: invoice.number })}
                </p>
                <button type="button" className="staff-button" disabled={busy} onClick={() => void resend()}>
                  {t('invoices.desk.resendYes')}
                </button>
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  disabled={busy}
                  onClick={() => setConfirming(false)}
                >
                  {t('invoices.desk.resendNo')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="staff-button"
                onClick={() => {
                  setNotice(null);
                  setError(undefined);
                  setConfirming(true);
                }}
              >
                {t('invoices.desk.resend')}
              </button>
            )}
          </div>
        )}
      </section>

      <section className="staff-card" aria-labelledby="invoice-downloads">
        <h2 id="invoice-downloads">{t('invoices.desk.downloads')}</h2>
        {downloads.length === 0 ? (
          <p className="staff-muted">{t('invoices.desk.noDownloads')}</p>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--stack" data-testid="invoice-downloads">
              <thead>
                <tr>
                  <th scope="col">{t('invoices.desk.downloadedAt')}</th>
                  <th scope="col">{t('invoices.desk.downloadedBy')}</th>
                  <th scope="col">{t('invoices.desk.via')}</th>
                </tr>
              </thead>
              <tbody>
                {downloads.map((d, index) => (
                  <tr key={index}>
                    <td data-label={t('invoices.desk.downloadedAt')}>{when(d.at)}</td>
                    <td data-label={t('invoices.desk.downloadedBy')}>
                      {d.customerId}
                      {d.contactPersonId !== null && ` / ${d.contactPersonId}`}
                    </td>
                    <td data-label={t('invoices.desk.via')}>
                      {d.via in VIA ? t(`invoices.desk.viaNames.${d.via as keyof typeof VIA}`) : d.via}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </StaffShell>
  );
}

/** The download kinds the log knows (ADR 064); an unknown one is shown as stored. */
const VIA = { pdf: true, xml: true, zip: true } as const;
