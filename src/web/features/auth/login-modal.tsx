import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { AFTER_LOGIN_ACTION_COOKIE } from '../../../common/accounts';
import { useT } from '../../lib/i18n';
import { localHref } from '../../lib/locale';
import { RequireLoginProvider, type AfterLoginAction, type RequireLogin } from '../../lib/require-login';
import { useRootData } from '../../lib/root-data';
import { Dialog } from '../../ui/dialog';
import { useModals } from '../../ui/modal-stack';
import { writeCookie } from './cookies';

/**
 * The form (with its validation and captcha) loads when the dialog first opens: product pages show
 * the order button to every visitor, and most never need to log in from it (issue 2 JS budget).
 */
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/** Markets where ZBL business accounts log in (spec §4: "ZBL login for enabled ZBL markets"). */
export const ZBL_MARKETS: readonly string[] = ['pl'];

/**
 * Opens the login dialog over the page. After a successful login the page reloads, showing the
 * customer's prices, and the stored action (if any) is handed over by AfterLoginEffects.
 */
export function useLoginModal(): (options?: { action?: AfterLoginAction; zbl?: boolean }) => void {
  const { open } = useModals();
  const t = useT();
  const { locale, captchaSiteKey } = useRootData();
  return useCallback(
    (options = {}) => {
      if (options.action) writeCookie(AFTER_LOGIN_ACTION_COOKIE, JSON.stringify(options.action));
      // The ZBL login where ZBL is enabled and asked for; the generic one otherwise (and always on en).
      const variant = options.zbl && ZBL_MARKETS.includes(locale.country) ? 'zbl' : 'standard';
      open(
        <Dialog
          title={variant === 'zbl' ? t('auth.modal.zblTitle') : t('auth.modal.title')}
          closeLabel={t('common.close')}
          className="login-modal"
        >
          <p className="login-modal__intro">{t('auth.modal.intro')}</p>
          <Suspense fallback={<p className="login-modal__loading">{t('common.loading')}</p>}>
            <LoginForm
              locale={locale}
              variant={variant}
              captchaSiteKey={captchaSiteKey}
              idPrefix="login-modal"
              onLoggedIn={() => window.location.reload()}
            />
          </Suspense>
          {variant === 'standard' && ZBL_MARKETS.includes(locale.country) && (
            <p className="login-modal__zbl">
              <a href={localHref(locale, 'login_zbl')}>{t('auth.zbl.title')}</a>
            </p>
          )}
        </Dialog>,
        { className: 'ui-modal--narrow' },
      );
    },
    [open, t, locale, captchaSiteKey],
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
    (action, run) => {
      if (customer) run();
      else openLogin({ action });
    },
    [customer, openLogin],
  );
  return <RequireLoginProvider value={requireLogin}>{children}</RequireLoginProvider>;
}
