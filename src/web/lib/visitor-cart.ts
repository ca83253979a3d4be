/**
 * The visitor cart's storage (issue 22, ADR 087): a visitor's parts, symbol and amount only, in the
 * browser's localStorage under one key. This is the part the first paint carries (the order button
 * adds, the header counts, the guest order removes): no schema library, just enough to keep the
 * stored value a list. The cart page and the merge after a login read it through the contract's
 * schema (features/cart/visitor-cart-lines.ts), and the server checks whatever it is sent again.
 */
export const VISITOR_CART_KEY = 'visitorCart';
/** Fired on this window when the stored lines change (other tabs get the browser's `storage` event). */
export const VISITOR_CART_EVENT = 'visitorCartChanged';
/** As VISITOR_CART_MAX_LINES of the contract (50: one guest order's lines). */
const MAX_LINES = 50;
/** As VISITOR_LINE_MAX_AMOUNT of the contract. */
const MAX_AMOUNT = 1_000_000;

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

export function writeLines(lines: readonly StoredLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
    else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines }));
  } catch {
    // Storage off or full: the cart stays as it was.
  }
  window.dispatchEvent(new Event(VISITOR_CART_EVENT));
}

/** A part from the order button: summed into its line, or a new line while there is room. */
export function addVisitorLine(symbol: string, amount: number): 'added' | 'full' {
  const lines = storedLines();
  const line = lines.find((l) => l.symbol === symbol);
  if (line) line.amount = Math.min(line.amount + amount, MAX_AMOUNT);
  else if (lines.length >= MAX_LINES) return 'full';
  else lines.push({ symbol, amount: Math.min(amount, MAX_AMOUNT) });
  writeLines(lines);
  return 'added';
}

/** After a guest order: its lines leave the cart (by symbol, as the cart sent them). */
export function removeVisitorLines(symbols: readonly string[]): void {
  writeLines(storedLines().filter((l) => !symbols.includes(l.symbol)));
}
