import { INVOICE_LIST_MAX_PER_PAGE } from '../../../../common/contracts/invoices';
import { invoiceNumberOfParam, INVOICE_NUMBER_PARAM } from '../../../../common/complaints';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

const INVOICE_PARAM = new RegExp(`^${INVOICE_NUMBER_PARAM}$`);

/**
 * The form's invoices: the customer's newest VAT invoices (a proforma or a correction is not
 * complained of). `?invoice=` preselects one, printed (slashes) or as in an address (dashes); the
 * invoice call checks it is the customer's.
 */
export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('complaintPages.form.title'));
  if (!args.customer) return { meta, data: { view: 'login' as const } };
  const list = await args.services.invoices.list(args.customer.customerId, {
    view: 'all',
    page: 1,
    perPage: INVOICE_LIST_MAX_PER_PAGE,
  });
  const invoices = list.items.filter((i) => i.kind === 'invoice' && !i.cancelled);
  const asked = (args.url.searchParams.get('invoice') ?? '').trim().replaceAll('/', '-');
  const preselected = INVOICE_PARAM.test(asked) ? invoiceNumberOfParam(asked) : null;
  return { meta, data: { view: 'form' as const, invoices, preselected } };
});
