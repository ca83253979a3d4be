import type { Locale } from '../../lib/locale';
import { generateAccount } from '../../../common/routes-account';
import type { OrderRequestConfirmed, OrderRequestSent } from '../../../common/order-requests';
import { postJson } from '../../lib/api';

/** The page's market and language, as checkout sends them: the pages after placing keep them. */
function pageQuery(locale: Pick<Locale, 'language' | 'prefix'>): string {
  const query = new URLSearchParams({ language: locale.language });
  if (locale.prefix._country) query.set('country', locale.prefix._country);
  return `?${query}`;
}

/** The order request calls (spec §7 activate-order-request, ADR 084), by their named routes. */
export const orderRequestsApi = {
  activate: (orderNumber: string, note: string) =>
    postJson<OrderRequestSent>(
      generateAccount('order_activate_order_request', { orderNumber }),
      note ? { note } : {},
    ),
  confirm: (token: string, locale: Locale) =>
    postJson<OrderRequestConfirmed>(`${generateAccount('order_request_confirm')}${pageQuery(locale)}`, {
      token,
      termsAccepted: true,
    }),
  cancel: (token: string, reason: string) =>
    postJson<{ orderNumber: string; status: 'cancelled' }>(generateAccount('order_request_cancel'), {
      token,
      reason,
    }),
};
