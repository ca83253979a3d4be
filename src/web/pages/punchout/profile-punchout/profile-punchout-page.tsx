import type { PunchoutConfigList } from '../../../../common/contracts/punchout';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { PunchoutSettings } from '../../../features/punchout/punchout-settings';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface ProfilePunchoutData {
  /** Null when nobody is logged in, or for accounts that are not companies. */
  list: PunchoutConfigList | null;
  allowed: boolean;
}

/** /profile/account/punchout: the procurement systems that may open the shop as the company's buyer. */
export function ProfilePunchoutPage({ data, locale }: PageProps<ProfilePunchoutData>) {
  const t = useT();
  const { customer } = useRootData();
  if (!customer) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('punchout.settings.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="auth-page auth-page--wide" data-testid="profile-punchout">
      <ProfileNav locale={locale} current="profile_punchout" />
      <h1>{t('punchout.settings.title')}</h1>
      <p className="auth-page__intro">{t('punchout.settings.intro')}</p>
      {data.allowed && data.list ? (
        <PunchoutSettings initial={data.list} language={locale.language} />
      ) : (
        <p data-testid="punchout-companies-only">{t('punchout.errors.companiesOnly')}</p>
      )}
    </div>
  );
}
