import { AppError } from '../../../../common/errors';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, locale } = args;
  const t = translator(args);
  const orderNumber = args.match.params.orderNumber ?? '';
  if (!customer) return { meta: personalMeta(args, t('orders.list.title')), data: { order: null } };
  try {
    const order = await args.services.orders.details(customer.customerId, orderNumber, locale.language);
    return { meta: personalMeta(args, t('orders.details.title', { orderNumber })), data: { order } };
  } catch (error) {
    // Another customer's order, a cart, a number that never existed: the same 404 page.
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
