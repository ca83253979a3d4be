/**
 * The visitor cart's storage (issue 22, ADR 087): a visitor's parts, symbol and amount only, in the
 * browser's localStorage under one key. This module is the first paint's part (the header counts,
 * a customer's page sees whether lines wait to be merged); writing is visitor-cart-write.ts, loaded
 * with the login dialog, the cart page or the guest form. No schema library here: the cart page and
 * the merge read the lines through the contract's schema (features/cart/visitor-cart-lines.ts), and
 * the server checks whatever it is sent again.
 */
export const VISITOR_CART_KEY = 'visitorCart';

export interface StoredLine {
  symbol: string;
  amount: number;
}

/** The stored lines as they are (unchecked); an unreadable value is an empty cart. */
export function storedLines(): StoredLine[] {
  try {
    const lines = (JSON.parse(localStorage.getItem(VISITOR_CART_KEY)!) as { lines?: unknown }).lines;
    return Array.isArray(lines) ? (lines as StoredLine[]) : [];
  } catch {
    return [];
  }
}
