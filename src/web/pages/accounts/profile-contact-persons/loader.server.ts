import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)('accounts.contacts.title')),
  data: {
    contactPersons: args.customer
      ? await args.services.customers.contactPersons(args.customer.customerId)
      : null,
  },
}));
