/**
 * Window events of the cart (spec §4 "Events"): every part of the page that shows order state
 * (mini-cart, counters, cart page, order form) listens to these instead of calling each other.
 */
export const CART_EVENTS = {
  NEW_ORDER_CREATED: 'NEW_ORDER_CREATED',
  ACTIVE_ORDER_CHANGED: 'ACTIVE_ORDER_CHANGED',
  CART_CHANGED: 'CART_CHANGED',
  ADDED_TO_CART: 'ADDED_TO_CART',
  STOCKS_CHANGED: 'STOCKS_CHANGED',
  ORDER_CREATED: 'ORDER_CREATED',
  CLOSE_ORDER: 'closeOrder',
  // Restriction events (spec §4).
  FALLBACK_ORDER_SELECTION: 'FALLBACK_ORDER_SELECTION',
  INCOMPLETE_ORDER_SELECTION: 'INCOMPLETE_ORDER_SELECTION',
  ORDER_RESTRICTION: 'ORDER_RESTRICTION',
} as const;

export type CartEventName = (typeof CART_EVENTS)[keyof typeof CART_EVENTS];

export interface CartEventDetail {
  orderNumber?: string | null;
  symbol?: string;
  amount?: number;
  [key: string]: unknown;
}

export function fireCartEvent(name: CartEventName, detail: CartEventDetail = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; returns the unsubscribe function (for useEffect cleanups). */
export function onCartEvent(name: CartEventName, listener: (detail: CartEventDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartEventDetail>).detail ?? {});
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
