import type { MouseEvent } from 'react';
import type { RecommendedItem } from '../../../common/contracts/content';
import type { RecommendationPlace } from '../../../common/recommendations';
import { postRecommendationClick } from './content-api';

/** Reports a click on a recommended product with its tracking fields (spec §3). */
export function sendRecommendationClick(
  item: RecommendedItem,
  place: RecommendationPlace,
  zoneSymbol?: string,
): void {
  const body = {
    symbol: item.product.symbol,
    slot: item.slot,
    ...item.tracking,
    recommendation_place: place,
    ...(zoneSymbol ? { zone_symbol: zoneSymbol } : {}),
  };
  postRecommendationClick(body);
}

/**
 * A click handler for a container of recommended products: whichever product link inside is
 * followed, its recommendation is reported. The catalogue's list views stay unaware of tracking.
 */
export function trackClicksIn(
  items: readonly RecommendedItem[],
  place: RecommendationPlace,
  zoneSymbol?: string,
) {
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href');
    const item = items.find((i) => i.product.url === href);
    if (item) sendRecommendationClick(item, place, zoneSymbol);
  };
}
