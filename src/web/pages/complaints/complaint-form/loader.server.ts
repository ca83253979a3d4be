import { invoiceNumberOfParam, INVOICE_NUMBER_PARAM } from '../../../../common/complaints';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import { complaintPages, complaintViewer } from '../complaints-port.server';
import page from './page';

const INVOICE_PARAM = new RegExp(`^${INVOICE_NUMBER_PARAM}$`);

/**
 * The form's invoices: the first page of the customer's VAT invoices that something can still be
 * complained of (complaint/invoices; a proforma, a correction or a cancelled one is not). `?invoice=` preselects one, printed (slashes) or as in an address (dashes); the
 * invoice call checks it is the customer's.
 */
export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('complaintPages.form.title'));
  const viewer = await complaintViewer(args);
  if (!viewer) return { meta, data: { view: 'login' as const } };
  // The picker's first page: own VAT invoices with something still complainable (the rest by search).
  const invoices = await complaintPages(args.services).invoices(viewer, { page: 1, q: '' });
  const asked = (args.url.searchParams.get('invoice') ?? '').trim().replaceAll('/', '-');
  const preselected = INVOICE_PARAM.test(asked) ? invoiceNumberOfParam(asked) : null;
  return { meta, data: { view: 'form' as const, invoices, preselected } };
});
