/**
 * The life of an order. `cart` is an order being built (spec §7 "Order and cart"); the rest are
 * placed orders (spec §2 /order-status). Moves not listed in NEXT_STATUSES are refused.
 */
export const ORDER_STATUSES = [
  'cart',
  'awaiting_approval',
  'placed',
  'awaiting_payment',
  'paid',
  'shipped',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Finishing places it: bank transfer (proforma) and cash on delivery are `placed`; an online
  // payment waits for the operator.
  cart: ['awaiting_approval', 'placed', 'awaiting_payment', 'cancelled'],
  // Above the buyer's limits (ADR 078): no stock, no payment until a colleague approves; a
  // rejection (or the buyer's own cancel) cancels it.
  awaiting_approval: ['placed', 'awaiting_payment', 'cancelled'],
  placed: ['paid', 'shipped', 'cancelled'],
  // A failed payment leaves the order waiting: the customer may pay again or cancel.
  awaiting_payment: ['paid', 'cancelled'],
  // Cancelling a paid order gives the money back through its operator (ADR 028).
  paid: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/**
 * The customer may cancel until the order is shipped; a paid one only when its operator can give the
 * money back (`refundable`: paid online through an operator that runs here), else they contact us.
 */
export function isCancellable(status: OrderStatus, refundable = false): boolean {
  return (
    status === 'awaiting_approval' ||
    status === 'placed' ||
    status === 'awaiting_payment' ||
    (status === 'paid' && refundable)
  );
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Carts untouched this long expire (ERP 35). */
export const CART_EXPIRY_DAYS = 30;
