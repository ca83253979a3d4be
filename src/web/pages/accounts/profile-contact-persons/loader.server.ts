import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)('accounts.contacts.title')),
  data: {
    contactPersons: args.customer
      ? await args.services.customers.contactPersons(args.customer.customerId)
      : null,
    // Scoped by the session's customer: nobody sees another customer's accesses.
    officeAccesses: args.customer
      ? await args.services.staff.officeAccessesOf(args.customer.customerId)
      : null,
  },
}));
