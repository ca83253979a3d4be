import { redirect } from 'react-router';
import { HistoryListQuerySchema } from '../../../../common/contracts/order-history';
import { AppError } from '../../../../common/errors';
import { localHref } from '../../../lib/locale';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { OrderHistoryData } from './order-history-page';
import page from './page';

/** The list's query from the address; anything unreadable shows the first page unfiltered. */
function listQuery(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ''));
  const parsed = HistoryListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : HistoryListQuerySchema.parse({});
}

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const { module, path, slug } = args.match.params;
  // The old middleware address of the history.
  if (args.match.name === 'order_history_mw')
    return redirect(localHref(args.locale, 'order_history_new_home'), 301);
  const details = args.match.name === 'order_history_new';
  if ((module !== undefined && module !== 'orders') || (details && path !== 'details')) return notFound(args);
  const query = listQuery(args.url);
  const meta = personalMeta(
    args,
    details ? t('orderHistory.details.title', { orderNumber: slug ?? '' }) : t('orderHistory.title'),
  );
  if (!args.customer) return { meta, data: { view: 'login' } satisfies OrderHistoryData };
  const actor = await args.services.cart.actorOf(
    args.customer.customerId,
    args.customer.contactPerson.crc,
    args.locale.language,
  );
  if (!actor) return { meta, data: { view: 'login' } satisfies OrderHistoryData };
  const viewer = { customerId: actor.customerId, contactPersonId: actor.contactPersonId };
  if (details) {
    try {
      const found = await args.services.orderHistory.details(viewer, slug ?? '', args.locale.language);
      return { meta, data: { view: 'details', details: found } satisfies OrderHistoryData };
    } catch (error) {
      // Another customer's order, a colleague's one may not see, a number that never existed: one 404.
      if (error instanceof AppError && error.status === 404) return notFound(args);
      throw error;
    }
  }
  const list = await args.services.orderHistory.list(viewer, query);
  return { meta, data: { view: 'list', list, query } satisfies OrderHistoryData };
});
