import type { VisitorCartPriced, VisitorMergeResponse } from '../../../common/contracts/visitor-cart';
import { VISITOR_CART_MAX_LINES, VisitorLineSchema, type VisitorLine } from '../../../common/visitor-cart';
import type { Language } from '../../../common/markets';
import { postJson } from '../../lib/api';
import { storedLines } from '../../lib/visitor-cart';
import { writeLines } from '../../lib/visitor-cart-write';

/**
 * The visitor cart as the contract allows it (ADR 087), read where it is used (the cart page, the
 * merge after a login), never in the first paint: each stored line is checked with the contract's
 * schema; a line that fails it (a changed or broken storage), a repeat and lines past 50 are
 * dropped, and the storage is written back clean. `dropped` says whether anything was.
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

/** The visitor cart's calls, by path: their names are the server's table's (routes.server, as guest checkout's). */
export const visitorCartApi = {
  price: (lines: readonly VisitorLine[], page: { country: string; language: Language }) =>
    postJson<VisitorCartPriced>(
      `/ajax/visitor-cart/price?country=${encodeURIComponent(page.country)}&language=${page.language}`,
      { lines },
    ),
  merge: (lines: readonly VisitorLine[]) =>
    postJson<VisitorMergeResponse>('/ajax/cart/visitor-lines', { lines }),
};
