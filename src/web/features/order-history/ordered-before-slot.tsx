import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Locale } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';

// Its own chunk: a visitor's product page downloads none of it (the page's JS budget, ADR 044).
const OrderedBefore = lazy(() => import('./ordered-before').then((m) => ({ default: m.OrderedBefore })));

const subscribe = () => () => {};

/**
 * Where the product page's "In your orders" goes: for a logged-in customer, once hydrated, the block
 * is loaded and asks for the orders; the server's HTML is the same for everyone.
 */
export function OrderedBeforeSlot({ symbol, locale }: { symbol: string; locale: Locale }) {
  const { customer } = useRootData();
  // useHydrated's few lines, not imported: shared with this chunk it would become a file of its own.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!customer || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OrderedBefore symbol={symbol} locale={locale} />
    </Suspense>
  );
}
