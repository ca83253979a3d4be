import { createContext, useContext } from 'react';

/** An action to run once the visitor has logged in (spec §3 after-login cookie), e.g. add to cart. */
export interface AfterLoginAction {
  type: string;
  [key: string]: string | number | boolean | null;
}

/**
 * Runs `run` now for a logged-in customer; otherwise asks the visitor to log in and keeps `action`
 * for after the login (spec §4 order button: "the action resumes after login").
 */
export type RequireLogin = (action: AfterLoginAction, run: () => void, options?: RequireLoginOptions) => void;

export interface RequireLoginOptions {
  /**
   * Asked from the order button (spec §4): the login dialog is the ZBL one where ZBL accounts are
   * enabled, the generic one elsewhere (and always on the English, international site).
   */
  orderButton?: boolean;
}

const RequireLoginContext = createContext<RequireLogin | null>(null);

/**
 * The app shell provides the login dialog of the auth feature here, so that a feature that needs a
 * logged-in visitor (the catalogue's order button) does not import another feature (ADR 034).
 */
export const RequireLoginProvider = RequireLoginContext.Provider;

export function useRequireLogin(): RequireLogin {
  const requireLogin = useContext(RequireLoginContext);
  if (!requireLogin)
    throw new Error('useRequireLogin needs a RequireLoginProvider (the app shell gives one)');
  return requireLogin;
}
