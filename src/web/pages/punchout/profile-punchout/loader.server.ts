import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { ProfilePunchoutData } from './profile-punchout-page';
import page from './page';

/**
 * The company's PunchOut configurations, scoped by the session's customer; without a customer the
 * page asks to log in. Persons have none to manage (the page says so).
 */
export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('punchout.settings.title'));
  const customer = args.customer;
  const data: ProfilePunchoutData = !customer
    ? { list: null, allowed: false }
    : customer.customerType === 'company' || customer.customerType === 'sole_trader'
      ? { list: await args.services.punchout.list(customer.customerId), allowed: true }
      : { list: null, allowed: false };
  return { meta, data };
});
