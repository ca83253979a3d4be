import { AppError } from '../../../../common/errors';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, locale } = args;
  const t = translator(args);
  const orderNumber = args.match.params.orderNumber ?? '';
  if (!customer)
    return { meta: personalMeta(args, t('orders.list.title')), data: { order: null, approvals: [] } };
  try {
    const order = await args.services.orders.details(customer.customerId, orderNumber, locale.language);
    // The approval audit (ADR 078): empty for an order that never needed approval.
    const approvals = await args.services.checkout.approvalEvents(customer.customerId, orderNumber);
    return {
      meta: personalMeta(args, t('orders.details.title', { orderNumber })),
      data: { order, approvals },
    };
  } catch (error) {
    // Another customer's order, a cart, a number that never existed: the same 404 page.
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
