import type {
  AddToCartResponse,
  CartStep1,
  MiniCart,
  OpenOrderList,
  OrderCreate,
  OrderCreateResponse,
  OrderUpdate,
} from '../../../common/contracts/cart';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generate } from '../../../common/routes';
import { getJson, postJson, sendJson } from '../../lib/api';

/** The cart's calls (spec §7 "Order and cart"); paths come from the route table. */
export const cartApi = {
  miniCart: () => getJson<MiniCart>(generate('cart_mini')),
  miniCartOrder: (orderNumber: string) => getJson<MiniCart>(generate('cart_mini_order', { orderNumber })),
  openOrders: () => getJson<OpenOrderList>(generate('order_open_list')),
  touch: (orderNumber: string) => sendJson<MiniCart>('POST', generate('order_touch', { orderNumber })),
  clearTouch: () => sendJson<void>('DELETE', generate('order_touch_clear')),
  /** A new order with its first item; the key makes a double click create one order. */
  create: (payload: OrderCreate, idempotencyKey: string) =>
    sendJson<OrderCreateResponse>('POST', generate('order_create'), payload, {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    }),
  addItem: (orderNumber: string, symbol: string, amount: number) =>
    postJson<AddToCartResponse>(generate('order_item_post'), { orderNumber, item: { symbol, amount } }),
  step1: (orderNumber: string) => getJson<CartStep1>(generate('cart_step_1', { orderNumber })),
  updateItem: (orderNumber: string, itemId: number, amount: number) =>
    sendJson<CartStep1>('PATCH', generate('order_item_update', { orderNumber, itemId }), { amount }),
  deleteItem: (orderNumber: string, itemId: number) =>
    sendJson<CartStep1>('DELETE', generate('order_item_delete', { orderNumber, itemId })),
  setEndUse: (orderNumber: string, itemId: number, endUse: string | null) =>
    sendJson<CartStep1>('PATCH', generate('order_item_end_user', { orderNumber, itemId }), { endUse }),
  updateOrder: (orderNumber: string, fields: OrderUpdate) =>
    sendJson<CartStep1>('PATCH', generate('order_update', { orderNumber }), fields),
  deleteOrder: (orderNumber: string) => sendJson<void>('DELETE', generate('order_delete', { orderNumber })),
};

export const MINI_CART_QUERY_KEY = ['cart', 'mini'] as const;

/** A fresh idempotency key per order attempt. */
export { newIdempotencyKey } from '../../../common/idempotency';
