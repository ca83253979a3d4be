/** Checkout calls of the browser (spec §7), through the one API client: order form, lockers, finishing, paying again. */
import type {
  AccessPointsResponse,
  CheckoutSummary,
  FinishResponse,
  OrderForm,
} from '../../../common/contracts/checkout';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generateAccount } from '../../../common/routes-account';
import { getJson, sendJson } from '../../lib/api';
import { STALE_TIME_MS, useInvalidatingMutation } from '../../lib/queries';

/** The page's language: method names and messages come back in it. */
const lang = (language?: string) => (language ? `?language=${encodeURIComponent(language)}` : '');

export const checkoutApi = {
  saveForm: (orderNumber: string, form: OrderForm, language?: string) =>
    sendJson<CheckoutSummary>(
      'PATCH',
      `${generateAccount('order_form_save', { orderNumber })}${lang(language)}`,
      form,
    ),
  summary: (orderNumber: string, language?: string) =>
    getJson<CheckoutSummary>(`${generateAccount('cart_step_2', { orderNumber })}${lang(language)}`),
  lockers: (query: { q?: string; id?: string; country?: string }) => {
    const params = new URLSearchParams({ country: query.country ?? 'pl' });
    if (query.q) params.set('q', query.q);
    if (query.id) params.set('id', query.id);
    return getJson<AccessPointsResponse>(`${generateAccount('ajax_access_points')}?${params}`);
  },
  /** `page` is the locale the buyer is on: the confirmation and payment pages that follow keep it. */
  /** `special`: an order of a non-end-user mode (spec §7 finish-special). */
  finish: (orderNumber: string, idempotencyKey: string, page: PageLocale, special = false) =>
    sendJson<FinishResponse>(
      'POST',
      `${generateAccount(special ? 'order_finish_special' : 'order_finish', { orderNumber })}?${pageLocaleQuery(page)}`,
      { termsAccepted: true },
      { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ),
  payAgain: (orderNumber: string, page: PageLocale) =>
    sendJson<FinishResponse>(
      'POST',
      `${generateAccount('order_payment_retry', { orderNumber })}?${pageLocaleQuery(page)}`,
      {},
    ),
};

/** Query keys of checkout: a change names what it invalidates here, once. */
const keys = {
  summary: ['checkout', 'summary'] as const,
};

/** TanStack Query options of checkout's data (fresh for 5 minutes, spec §9). */
export const checkoutQueries = {
  /** An order's summary (lines, choices, totals, what is missing), texts in `language`. */
  summary: (orderNumber: string, language: string) =>
    queryOptions({
      queryKey: [...keys.summary, orderNumber, language],
      queryFn: () => checkoutApi.summary(orderNumber, language),
      staleTime: STALE_TIME_MS,
    }),
};

/** Saving the order form: the order's summary refetches (mode "23" orders change on the server after a save). */
export const useSaveOrderForm = () =>
  useInvalidatingMutation(
    (save: { orderNumber: string; form: OrderForm; language?: string }) =>
      checkoutApi.saveForm(save.orderNumber, save.form, save.language),
    [keys.summary],
  );
/**
 * Placing the order. A refusal (out of stock, a price changed) refetches the summary, so the page
 * shows the order as the server has it now; a success leaves the page.
 */
export function useFinishOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (finish: {
      orderNumber: string;
      idempotencyKey: string;
      page: PageLocale;
      special?: boolean;
    }) => checkoutApi.finish(finish.orderNumber, finish.idempotencyKey, finish.page, finish.special),
    onError: () => client.invalidateQueries({ queryKey: keys.summary }),
  });
}
/** Paying again for an order whose payment failed; the payment operator's page follows. */
export const usePayAgain = () =>
  useMutation({
    mutationFn: (retry: { orderNumber: string; page: PageLocale }) =>
      checkoutApi.payAgain(retry.orderNumber, retry.page),
  });

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
