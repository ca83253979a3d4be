import { filledQuery } from '../../loader-support.server';
import { DiscountListQuerySchema } from '../../../../common/contracts/discounts';
import { MARKETS } from '../../../../common/markets';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  // A hand-edited address with a bad filter shows the unfiltered list rather than an error page.
  const asked = DiscountListQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : DiscountListQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'discounts.desk.title'),
    data: {
      staff,
      query,
      countries: MARKETS.map((market) => market.country),
      list: await args.services.discounts.list(query),
    },
  };
});
