import type { ApiSettings } from '../../../../common/contracts/customer-api';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { ApiSettingsPanel } from '../../../features/customer-api/api-settings';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface ProfileApiClientsData {
  /** Null when nobody is logged in, or for accounts that are not companies. */
  settings: ApiSettings | null;
  allowed: boolean;
}

/** /profile/account/api-clients: the systems that call the customer API as the company (ADR 079). */
export function ProfileApiClientsPage({ data, locale }: PageProps<ProfileApiClientsData>) {
  const t = useT();
  const { customer } = useRootData();
  if (!customer) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('customerApi.settings.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="auth-page auth-page--wide" data-testid="profile-api-clients">
      <ProfileNav locale={locale} current="profile_api_clients" />
      <h1>{t('customerApi.settings.title')}</h1>
      <p className="auth-page__intro">{t('customerApi.settings.intro')}</p>
      {data.allowed && data.settings ? (
        <ApiSettingsPanel initial={data.settings} language={locale.language} />
      ) : (
        <p data-testid="api-companies-only">{t('customerApi.errors.companiesOnly')}</p>
      )}
    </div>
  );
}
