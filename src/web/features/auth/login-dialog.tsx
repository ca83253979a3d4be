import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { storedLines } from '../../lib/visitor-cart';
import { addVisitorLine } from '../../lib/visitor-cart-write';
import type { AfterLoginAction } from '../../lib/require-login';
import { Dialog } from '../../ui/dialog';
import { ZBL_MARKETS } from './zbl-markets';

/**
 * The form (with its validation and captcha) loads when the dialog first opens: product pages show
 * the order button to every visitor, and most never need to log in from it (issue 2 JS budget).
 */
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/** Each order button press's part, added once (a second render of the dialog adds nothing). */
const addedParts = new WeakMap<AfterLoginAction, { symbol: string; amount: number; full: boolean }>();

/** The order button's part into the visitor cart (ADR 087), loaded with the dialog, not in the first paint. */
export function addToVisitorCart(action: AfterLoginAction | undefined) {
  if (!action || typeof action.symbol !== 'string' || typeof action.amount !== 'number') return undefined;
  if (!addedParts.has(action)) {
    const full = addVisitorLine(action.symbol, action.amount) === 'full';
    addedParts.set(action, { symbol: action.symbol, amount: action.amount, full });
  }
  return addedParts.get(action);
}

/**
 * The login dialog: the ZBL form (with its captcha) or the generic one. The ZBL one logs in only ZBL
 * accounts, so it offers the generic form in place, keeping the stored action.
 */
export function LoginDialog({
  initialVariant,
  locale,
  pageCountry,
  captchaSiteKey,
  visitorPart,
}: {
  initialVariant: 'zbl' | 'standard';
  locale: Locale;
  pageCountry: string;
  captchaSiteKey: string | null;
  /** The order button's part (ADR 087): it goes into the visitor cart, and the dialog says so. */
  visitorPart?: AfterLoginAction;
}) {
  const t = useT();
  const [variant, setVariant] = useState(initialVariant);
  const [added] = useState(() => addToVisitorCart(visitorPart));
  return (
    <Dialog
      title={variant === 'zbl' ? t('auth.modal.zblTitle') : t('auth.modal.title')}
      closeLabel={t('common.close')}
      className="login-modal"
    >
      {added && (
        <p className="login-modal__added" role="status" data-testid="login-modal-added">
          {added.full
            ? t('guest.cart.full', { max: 50 })
            : t('guest.cart.added', { symbol: added.symbol, amount: added.amount })}{' '}
          <a href={localHref(locale, 'visitor_cart')} data-testid="login-modal-view-cart">
            {t('guest.cart.view', { count: storedLines().length })}
          </a>
        </p>
      )}
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
