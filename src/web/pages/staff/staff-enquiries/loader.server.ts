import { filledQuery } from '../../loader-support.server';
import { EnquiryDeskQuerySchema } from '../../../../common/enquiries';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole inbox. */
export default staffPage(page, ['support', 'sales', 'admin'], async (args, staff) => {
  const asked = EnquiryDeskQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : EnquiryDeskQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'enquiries.desk.inbox.title'),
    data: { staff, query, list: await args.services.enquiries.inbox(query, staff.id) },
  };
});
