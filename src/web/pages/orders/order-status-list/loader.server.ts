import { redirect } from 'react-router';
import { OrderStatusListQuerySchema } from '../../../../common/contracts/orders';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** The list's page and status from the address; anything unreadable falls back to the first page. */
function listQuery(url: URL) {
  const raw: Record<string, string> = {};
  for (const key of ['page', 'perPage', 'status']) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = OrderStatusListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : OrderStatusListQuerySchema.parse({});
}

export default pageLoader(page, async (args) => {
  // /Profile/Orders/{action} of the old customer area: the order history answers it (issue 19).
  if (args.match.name === 'profile_module') {
    return redirect(
      localHref(
        args.locale,
        args.match.params.module === 'Orders' ? 'order_history_new_home' : 'invoices_list',
      ),
      302,
    );
  }
  return {
    meta: personalMeta(args, translator(args)('orders.list.title')),
    // Scoped by the session's customer: nobody sees another customer's orders.
    data: {
      list: args.customer
        ? await args.services.orders.list(args.customer.customerId, listQuery(args.url))
        : null,
    },
  };
});
