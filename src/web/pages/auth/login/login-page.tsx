import { safeBackPath } from '../../../../common/back-path';
import { LoginForm } from '../../../features/auth/login-form';
import { logOut } from '../../../features/auth/log-out';
import { ZBL_MARKETS } from '../../../features/auth/zbl-markets';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface LoginPageData {
  /** login, login-zbl, login-registered-zbl (spec §2). */
  variant: 'standard' | 'zbl' | 'zbl_registered';
  /** A path on this shop to go back to after login, or null for the home page. */
  back: string | null;
}

/** The login pages: the standard one and the two ZBL ones (with the captcha). */
export function LoginPage({ data, locale }: PageProps<LoginPageData>) {
  const t = useT();
  const { customer, captchaSiteKey } = useRootData();
  const zbl = data.variant !== 'standard';
  // Judged again where it is followed: only a page of the shop, whoever handed `back` over.
  const afterLogin = safeBackPath(data.back) ?? localHref(locale, 'home_index');
  const title =
    data.variant === 'zbl'
      ? t('auth.zbl.title')
      : data.variant === 'zbl_registered'
        ? t('auth.zbl.registeredTitle')
        : t('auth.login.title');
  const intro =
    data.variant === 'zbl'
      ? t('auth.zbl.intro')
      : data.variant === 'zbl_registered'
        ? t('auth.zbl.registeredIntro')
        : t('auth.login.intro');

  return (
    <div className="auth-page" data-testid="login-page">
      <h1>{title}</h1>
      {customer ? (
        <div className="auth-page__done">
          <p>{t('auth.login.alreadyLoggedIn', { name: customer.displayName })}</p>
          <p className="auth-page__actions">
            <a className="button button--primary" href={localHref(locale, 'home_index')}>
              {t('auth.login.goHome')}
            </a>
            <button type="button" className="button" onClick={() => void logOut(locale)}>
              {t('auth.menu.logout')}
            </button>
          </p>
        </div>
      ) : (
        <>
          <p className="auth-page__intro">{intro}</p>
          <LoginForm
            locale={locale}
            variant={zbl ? 'zbl' : 'standard'}
            captchaSiteKey={captchaSiteKey}
            onLoggedIn={() => window.location.assign(afterLogin)}
          />
          {zbl ? (
            <p className="auth-page__aside">
              <a href={localHref(locale, 'login')}>{t('auth.zbl.standardLogin')}</a>
            </p>
          ) : (
            ZBL_MARKETS.includes(locale.country) && (
              <p className="auth-page__aside">
                <a href={localHref(locale, 'login_zbl')}>{t('auth.zbl.title')}</a>
              </p>
            )
          )}
        </>
      )}
    </div>
  );
}
