import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { ComplaintStateBadge } from './complaint-bits';
import { complaintsQueries } from './complaints-api';
import './complaints.css';

/**
 * The complaints of one order, beside its details in the order history (issue 19, spec §7
 * order-history GET complaints): self-contained, it asks for them itself; with the order's VAT
 * invoice it offers a complaint form with that invoice chosen.
 */
export function OrderComplaints({
  orderNumber,
  invoiceNumber,
  locale,
}: {
  orderNumber: string;
  /** The order's VAT invoice, when it has one: complaints are filed against it. */
  invoiceNumber: string | null;
  locale: Locale;
}) {
  const t = useT();
  const query = useQuery(complaintsQueries.ofOrder(orderNumber));
  return (
    <section
      className="complaint-page complaint-block"
      aria-labelledby="order-complaints"
      aria-busy={query.isPending}
      data-testid="order-complaints"
    >
      <h2 id="order-complaints">{t('complaintPages.order.title')}</h2>
      {query.data && query.data.items.length > 0 ? (
        <ul>
          {query.data.items.map((item) => (
            <li key={item.rmaNumber} data-testid="order-complaint">
              <a href={localHref(locale, 'complaint_view', { rmaNumber: item.rmaNumber })}>
                {item.rmaNumber}
              </a>{' '}
              · {t(`complaints.reason.${item.reason}`)} ·{' '}
              <ComplaintStateBadge state={item.state} resolution={item.resolution} />
            </li>
          ))}
        </ul>
      ) : query.data ? (
        <p className="complaint-muted">{t('complaintPages.order.none')}</p>
      ) : null}
      {invoiceNumber && (
        <a
          className="button"
          href={`${localHref(locale, 'complaint_form')}?invoice=${encodeURIComponent(invoiceNumber)}`}
          data-testid="order-complaint-file"
        >
          {t('complaintPages.order.file')}
        </a>
      )}
    </section>
  );
}
