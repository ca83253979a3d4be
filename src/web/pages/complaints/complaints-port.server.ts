/**
 * What the complaints' pages ask of the complaints module (ADR 065), in one place: the loaders of
 * the customer's and the desk's pages call the same service as the API, as the same viewer.
 */
import type { Services } from '../../../server/services';
import type { PageLoadArgs } from '../loader-support.server';

/**
 * The session's customer as the complaints service knows a viewer (customer and contact person),
 * or null for visitors and sessions whose contact person is gone (the page then asks for a login).
 */
export async function complaintViewer(args: PageLoadArgs) {
  if (!args.customer) return null;
  const actor = await args.services.cart.actorOf(
    args.customer.customerId,
    args.customer.contactPerson.crc,
    args.locale.language,
  );
  return actor ? { customerId: actor.customerId, contactPersonId: actor.contactPersonId } : null;
}

export const complaintPages = (services: Services) => services.complaints;
