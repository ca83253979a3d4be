import type { ComplaintDetails, ComplaintHistoryEntry } from '../../../common/contracts/complaints';
import { ANSWER_DAYS, isFinalState } from '../../../common/complaints';
import { formatDate, formatPrice } from '../../../common/format';
import { generateAccount } from '../../../common/routes-account';
import type { Currency } from '../../../common/markets';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { AnswerDeadline, ComplaintStateBadge, formatDay } from './complaint-bits';
import { formatSize } from './complaint-uploads';
import './complaints.css';

/** What the customer's page and the desk's both show of a complaint (the desk adds the customer). */
type Shown = Omit<ComplaintDetails, 'detailsPath'>;

/** The invoice PDF's address in the page's locale (the API gives it without a prefix). */
export function invoicePdfHref(locale: Locale, pdfPath: string): string {
  const [, type = 'history', number = '0'] = /^\/invoices\/(\w+)\/(\d+)\.pdf$/.exec(pdfPath) ?? [];
  return localHref(locale, 'invoice_pdf', { type, number });
}

/** The outcome, said plainly: the refund's corrective invoice, the replacement, or the rejection. */
export function ComplaintOutcome({ complaint, locale }: { complaint: Shown; locale: Locale }) {
  const t = useT();
  const autoAccepted = complaint.history.some((h) => h.action === 'autoAccepted');
  if (complaint.state === 'rejected')
    return (
      <section className="complaint-box complaint-box--rejected" data-testid="complaint-outcome">
        <h2>{t('complaintPages.details.rejected')}</h2>
        {complaint.rejectionReason && (
          <p className="complaint-pre">
            {t('complaintPages.details.rejectReason', { reason: complaint.rejectionReason })}
          </p>
        )}
      </section>
    );
  if (complaint.state !== 'accepted') return null;
  return (
    <section className="complaint-box complaint-box--done" data-testid="complaint-outcome">
      <h2>
        <ComplaintStateBadge state={complaint.state} resolution={complaint.resolution} />
      </h2>
      {autoAccepted && <p>{t('complaintPages.details.autoAccepted')}</p>}
      {complaint.resolution === 'replacement' && <p>{t('complaintPages.details.replacement')}</p>}
      {complaint.correction && (
        <>
          <p>
            {t('complaintPages.details.refunded', {
              number: complaint.correction.number,
              amount: formatPrice(
                complaint.correction.grossTotal,
                complaint.correction.currency as Currency,
                {
                  grouping: locale.grouping,
                },
              ),
            })}
          </p>
          <p>
            <a
              className="button"
              href={invoicePdfHref(locale, complaint.correction.pdfPath)}
              data-testid="complaint-correction-pdf"
            >
              {t('complaintPages.details.correctionPdf')} ({complaint.correction.number})
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The return: the RMA number large, and the shop's instructions for the parcel; on the customer's
 * page (`locale` given) the return label to print, in the page's language.
 */
export function ComplaintReturn({ complaint, locale }: { complaint: Shown; locale?: Locale }) {
  const t = useT();
  if (!complaint.returnInstructions) return null;
  return (
    <section className="complaint-box" aria-labelledby="complaint-return" data-testid="complaint-return">
      <h2 id="complaint-return">{t('complaintPages.details.rmaTitle', { rma: complaint.rmaNumber })}</h2>
      <p>{t('complaintPages.details.rmaText')}</p>
      <p className="complaint-pre">
        {t('complaints.returnInstructions', {
          rma: complaint.rmaNumber,
          address: complaint.returnInstructions.address,
        })}
      </p>
      {locale && (
        <p>
          <a
            className="button"
            href={`${generateAccount('complaint_return_label', { rmaNumber: complaint.rmaNumber })}?language=${locale.language}`}
            data-testid="complaint-return-label"
          >
            {t('complaintPages.details.returnLabel')}
          </a>
        </p>
      )}
    </section>
  );
}

function historyText(entry: ComplaintHistoryEntry, t: ReturnType<typeof useT>): string {
  switch (entry.action) {
    case 'filed':
      return t('complaintPages.history.created');
    case 'state':
    case 'autoAccepted':
      return entry.to ? t(`complaints.state.${entry.to}`) : t('complaintPages.history.created');
    case 'refund':
      return t('complaints.resolution.refund');
    case 'note':
      return t('complaintPages.history.note');
  }
}

/** The history of states (and, for the desk, notes), oldest first. */
export function ComplaintHistory({
  history,
  locale,
  showStaff,
}: {
  history: ComplaintHistoryEntry[];
  locale: Locale;
  showStaff: boolean;
}) {
  const t = useT();
  return (
    <ol className="complaint-history" data-testid="complaint-history">
      {history.map((entry, i) => (
        <li key={i}>
          <time dateTime={entry.at}>
            {formatDate(entry.at, locale.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <strong>{historyText(entry, t)}</strong>
          {entry.by === 'system' && (
            <span className="complaint-muted"> · {t('complaintPages.history.system')}</span>
          )}
          {showStaff && entry.staffName && (
            <span className="complaint-muted">
              {' '}
              · {t('complaintPages.history.by', { name: entry.staffName })}
            </span>
          )}
          {entry.text && <p className="complaint-pre">{entry.text}</p>}
        </li>
      ))}
    </ol>
  );
}

/** Facts, lines, description, files and history of a complaint. */
export function ComplaintBody({
  complaint,
  locale,
  today,
  audience,
}: {
  complaint: Shown;
  locale: Locale;
  today: string;
  audience: 'customer' | 'staff';
}) {
  const t = useT();
  const open = !isFinalState(complaint.state);
  return (
    <>
      <dl className="complaint-facts">
        <div>
          <dt>{t('complaintPages.details.state')}</dt>
          <dd>
            <ComplaintStateBadge state={complaint.state} resolution={complaint.resolution} />
          </dd>
        </div>
        <div>
          <dt>{t('complaintPages.details.invoice')}</dt>
          <dd>{complaint.invoiceNumber}</dd>
        </div>
        {complaint.orderNumber && (
          <div>
            <dt>{t('complaintPages.details.order')}</dt>
            <dd>
              {audience === 'customer' ? (
                <a
                  href={localHref(locale, 'order_history_new', {
                    module: 'orders',
                    path: 'details',
                    slug: complaint.orderNumber,
                  })}
                >
                  {complaint.orderNumber}
                </a>
              ) : (
                complaint.orderNumber
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('complaintPages.details.filed')}</dt>
          <dd>{formatDate(complaint.filedAt, locale.language)}</dd>
        </div>
        <div>
          <dt>{t('complaintPages.details.reason')}</dt>
          <dd>{t(`complaints.reason.${complaint.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('complaintPages.details.path')}</dt>
          <dd>{t(`complaints.path.${complaint.path}`)}</dd>
        </div>
        <div>
          <dt>{t('complaintPages.details.deadline')}</dt>
          <dd>
            <AnswerDeadline
              answerBy={complaint.answerBy}
              today={today}
              open={open}
              language={locale.language}
            />
          </dd>
        </div>
      </dl>
      {open && complaint.autoAccept && (
        <p className="complaint-muted">
          {t('complaintPages.pathTexts.autoAccept', { days: ANSWER_DAYS })}{' '}
          {t('complaintPages.pathTexts.answerBy', { date: formatDay(complaint.answerBy, locale.language) })}
        </p>
      )}
      <h2>{t('complaintPages.details.lines')}</h2>
      <table className="complaint-lines" data-testid="complaint-lines">
        <thead>
          <tr>
            <th scope="col">{t('complaintPages.form.line.symbol')}</th>
            <th scope="col" className="is-number">
              {t('complaintPages.form.line.quantity')}
            </th>
            <th scope="col" className="is-number">
              {t('orders.details.unitPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {complaint.lines.map((line) => (
            <tr key={line.position}>
              <th scope="row">
                {line.symbol}
                <span className="complaint-lines__description">{line.description}</span>
              </th>
              <td className="is-number" data-label={t('complaintPages.form.line.quantity')}>
                {line.quantity}
              </td>
              <td className="is-number" data-label={t('orders.details.unitPrice')}>
                {formatPrice(line.unitNet, complaint.currency as Currency, {
                  grouping: locale.grouping,
                  // Unit prices keep the decimals they have (0.0042), not the database's trailing zeros.
                  precision: Math.max(2, (line.unitNet.split('.')[1] ?? '').replace(/0+$/, '').length),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {complaint.description && (
        <>
          <h2>{t('complaintPages.details.description')}</h2>
          <p className="complaint-pre" data-testid="complaint-description">
            {complaint.description}
          </p>
        </>
      )}
      <h2>{t('complaintPages.details.files')}</h2>
      {complaint.files.length === 0 ? (
        <p className="complaint-muted">{t('complaintPages.details.noFiles')}</p>
      ) : (
        <ul className="complaint-attachments" data-testid="complaint-files">
          {complaint.files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download>
                {file.name}
              </a>{' '}
              <span className="complaint-muted">({formatSize(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('complaintPages.details.history')}</h2>
      <ComplaintHistory history={complaint.history} locale={locale} showStaff={audience === 'staff'} />
    </>
  );
}
