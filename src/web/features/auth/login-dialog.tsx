import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { Dialog } from '../../ui/dialog';
import { ZBL_MARKETS } from './zbl-markets';

/**
 * The form (with its validation and captcha) loads when the dialog first opens: product pages show
 * the order button to every visitor, and most never need to log in from it (issue 2 JS budget).
 */
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/**
 * The login dialog: the ZBL form (with its captcha) or the generic one. The ZBL one logs in only ZBL
 * accounts, so it offers the generic form in place, keeping the stored action.
 */
export function LoginDialog({
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
