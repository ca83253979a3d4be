/** Checkout calls of the browser (spec §7): order form, lockers, finishing, paying again. */
import type {
  AccessPointsResponse,
  CheckoutSummary,
  FinishResponse,
  OrderForm,
} from '../../../common/contracts/checkout';
import type { ErrorBody } from '../../../common/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generate } from '../../../common/routes';
import { ApiError, getJson } from '../../lib/api';

async function send<T>(
  method: 'PATCH' | 'POST',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const errorBody = parsed as ErrorBody | undefined;
    throw new ApiError(
      errorBody && typeof errorBody.message === 'string'
        ? errorBody
        : { error: response.statusText, code: response.status, erpCode: null, message: '', issues: [] },
    );
  }
  return parsed as T;
}

/** The page's language: method names and messages come back in it. */
const lang = (language?: string) => (language ? `?language=${encodeURIComponent(language)}` : '');

export const checkoutApi = {
  saveForm: (orderNumber: string, form: OrderForm, language?: string) =>
    send<CheckoutSummary>('PATCH', `${generate('order_form_save', { orderNumber })}${lang(language)}`, form),
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
    send<FinishResponse>(
      'POST',
      `${generate('order_finish', { orderNumber })}?${pageLocaleQuery(page)}`,
      { termsAccepted: true },
      { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ),
  payAgain: (orderNumber: string, page: PageLocale) =>
    send<FinishResponse>(
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
