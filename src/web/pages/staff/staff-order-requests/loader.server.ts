import { StaffOrderRequestQuerySchema } from '../../../../common/contracts/order-request-desk';
import { filledQuery } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/**
 * The same roles as the call (modules/order-requests). The state as the address holds it; an
 * address with nonsense in it shows the latest requests.
 */
export default staffPage(page, ['support', 'admin'], async (args, staff) => {
  const asked = StaffOrderRequestQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : StaffOrderRequestQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'orderRequests.desk.title'),
    data: { staff, query, list: await args.services.orderRequests.deskList(query) },
  };
});
