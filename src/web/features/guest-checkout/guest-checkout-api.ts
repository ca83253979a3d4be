import type {
  GuestAccount,
  GuestOrderInput,
  GuestOrderResponse,
} from '../../../common/contracts/guest-checkout';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import type { Language } from '../../../common/markets';
import { postJson, sendJson } from '../../lib/api';

/** The calls of guest checkout (ADR 083), by path: their names are the server's table's (routes.server). */
export const guestCheckoutApi = {
  /** `page`: the market and language the guest is on; the mail and the pages after it keep them. */
  place: (body: GuestOrderInput, page: { country: string; language: Language }, idempotencyKey: string) =>
    sendJson<GuestOrderResponse>(
      'POST',
      `/ajax/guest-order?country=${encodeURIComponent(page.country)}&language=${page.language}`,
      body,
      { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ),
  /** Registration's mailed code, to the order's e-mail: the account is made only for its owner. */
  sendCode: (email: string, language: Language) =>
    postJson<{ expiresIn: number }>('/ajax/registration/send-verification-code', { email, language }),
  createAccount: (token: string, body: GuestAccount) =>
    postJson<{ orderNumber: string; outcome: 'created' }>(
      `/ajax/guest-order/${encodeURIComponent(token)}/account`,
      body,
    ),
  attach: (token: string) =>
    postJson<{ orderNumber: string; outcome: 'attached' }>(
      `/ajax/guest-order/${encodeURIComponent(token)}/attach`,
      {},
    ),
};
