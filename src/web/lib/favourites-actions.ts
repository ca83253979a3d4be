import { AFTER_LOGIN_ACTION_EVENT } from '../../common/accounts';
import { useRequireLogin } from './require-login';

/**
 * What the "add to favourites" controls outside the favourites feature ask for (product cards,
 * compare, search results, orders). They fire it as the window's after-login action, as the order
 * button does for the cart: the favourites feature's listener (in the app shell) opens its dialog,
 * loaded only then, and a visitor's action waits for the login (spec §4 after-login action).
 */
export type FavouritesAction =
  | { type: 'addFavourites'; symbol: string; quantity: number }
  | { type: 'saveOrderFavourites'; orderNumber: string };

export const FAVOURITES_ACTION_TYPES: ReadonlyArray<FavouritesAction['type']> = [
  'addFavourites',
  'saveOrderFavourites',
];

/** Hands the action to the favourites feature now (the visitor is logged in). */
export function fireFavouritesAction(action: FavouritesAction): void {
  window.dispatchEvent(new CustomEvent(AFTER_LOGIN_ACTION_EVENT, { detail: action }));
}

/** For controls anonymous visitors see: asks them to log in first, then resumes the action. */
export function useFavouritesAction(): (action: FavouritesAction) => void {
  const requireLogin = useRequireLogin();
  return (action) => requireLogin({ ...action }, () => fireFavouritesAction(action));
}
