import type { FastifyRequest } from 'fastify';
import type { PriceContext } from '../../common/contracts/pricing';
import { findMarket, getMarket, isLanguage } from '../../common/markets';
import { currentCustomer } from '../plugins/session';

interface ContextOverrides {
  country?: string;
  gross?: boolean;
  language?: string;
}

/**
 * The price context of a call from what it names; the international market otherwise. Unknown
 * countries fall back to `en` rather than failing: a price in the default currency is better than
 * no price. (A remembered market arrives with cookie consent, issue of accounts.)
 */
export function priceContextOf(overrides: ContextOverrides = {}): PriceContext {
  const market = getMarket(findMarket(overrides.country)?.country);
  return {
    country: market.country,
    gross: overrides.gross ?? market.grossByDefault,
    language: isLanguage(overrides.language) ? overrides.language : market.language,
  };
}

/**
 * The price context of a call made by `request`: one rule for every price the shop shows. A
 * logged-in customer's contract decides: the currency and VAT of their own market, and gross or
 * net by their account (zone contracts, persons, private customers; spec §1), whatever the page
 * asks for, so the product page, lists, compare and the cart agree. Visitors get what the page asks
 * for (priceContextOf). The language stays the page's.
 */
export async function priceContextFor(
  request: FastifyRequest,
  overrides: ContextOverrides = {},
): Promise<PriceContext> {
  const customer = await currentCustomer(request);
  if (!customer) return priceContextOf(overrides);
  const market = findMarket(customer.country);
  return priceContextOf({
    ...overrides,
    country: market?.country ?? overrides.country,
    gross: customer.grossPrices,
  });
}
