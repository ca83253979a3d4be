import { filledQuery } from '../../loader-support.server';
import { COMPLAINT_DESK_ROLES } from '../../../../common/complaints';
import { ComplaintDeskQuerySchema } from '../../../../common/contracts/complaints';
import { complaintPages } from '../../complaints/complaints-port.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the open complaints. */
export default staffPage(page, COMPLAINT_DESK_ROLES, async (args, staff) => {
  const asked = ComplaintDeskQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : ComplaintDeskQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'complaintPages.desk.title'),
    data: { staff, query, list: await complaintPages(args.services).inbox(query) },
  };
});
