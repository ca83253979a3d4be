import { filledQuery } from '../../loader-support.server';
import { RfqDeskQuerySchema } from '../../../../common/contracts/rfq-desk';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole inbox. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = RfqDeskQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : RfqDeskQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'rfqDesk.inbox.title'),
    data: { staff, query, list: await args.services.rfqStaff.inbox(query, staff.id) },
  };
});
