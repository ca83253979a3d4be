import type { MouseEvent } from 'react';
import type { RecommendedItem } from '../../../common/contracts/content';
import type { RecommendationPlace } from '../../../common/recommendations';

/**
 * Reports a click on a recommended product (spec §3 tracking fields). A keepalive request outlives
 * the page it was sent from, so the navigation the click starts is not held up; failures are
 * ignored (tracking must never break shopping).
 */
export function sendRecommendationClick(item: RecommendedItem, place: RecommendationPlace, zoneSymbol?: string): void {
  const body = {
    symbol: item.product.symbol,
    slot: item.slot,
    ...item.tracking,
    recommendation_place: place,
    ...(zoneSymbol ? { zone_symbol: zoneSymbol } : {}),
  };
  void fetch('/ajax/recommendation/click', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * A click handler for a container of recommended products: whichever product link inside is
 * followed, its recommendation is reported. The catalogue's list views stay unaware of tracking.
 */
export function trackClicksIn(items: readonly RecommendedItem[], place: RecommendationPlace, zoneSymbol?: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href');
    const item = items.find((i) => i.product.url === href);
    if (item) sendRecommendationClick(item, place, zoneSymbol);
  };
}
