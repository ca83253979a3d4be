/**
 * What the tenders' customer pages ask of the session (ADR 070): the session's customer as the
 * tenders service knows a viewer (customer and contact person), or null for visitors and sessions
 * whose contact person is gone (the page then asks for a login).
 */
import type { PageLoadArgs } from '../loader-support.server';

export async function tenderViewer(args: PageLoadArgs) {
  if (!args.customer) return null;
  const actor = await args.services.cart.actorOf(
    args.customer.customerId,
    args.customer.contactPerson.crc,
    args.locale.language,
  );
  return actor ? { customerId: actor.customerId, contactPersonId: actor.contactPersonId } : null;
}
