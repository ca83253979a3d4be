import { StaffOfferListQuerySchema } from '../../../../common/contracts/offers';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** Sales make and withdraw offers; admin may read them. The address holds the page and the customer filter. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = StaffOfferListQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  const query = asked.success ? asked.data : StaffOfferListQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'offers.staff.title'),
    data: { staff, query, list: await args.services.offers.staffList(query, args.locale.language) },
  };
});
