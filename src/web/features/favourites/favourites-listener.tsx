import { useEffect, useRef } from 'react';
import { AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import type { FavouritesAction } from '../../lib/favourites-actions';
import { useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';

/** The action as fired (or as stored in the after-login cookie): only well-formed ones are run. */
function favouritesActionOf(detail: unknown): FavouritesAction | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const action = detail as Record<string, unknown>;
  if (action.type === 'addFavourites' && typeof action.symbol === 'string' && action.symbol !== '') {
    const quantity = Number(action.quantity);
    return {
      type: 'addFavourites',
      symbol: action.symbol,
      quantity: Number.isInteger(quantity) && quantity >= 1 ? quantity : 1,
    };
  }
  if (action.type === 'saveOrderFavourites' && typeof action.orderNumber === 'string') {
    return /^\d{6,10}$/.test(action.orderNumber)
      ? { type: 'saveOrderFavourites', orderNumber: action.orderNumber }
      : null;
  }
  return null;
}

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
      const action = favouritesActionOf((event as CustomEvent<unknown>).detail);
      if (!action) return;
      void import('./save-to-favourites-dialog').then(({ SaveToFavouritesDialog }) => {
        const { open, locale: pageLocale } = latest.current;
        open((modal) => <SaveToFavouritesDialog action={action} locale={pageLocale} close={modal.close} />);
      });
    };
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
    return () => window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, handler);
  }, []);
  return null;
}
