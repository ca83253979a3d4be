import type { OrderDetails } from '../../../common/contracts/orders';
import type { Language } from '../../../common/markets';
import { generate } from '../../../common/routes';
import { getJson, postJson } from '../../lib/api';

/** Calls of the order status pages (the same contracts the server validates with). */
export const ordersApi = {
  details: (orderNumber: string, language: Language) =>
    getJson<OrderDetails>(`${generate('order_status_details_data', { orderNumber })}?language=${language}`),
  cancel: (orderNumber: string, language: Language) =>
    postJson<OrderDetails>(`${generate('order_cancel', { orderNumber })}?language=${language}`, {}),
};
