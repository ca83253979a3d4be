import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AFTER_LOGIN_ACTION_COOKIE } from '../../../common/accounts';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { RequireLoginProvider, type AfterLoginAction, type RequireLogin } from '../../lib/require-login';
import { useMarketSignals, useRootData } from '../../lib/root-data';
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
export function useLoginModal(): (options?: { action?: AfterLoginAction; zbl?: boolean }) => void {
  const { open } = useModals();
  const { locale, captchaSiteKey } = useRootData();
  // The site of the address (a visitor's locale is that one anyway; a customer needs no login).
  const { pageCountry } = useMarketSignals();
  return useCallback(
    (options = {}) => {
      if (options.action) writeCookie(AFTER_LOGIN_ACTION_COOKIE, JSON.stringify(options.action));
      // The ZBL login where ZBL is enabled and asked for; the generic one otherwise (and always on en).
      const variant = loginModalVariant(pageCountry, options.zbl === true);
      open(
        <LoginDialog
          initialVariant={variant}
          locale={locale}
          pageCountry={pageCountry}
          captchaSiteKey={captchaSiteKey}
        />,
        { className: 'ui-modal--narrow' },
      );
    },
    [open, locale, captchaSiteKey, pageCountry],
  );
}

/**
 * The login dialog: the ZBL form (with its captcha) or the generic one. The ZBL one logs in only ZBL
 * accounts, so it offers the generic form in place, keeping the stored action.
 */
function LoginDialog({
  initialVariant,
  locale,
  pageCountry,
  captchaSiteKey,
}: {
  initialVariant: 'zbl' | 'standard';
  locale: Locale;
  pageCountry: string;
  captchaSiteKey: string | null;
}) {
  const t = useT();
  const [variant, setVariant] = useState(initialVariant);
  return (
    <Dialog
      title={variant === 'zbl' ? t('auth.modal.zblTitle') : t('auth.modal.title')}
      closeLabel={t('common.close')}
      className="login-modal"
    >
      <p className="login-modal__intro">{t('auth.modal.intro')}</p>
      <Suspense fallback={<p className="login-modal__loading">{t('common.loading')}</p>}>
        <LoginForm
          key={variant}
          locale={locale}
          variant={variant}
          captchaSiteKey={captchaSiteKey}
          idPrefix="login-modal"
          onLoggedIn={() => window.location.reload()}
        />
      </Suspense>
      {variant === 'zbl' ? (
        <p className="login-modal__zbl">
          <button
            type="button"
            className="button button--link"
            onClick={() => setVariant('standard')}
            data-testid="login-modal-other"
          >
            {t('auth.modal.otherAccount')}
          </button>
        </p>
      ) : (
        ZBL_MARKETS.includes(pageCountry) && (
          <p className="login-modal__zbl">
            <a href={localHref(locale, 'login_zbl')}>{t('auth.zbl.title')}</a>
          </p>
        )
      )}
    </Dialog>
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
