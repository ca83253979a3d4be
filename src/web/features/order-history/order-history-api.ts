import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  HistorySymbolOrders,
  ReorderBody,
  ReorderPreview,
  ReorderResult,
} from '../../../common/contracts/order-history';
import type { Language } from '../../../common/markets';
import { generate } from '../../../common/routes';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';
import { fireCartEvent, CART_EVENTS } from '../../lib/cart-events';
import { STALE_TIME_MS } from '../../lib/queries';

/** Calls of the order history (the contracts the server validates with). */
export const orderHistoryApi = {
  reorderPreview: (orderNumber: string, language: Language) =>
    getJson<ReorderPreview>(
      `${generateAccount('order_history_reorder_preview', { orderNumber })}?language=${language}`,
    ),
  reorder: (orderNumber: string, body: ReorderBody, language: Language) =>
    postJson<ReorderResult>(
      `${generateAccount('order_history_reorder', { orderNumber })}?language=${language}`,
      body,
    ),
  symbolOrders: (symbol: string) =>
    getJson<HistorySymbolOrders>(generate('order_history_symbol_orders', { symbol })),
};

export const orderHistoryQueries = {
  /** Today's prices move: a preview is asked for each time the reorder is opened. */
  reorderPreview: (orderNumber: string, language: Language) =>
    queryOptions({
      queryKey: ['order-history', 'reorder', orderNumber, language],
      queryFn: () => orderHistoryApi.reorderPreview(orderNumber, language),
      staleTime: 0,
    }),
  symbolOrders: (symbol: string) =>
    queryOptions({
      queryKey: ['order-history', 'symbol', symbol],
      queryFn: () => orderHistoryApi.symbolOrders(symbol),
      staleTime: STALE_TIME_MS,
    }),
};

/** Reorder into a cart; the header's cart learns of it as of any add. */
export function useReorder(orderNumber: string, language: Language) {
  return useMutation({
    mutationFn: (body: ReorderBody) => orderHistoryApi.reorder(orderNumber, body, language),
    onSuccess: (result) => {
      fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber: result.cartOrderNumber });
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: result.cartOrderNumber });
    },
  });
}
