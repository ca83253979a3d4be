/**
 * The visitor cart read through the contract, and its merge after a login (ADR 087). Loaded where
 * used (the cart page, the login form's success), never in the first paint.
 */
import type { VisitorMergeResponse } from '../../common/contracts/visitor-cart';
import { VISITOR_CART_MAX_LINES, VisitorLineSchema, type VisitorLine } from '../../common/visitor-cart';
import { ApiError, postJson } from './api';
import { storedLines } from './visitor-cart';
import { writeLines } from './visitor-cart-write';

/**
 * The stored lines as the contract allows them: each checked with the contract's schema; a line that
 * fails it (a changed or broken storage), a repeat and lines past 50 are dropped, and the storage is
 * written back clean. `dropped` says whether anything was.
 */
export function readVisitorCart(): { lines: VisitorLine[]; dropped: boolean } {
  const stored = storedLines();
  const lines: VisitorLine[] = [];
  for (const raw of stored) {
    const line = VisitorLineSchema.safeParse(raw);
    if (!line.success || lines.some((l) => l.symbol === line.data.symbol)) continue;
    if (lines.length < VISITOR_CART_MAX_LINES) lines.push(line.data);
  }
  const dropped = lines.length !== stored.length || JSON.stringify(lines) !== JSON.stringify(stored);
  if (dropped) writeLines(lines);
  return { lines, dropped };
}

/** POST visitor_cart_merge, by path (its name is the server's table's, as guest checkout's calls). */
export const mergeCall = (lines: readonly VisitorLine[]) =>
  postJson<VisitorMergeResponse>('/ajax/cart/visitor-lines', { lines });

/**
 * Right after a login (the login form calls it before the page reloads): the visitor cart's lines go
 * into the account's cart through the cart's add-lines path (duplicates summed there), and the
 * visitor cart is emptied. The storage is emptied before the call (a second tab does not add the
 * lines again) and put back if the call does not get through (network, 5xx, 401, 429; a refusal of
 * the lines would only fail again). Null: nothing to merge, or it did not get through.
 */
export async function mergeVisitorCart(merge = mergeCall): Promise<VisitorMergeResponse | null> {
  const { lines } = readVisitorCart();
  if (lines.length === 0) return null;
  writeLines([]);
  try {
    return await merge(lines);
  } catch (error) {
    const status = error instanceof ApiError ? error.body.code : 0;
    if (status === 0 || status >= 500 || status === 401 || status === 429) writeLines(lines);
    return null;
  }
}
