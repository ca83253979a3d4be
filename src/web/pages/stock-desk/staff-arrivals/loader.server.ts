import { StockArrivalListQuerySchema } from '../../../../common/contracts/backorders';
import { filledQuery } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/**
 * The same roles as the calls (modules/stock-desk). The filter as the address holds it; an address
 * with nonsense in it shows the latest arrivals.
 */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = StockArrivalListQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : StockArrivalListQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'backorders.desk.title'),
    data: { staff, query, list: await args.services.stockArrivals.list(query) },
  };
});
