import { InvoiceListQuerySchema } from '../../../../common/contracts/invoices';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** The view and page from the address; anything unreadable falls back to the first page of all. */
function listQuery(url: URL) {
  const raw: Record<string, string> = {};
  for (const key of ['view', 'page', 'perPage']) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = InvoiceListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : InvoiceListQuerySchema.parse({});
}

export default pageLoader(page, async (args) => {
  const query = listQuery(args.url);
  return {
    meta: personalMeta(args, translator(args)('invoices.title')),
    // Scoped by the session's customer: nobody sees another customer's invoices.
    data: {
      view: query.view,
      list: args.customer ? await args.services.invoices.list(args.customer.customerId, query) : null,
    },
  };
});
