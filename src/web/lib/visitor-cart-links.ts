import { localHref, type Locale } from './locale';
import type { StoredLine } from './visitor-cart';

/** The guest order form with the lines given (ADR 087): `?symbol=&amount=` once per line. */
export function guestCheckoutHref(locale: Locale, lines: readonly StoredLine[]): string {
  const query = new URLSearchParams();
  for (const line of lines) {
    query.append('symbol', line.symbol);
    query.append('amount', String(line.amount));
  }
  return `${localHref(locale, 'guest_checkout')}?${query.toString()}`;
}
