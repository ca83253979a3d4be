import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { ProfileApprovalsData } from './profile-approvals-page';
import page from './page';

/** The company's waiting orders for an approver; a colleague who does not approve sees none. */
export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('approvals.title'));
  const customer = args.customer;
  const actor = customer
    ? await args.services.cart.actorOf(customer.customerId, customer.contactPerson.crc, args.locale.language)
    : null;
  const data: ProfileApprovalsData = {
    pending: actor
      ? await args.services.checkout.pendingApprovals({
          customerId: actor.customerId,
          contactPersonId: actor.contactPersonId,
        })
      : null,
  };
  return { meta, data };
});
