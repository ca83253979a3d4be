import type { OfferCreate, StaffOffer } from '../../../common/contracts/offers';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generateDesk } from '../../../common/routes-desk';
import { postJson } from '../../lib/api';

/** The desk's special-offer calls (ADR 054), apart from the customer's (ADR 085). */
export const offerDeskApi = {
  /** `key`: one per filled-in form, so a double submit makes one offer. */
  create: (input: OfferCreate, key: string) =>
    postJson<StaffOffer>(generateDesk('staff_offer_create'), input, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  withdraw: (id: number) => postJson<void>(generateDesk('staff_offer_withdraw', { id }), {}),
};
