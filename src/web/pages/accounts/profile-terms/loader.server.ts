import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)('account.terms.title')),
  data: { terms: args.customer ? await args.services.customers.terms(args.customer.customerId) : null },
}));
