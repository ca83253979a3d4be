import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { invoicesQueries } from './invoices-api';
import { InvoiceTable } from './invoice-table';

/**
 * The invoices of one order, shown beside its details (issue 19): self-contained, it asks for them
 * itself, so the order pages need one line to show it.
 */
export function OrderInvoices({ orderNumber, locale }: { orderNumber: string; locale: Locale }) {
  const t = useT();
  const query = useQuery(invoicesQueries.ofOrder(orderNumber));
  return (
    <section className="invoice-page invoice-order" data-testid="order-invoices" aria-busy={query.isPending}>
      <h2>{t('invoices.order.title')}</h2>
      {query.data && query.data.items.length > 0 ? (
        <InvoiceTable items={query.data.items} locale={locale} showOrder={false} />
      ) : query.data ? (
        <p className="invoice-empty">{t('invoices.order.none')}</p>
      ) : null}
    </section>
  );
}
