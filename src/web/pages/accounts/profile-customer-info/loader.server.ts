import { ALERT_LIST_DEFAULT_PER_PAGE } from '../../../../common/contracts/alerts';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, services, locale } = args;
  const meta = personalMeta(args, translator(args)('accounts.info.title'));
  if (!customer) return { meta, data: null };
  // Alerts are the logged-in contact person's own (ADR 039), told apart as favourites do.
  const viewer = await services.favourites.viewerOf(customer);
  const noAlerts = { items: [], total: 0, page: 1, perPage: ALERT_LIST_DEFAULT_PER_PAGE };
  const [info, methods, alerts] = await Promise.all([
    services.customerInfo.info(customer.customerId),
    services.customerInfo.methodChoices(locale.language),
    viewer
      ? services.alerts.list(viewer, { page: 1, perPage: ALERT_LIST_DEFAULT_PER_PAGE }, locale.language)
      : noAlerts,
  ]);
  return {
    meta,
    data: { info, deliveryMethods: methods.delivery, paymentMethods: methods.payment, alerts },
  };
});
