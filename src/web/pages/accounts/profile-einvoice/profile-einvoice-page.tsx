import type { EinvoiceState } from '../../../../common/contracts/customer-profile';
import { EinvoiceSettings } from '../../../features/accounts/einvoice-settings';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface ProfileEinvoiceData {
  /** Null when nobody is logged in: the page asks to log in. */
  state: EinvoiceState | null;
}

/** /profile/account/e-invoice: whether invoices go by e-mail, and changing that. */
export function ProfileEinvoicePage({ data, locale }: PageProps<ProfileEinvoiceData>) {
  const t = useT();
  const { customer } = useRootData();
  if (!customer || !data.state) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.einvoice.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="auth-page auth-page--wide" data-testid="profile-einvoice">
      <ProfileNav locale={locale} current="profile_einvoice" />
      <h1>{t('accounts.einvoice.title')}</h1>
      <p className="auth-page__intro">{t('accounts.einvoice.intro')}</p>
      <EinvoiceSettings initial={data.state} language={locale.language} />
    </div>
  );
}
