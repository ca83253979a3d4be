/**
 * Which price break applies to an amount: the one rule of the shop (cart, quick buy, order pricing,
 * the product page's total and list rows' extended price). No decimal.js here, so the pages that
 * price as the buyer types do not load it.
 */

/**
 * The price break that applies to `quantity`: the one with the highest `amount` not above it.
 * Breaks may arrive in any order. Below the first break there is no price (the amount input keeps
 * quantities at or above the minimum), so the caller gets `undefined` rather than a guess.
 */
export function selectPriceBreak<T extends { amount: number }>(
  breaks: readonly T[],
  quantity: number,
): T | undefined {
  let best: T | undefined;
  for (const line of breaks) {
    if (line.amount <= quantity && (best === undefined || line.amount > best.amount)) best = line;
  }
  return best;
}
