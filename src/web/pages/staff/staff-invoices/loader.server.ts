import { filledQuery } from '../../loader-support.server';
import { StaffInvoiceSearchQuerySchema } from '../../../../common/contracts/invoices';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The search as the address holds it; an address with nonsense in it shows the latest invoices. */
export default staffPage(page, ['support', 'admin'], async (args, staff) => {
  const asked = StaffInvoiceSearchQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : StaffInvoiceSearchQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'invoices.desk.title'),
    data: { staff, query, list: await args.services.invoices.search(query) },
  };
});
