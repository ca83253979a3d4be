/**
 * "Add to favourites" on a product page, a part kept on use (parts-on-use.tsx, ADR 088): the amount
 * it saves is the order box's, read when rendered rather than passed, so its props stay the same.
 */
import { useSyncExternalStore } from 'react';
import { SaveToFavourites } from '../../../features/favourites/save-to-favourites';
import type { Locale } from '../../../lib/locale';
import { amounts, subscribeToAmounts } from './product-amount';

export function ProductFavourites({
  locale,
  symbol,
  minimumQuantity,
}: {
  locale: Locale;
  symbol: string;
  minimumQuantity: number;
}) {
  // Before any keystroke (the server's render, hydration): the minimum.
  const amount = useSyncExternalStore(
    subscribeToAmounts,
    () => amounts.get(symbol),
    () => undefined,
  );
  return (
    <SaveToFavourites
      locale={locale}
      variant="addFavourites"
      items={[{ symbol, quantity: amount ?? minimumQuantity }]}
    />
  );
}
