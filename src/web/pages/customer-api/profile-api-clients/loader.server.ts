import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { ProfileApiClientsData } from './profile-api-clients-page';
import page from './page';

/**
 * The company's API clients and webhooks, scoped by the session's customer; without a customer the
 * page asks to log in. Persons have no API (the page says so).
 */
export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('customerApi.settings.title'));
  const customer = args.customer;
  const data: ProfileApiClientsData =
    customer && (customer.customerType === 'company' || customer.customerType === 'sole_trader')
      ? { settings: await args.services.customerApi.settings(customer.customerId), allowed: true }
      : { settings: null, allowed: false };
  return { meta, data };
});
