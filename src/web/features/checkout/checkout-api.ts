/** Checkout calls of the browser (spec §7), through the one API client: order form, lockers, finishing, paying again. */
import type {
  AccessPointsResponse,
  CheckoutSummary,
  FinishResponse,
  OrderForm,
} from '../../../common/contracts/checkout';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generate } from '../../../common/routes';
import { getJson, sendJson } from '../../lib/api';

/** The page's language: method names and messages come back in it. */
const lang = (language?: string) => (language ? `?language=${encodeURIComponent(language)}` : '');

export const checkoutApi = {
  saveForm: (orderNumber: string, form: OrderForm, language?: string) =>
    sendJson<CheckoutSummary>(
      'PATCH',
      `${generate('order_form_save', { orderNumber })}${lang(language)}`,
      form,
    ),
  summary: (orderNumber: string, language?: string) =>
    getJson<CheckoutSummary>(`${generate('cart_step_2', { orderNumber })}${lang(language)}`),
  lockers: (query: { q?: string; id?: string; country?: string }) => {
    const params = new URLSearchParams({ country: query.country ?? 'pl' });
    if (query.q) params.set('q', query.q);
    if (query.id) params.set('id', query.id);
    return getJson<AccessPointsResponse>(`${generate('ajax_access_points')}?${params}`);
  },
  /** `page` is the locale the buyer is on: the confirmation and payment pages that follow keep it. */
  finish: (orderNumber: string, idempotencyKey: string, page: PageLocale) =>
    sendJson<FinishResponse>(
      'POST',
      `${generate('order_finish', { orderNumber })}?${pageLocaleQuery(page)}`,
      { termsAccepted: true },
      { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ),
  payAgain: (orderNumber: string, page: PageLocale) =>
    sendJson<FinishResponse>(
      'POST',
      `${generate('order_payment_retry', { orderNumber })}?${pageLocaleQuery(page)}`,
      {},
    ),
};

interface PageLocale {
  language: string;
  prefix: { _country?: string };
}

function pageLocaleQuery(page: PageLocale): URLSearchParams {
  const query = new URLSearchParams({ language: page.language });
  if (page.prefix._country) query.set('country', page.prefix._country);
  return query;
}

/** One key per page view: a second click (or a retry after a network error) cannot place twice. */
export { newIdempotencyKey } from '../../../common/idempotency';
