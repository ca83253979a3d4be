/**
 * The visitor cart's storage (issue 22, ADR 087): a visitor's parts, symbol and amount only, in the
 * browser's localStorage under one key. This module is the first paint's part (the header counts,
 * a customer's page sees whether lines wait to be merged); writing is visitor-cart-write.ts, loaded
 * with the login dialog, the cart page or the guest form. No schema library here: the cart page and
 * the merge read the lines through the contract's schema (features/cart/visitor-cart-lines.ts), and
 * the server checks whatever it is sent again.
 */
export const VISITOR_CART_KEY = 'visitorCart';
/** Fired on this window when the stored lines change (other tabs get the browser's `storage` event). */
export const VISITOR_CART_EVENT = 'visitorCartChanged';

export interface StoredLine {
  symbol: string;
  amount: number;
}

/** The stored lines as they are (unchecked); an unreadable value is an empty cart. */
export function storedLines(): StoredLine[] {
  try {
    const value = JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? 'null') as { lines?: unknown } | null;
    return Array.isArray(value?.lines) ? (value.lines as StoredLine[]) : [];
  } catch {
    return [];
  }
}
