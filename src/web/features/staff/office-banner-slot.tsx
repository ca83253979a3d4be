import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { OfficeBanner as OfficeBannerData } from '../../../common/contracts/staff';

// Its own chunk: only staff acting as a customer see the banner, so no visitor's page loads it (ADR 044).
const OfficeBanner = lazy(() => import('./office-banner').then((m) => ({ default: m.OfficeBanner })));

const subscribe = () => () => {};

/**
 * Where the banner of staff acting as the customer goes (ADR 049, 058): on every shop page of such a
 * session, loaded once the page is hydrated (the server's HTML is the same without it).
 */
export function OfficeBannerSlot({ office }: { office: OfficeBannerData }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OfficeBanner office={office} />
    </Suspense>
  );
}
