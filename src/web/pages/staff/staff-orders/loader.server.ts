import { filledQuery } from '../../loader-support.server';
import { StaffOrderSearchQuerySchema } from '../../../../common/contracts/order-desk';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The search as the address holds it; an address with nonsense in it shows the latest orders. */
export default staffPage(page, ['support', 'admin'], async (args, staff) => {
  const asked = StaffOrderSearchQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : StaffOrderSearchQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'orderDesk.title'),
    data: { staff, query, list: await args.services.orderDesk.search(query) },
  };
});
