import { useEffect, useRef } from 'react';
import { AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import { FAVOURITES_ACTION_TYPES } from '../../lib/favourites-actions';
import { useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';

/**
 * Opens the favourites dialog for the "add to favourites" controls of cards, compare and orders
 * (lib/favourites-actions), fired at once for customers or after the login for visitors. The
 * dialog's code is fetched on the first press: the app shell carries only this listener.
 */
export function FavouritesActionListener() {
  const modals = useModals();
  const { locale } = useRootData();
  const latest = useRef({ open: modals.open, locale });
  useEffect(() => {
    latest.current = { open: modals.open, locale };
  }, [modals.open, locale]);
  useEffect(() => {
    const handler = (event: Event) => {
      const detail = (event as CustomEvent<{ type?: unknown } | null>).detail;
      // Only the type here: the dialog's module checks the rest (this listener is in every page).
      if (!FAVOURITES_ACTION_TYPES.includes(detail?.type as never)) return;
      void import('./save-to-favourites-dialog').then(({ favouritesActionOf, SaveToFavouritesDialog }) => {
        const action = favouritesActionOf(detail);
        if (!action) return;
        const { open, locale: pageLocale } = latest.current;
        open((modal) => <SaveToFavouritesDialog action={action} locale={pageLocale} close={modal.close} />);
      });
    };
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
    return () => window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
  }, []);
  return null;
}
