import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { PageLoadArgs } from '../../loader-support.server';
import page from './page';

/** The list with each one's buyer rights (ADR 078), as the viewer may see them; null without a person. */
async function contactPersonsOf(args: PageLoadArgs) {
  const customer = args.customer!;
  const actor = await args.services.cart.actorOf(
    customer.customerId,
    customer.contactPerson.crc,
    args.locale.language,
  );
  return actor
    ? args.services.customers.contactPersonsWithRights(customer.customerId, actor.contactPersonId)
    : null;
}

export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)('accounts.contacts.title')),
  data: {
    contactPersons: args.customer ? await contactPersonsOf(args) : null,
    // Scoped by the session's customer: nobody sees another customer's accesses.
    officeAccesses: args.customer
      ? await args.services.staff.officeAccessesOf(args.customer.customerId)
      : null,
  },
}));
