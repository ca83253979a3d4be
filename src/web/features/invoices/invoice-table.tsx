import { useState } from 'react';
import type { InvoiceSummary } from '../../../common/contracts/invoices';
import { formatDate, formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useProformaAction } from './invoices-api';
import './invoices.css';

/** The PDF's (or the e-invoice XML's) address in the page's locale (the API gives it without a prefix). */
function pdfHref(locale: Locale, pdfPath: string): string {
  const [, type = 'history', number = '0', extension] =
    /^\/invoices\/(\w+)\/(\d+)\.(pdf|xml)$/.exec(pdfPath) ?? [];
  return localHref(locale, extension === 'xml' ? 'invoice_xml' : 'invoice_pdf', { type, number });
}

function StateBadge({ invoice }: { invoice: InvoiceSummary }) {
  const t = useT();
  const state = invoice.cancelled
    ? 'cancelled'
    : invoice.paid
      ? 'paid'
      : invoice.overdue
        ? 'overdue'
        : 'unpaid';
  return <span className={`invoice-state invoice-state--${state}`}>{t(`invoices.state.${state}`)}</span>;
}

/**
 * Invoices as a table (cards under 768 px): number, kind, order, dates, gross, state, the PDF link
 * and, for an unpaid proforma, cancel and delete. `onChanged` is told after an action succeeded.
 */
export function InvoiceTable({
  items,
  locale,
  showOrder = true,
  onChanged,
}: {
  items: InvoiceSummary[];
  locale: Locale;
  showOrder?: boolean;
  onChanged?: () => void;
}) {
  const t = useT();
  const action = useProformaAction();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const run = (invoice: InvoiceSummary, how: 'cancel' | 'delete') => {
    if (how === 'delete' && !window.confirm(t('invoices.confirmDelete', { number: invoice.number }))) return;
    action.mutate(
      { id: invoice.id, how },
      {
        onSuccess: () => {
          setMessage({
            text: t(how === 'cancel' ? 'invoices.cancelled' : 'invoices.deleted', { number: invoice.number }),
            error: false,
          });
          onChanged?.();
        },
        onError: (error) =>
          setMessage({ text: error instanceof ApiError ? error.message : String(error), error: true }),
      },
    );
  };
  return (
    <>
      <p
        className={message?.error ? 'invoice-message is-error' : 'invoice-message'}
        role="status"
        aria-live="polite"
      >
        {message?.text}
      </p>
      {/* A wide table (long labels, big sums) scrolls in its own box, never the page. */}
      <div className="table-scroll">
        <table className="invoice-table" data-testid="invoice-table">
          <thead>
            <tr>
              <th scope="col">{t('invoices.columns.number')}</th>
              <th scope="col">{t('invoices.columns.kind')}</th>
              {showOrder && <th scope="col">{t('invoices.columns.order')}</th>}
              <th scope="col">{t('invoices.columns.issued')}</th>
              <th scope="col">{t('invoices.columns.due')}</th>
              <th scope="col" className="is-number">
                {t('invoices.columns.gross')}
              </th>
              <th scope="col">{t('invoices.columns.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('invoices.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((invoice) => (
              <tr key={invoice.id} data-testid="invoice-row">
                <th scope="row" className="invoice-table__number">
                  {invoice.number}
                  {invoice.corrects && (
                    <span className="invoice-table__sub">
                      {t('invoices.corrects', { number: invoice.corrects })}
                    </span>
                  )}
                </th>
                <td data-label={t('invoices.columns.kind')}>{t(`invoices.kind.${invoice.kind}`)}</td>
                {showOrder && <td data-label={t('invoices.columns.order')}>{invoice.orderNumber ?? '—'}</td>}
                <td data-label={t('invoices.columns.issued')}>
                  {formatDate(invoice.issuedAt, locale.language)}
                </td>
                <td data-label={t('invoices.columns.due')}>
                  {invoice.dueDate && !invoice.paid ? formatDate(invoice.dueDate, locale.language) : '—'}
                </td>
                <td data-label={t('invoices.columns.gross')} className="is-number">
                  {formatPrice(invoice.grossTotal, invoice.currency as Currency, {
                    grouping: locale.grouping,
                  })}
                </td>
                <td data-label={t('invoices.columns.state')}>
                  <StateBadge invoice={invoice} />
                </td>
                <td className="invoice-table__actions-cell">
                  <div className="invoice-table__actions">
                    <a
                      className="button"
                      href={pdfHref(locale, invoice.pdfPath)}
                      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                      data-testid="invoice-pdf"
                    >
                      {t('invoices.download')}
                    </a>
                    {invoice.xmlPath && (
                      <a
                        className="button"
                        href={pdfHref(locale, invoice.xmlPath)}
                        aria-label={t('invoices.downloadXmlLabel', { number: invoice.number })}
                        data-testid="invoice-xml"
                      >
                        {t('invoices.downloadXml')}
                      </a>
                    )}
                    {invoice.kind === 'invoice' && !invoice.cancelled && (
                      // A complaint is filed against a VAT invoice (issue 19): the form opens with it chosen.
                      <a
                        className="button"
                        href={`${localHref(locale, 'complaint_form')}?invoice=${encodeURIComponent(invoice.number)}`}
                        aria-label={t('complaintPages.invoiceLinkLabel', { number: invoice.number })}
                        data-testid="invoice-complain"
                      >
                        {t('complaintPages.invoiceLink')}
                      </a>
                    )}
                    {invoice.canCancel && (
                      <button
                        type="button"
                        className="button"
                        disabled={action.isPending}
                        aria-label={t('invoices.cancelLabel', { number: invoice.number })}
                        onClick={() => run(invoice, 'cancel')}
                      >
                        {t('invoices.cancel')}
                      </button>
                    )}
                    {invoice.canDelete && (
                      <button
                        type="button"
                        className="button"
                        disabled={action.isPending}
                        aria-label={t('invoices.deleteLabel', { number: invoice.number })}
                        onClick={() => run(invoice, 'delete')}
                      >
                        {t('invoices.delete')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
