/**
 * Writing the visitor cart (ADR 087): never in the first paint (the order button's press loads it
 * with the login dialog). Only symbols and amounts are kept; the server prices them.
 */
import { storedLines, VISITOR_CART_KEY, type StoredLine } from './visitor-cart';

/** As VISITOR_CART_MAX_LINES of the contract (50: one guest order's lines). */
const MAX_LINES = 50;
/** As VISITOR_LINE_MAX_AMOUNT of the contract. */
const MAX_AMOUNT = 1_000_000;

export function writeLines(lines: readonly StoredLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
    else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines }));
  } catch {
    // Storage off or full: the cart stays as it was.
  }
  // This tab is told as other tabs are (the browser tells those): a `storage` event, here without a
  // storage area, so a listener can tell its own tab's change from another's.
  window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_CART_KEY }));
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
