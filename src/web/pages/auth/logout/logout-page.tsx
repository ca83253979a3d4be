import { logOut } from '../../../features/auth/log-out';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

/** /logout: asks, then logs out with a POST (a GET page never changes state; ADR 006). */
export function LogoutPage({ locale }: PageProps<null>) {
  const t = useT();
  const { customer } = useRootData();
  return (
    <div className="auth-page" data-testid="logout-page">
      <h1>{t('auth.logout.title')}</h1>
      {customer ? (
        <>
          <p>{t('auth.logout.text')}</p>
          <p className="auth-page__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void logOut(locale)}
              data-testid="logout-confirm"
            >
              {t('auth.logout.submit')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('auth.logout.done')}</p>
          <p className="auth-page__actions">
            <a className="button button--primary" href={localHref(locale, 'login')}>
              {t('auth.login.submit')}
            </a>
            <a className="button" href={localHref(locale, 'home_index')}>
              {t('auth.login.goHome')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
