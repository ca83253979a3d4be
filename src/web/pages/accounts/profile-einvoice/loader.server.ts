import { redirect } from 'react-router';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/**
 * Profile pages are built on the customer services: every query is scoped by the session's
 * customer; without one the page asks to log in (data null).
 */
export default pageLoader(page, async (args) => {
  // The legacy request page of the service is the e-invoice settings now.
  if (args.match.name === 'einvoice_service_activation_request') {
    return redirect(localHref(args.locale, 'profile_einvoice'), 301);
  }
  return {
    meta: personalMeta(args, translator(args)('accounts.einvoice.title')),
    data: { state: args.customer ? await args.services.einvoice.state(args.customer.customerId) : null },
  };
});
