import { useEffect, useRef } from 'react';
import { popupAllowedOn } from '../../../common/popup-rules';
import { useModals, useOpenModalCount } from '../../ui/modal-stack';
import { useConsent } from './consent';

/** How long a page is looked at before a popup may come: never in the way of the first look. */
export const POPUP_DELAY_MS = 800;

/**
 * The shell's part of the marketing popup (issue 20, ADR 071): only this is in every page's
 * JavaScript. With marketing consent, on a page where popups may show (never cart, checkout or
 * order pages), and with no other dialog open, it loads the popup's own chunk, which asks the
 * server for the popup and opens it in the modal stack (focus trapped and given back, Escape and
 * × close it). At most one look-up per page load: a visitor moving between pages is asked once.
 */
export function MarketingPopupSlot({
  routeName,
  country,
  delayMs = POPUP_DELAY_MS,
}: {
  routeName: string | undefined;
  country: string;
  delayMs?: number;
}) {
  const { consent } = useConsent();
  const modals = useModals();
  const asked = useRef(false);
  const allowed = consent?.marketing === true && popupAllowedOn(routeName);
  const busy = useOpenModalCount() > 0;
  const open = modals.open;
  // What the chunk's late answer checks against: the page as it is then, not as it was asked.
  const latest = useRef({ allowed, busy, mounted: true });
  useEffect(() => {
    latest.current = { allowed, busy, mounted: true };
  });
  // Gone from the page (another page rendered the shell anew): a chunk arriving late asks nothing.
  useEffect(
    () => () => {
      latest.current.mounted = false;
    },
    [],
  );

  useEffect(() => {
    if (!allowed || busy || asked.current) return;
    const timer = setTimeout(() => {
      asked.current = true;
      void import('./marketing-popup')
        // The page may have moved on (to the cart) or opened a dialog while the chunk loaded.
        .then(({ showMarketingPopup }) =>
          showMarketingPopup({
            open,
            country,
            stillWanted: () => latest.current.mounted && latest.current.allowed && !latest.current.busy,
          }),
        )
        .catch(() => {
          // A popup is never worth an error on the page.
        });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [allowed, busy, open, country, delayMs]);
  return null;
}
