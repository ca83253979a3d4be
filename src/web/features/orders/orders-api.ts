import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { Language } from '../../../common/markets';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';

/** Calls of the order status pages (the same contracts the server validates with). */
export const ordersApi = {
  details: (orderNumber: string, language: Language) =>
    getJson<OrderDetails>(
      `${generateAccount('order_status_details_data', { orderNumber })}?language=${language}`,
    ),
  cancel: (orderNumber: string, language: Language) =>
    postJson<OrderDetails>(`${generateAccount('order_cancel', { orderNumber })}?language=${language}`, {}),
};

/** Query keys of the orders: a change names what it invalidates here, once. */
const keys = {
  details: ['orders', 'details'] as const,
};

/** TanStack Query options of the order status pages (fresh for 5 minutes, spec §9). */
export const ordersQueries = {
  details: (orderNumber: string, language: Language) =>
    queryOptions({
      queryKey: [...keys.details, orderNumber, language],
      queryFn: () => ordersApi.details(orderNumber, language),
      staleTime: STALE_TIME_MS,
    }),
};

/**
 * Cancelling an order. Whether the shop cancelled it or refused (cancelled elsewhere, paid in the
 * meantime), the order refetches, so the page never shows a button that can no longer work.
 */
export function useCancelOrderRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancel: { orderNumber: string; language: Language }) =>
      ordersApi.cancel(cancel.orderNumber, cancel.language),
    onSettled: () => client.invalidateQueries({ queryKey: keys.details }),
  });
}
