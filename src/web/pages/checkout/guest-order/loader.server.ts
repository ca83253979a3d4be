import { AppError } from '../../../../common/errors';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** Only a valid, unexpired link opens the order; anything else is the shop's 404 page. */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const token = args.match.params.token ?? '';
  try {
    const view = await args.services.guestCheckout.view(token, args.locale.language);
    return {
      meta: {
        ...personalMeta(args, t('guest.statusTitle', { orderNumber: view.order.orderNumber })),
        noindex: true,
      },
      data: { token, view, loggedIn: args.customer !== null },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
