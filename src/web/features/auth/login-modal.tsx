import { useCallback, type ReactNode } from 'react';
import { AFTER_LOGIN_ACTION_COOKIE } from '../../../common/accounts';
import { RequireLoginProvider, type AfterLoginAction, type RequireLogin } from '../../lib/require-login';
import { useMarketSignals, useRootData } from '../../lib/root-data';
import { useModals } from '../../ui/modal-stack';
import { writeCookie } from './cookies';
import { ZBL_MARKETS } from './zbl-markets';

/**
 * Which login dialog opens (spec §4 order button): the ZBL one when asked for it (the order
 * button) on a ZBL-enabled market, the generic one otherwise, so always on the English site.
 */
export function loginModalVariant(country: string, zbl: boolean): 'zbl' | 'standard' {
  return zbl && ZBL_MARKETS.includes(country) ? 'zbl' : 'standard';
}

/**
 * Opens the login dialog over the page. After a successful login the page reloads, showing the
 * customer's prices, and the stored action (if any) is handed over by AfterLoginEffects.
 */
export interface LoginModalOptions {
  action?: AfterLoginAction;
  /**
   * Asked from the order button: the ZBL dialog where ZBL is enabled, and the action's part goes into
   * the visitor cart as the dialog loads (ADR 087), the dialog saying so. No after-login action is
   * kept then: after the login the cart's lines join the account's cart (it would add the part twice).
   */
  zbl?: boolean;
}

export function useLoginModal(): (options?: LoginModalOptions) => void {
  const { open } = useModals();
  const { locale, captchaSiteKey } = useRootData();
  // The site of the address (a visitor's locale is that one anyway; a customer needs no login).
  const { pageCountry } = useMarketSignals();
  return useCallback(
    (options = {}) => {
      if (options.action && !options.zbl)
        writeCookie(AFTER_LOGIN_ACTION_COOKIE, JSON.stringify(options.action));
      // The ZBL login where ZBL is enabled and asked for; the generic one otherwise (and always on en).
      const variant = loginModalVariant(pageCountry, options.zbl === true);
      // The dialog loads on the press, its form after it (ADR 085): most visitors never open it.
      void import('./login-dialog').then(({ LoginDialog }) =>
        open(
          <LoginDialog
            initialVariant={variant}
            locale={locale}
            pageCountry={pageCountry}
            captchaSiteKey={captchaSiteKey}
            visitorPart={options.zbl ? options.action : undefined}
          />,
          { className: 'ui-modal--narrow' },
        ),
      );
    },
    [open, locale, captchaSiteKey, pageCountry],
  );
}

/**
 * Gives the page the login-then-run step (lib/require-login): a customer's action runs at once; a
 * visitor gets the login dialog and the action is kept for after the login.
 */
export function LoginOnDemand({ children }: { children: ReactNode }) {
  const { customer } = useRootData();
  const openLogin = useLoginModal();
  const requireLogin = useCallback<RequireLogin>(
    (action, run, options) => {
      if (customer) run();
      else openLogin({ action, zbl: options?.orderButton === true });
    },
    [customer, openLogin],
  );
  return <RequireLoginProvider value={requireLogin}>{children}</RequireLoginProvider>;
}
