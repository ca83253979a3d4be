import type { AlertList } from '../../../../common/contracts/alerts';
import type { CustomerInfo } from '../../../../common/contracts/customer-profile';
import { AlertsList } from '../../../features/alerts/alerts-list';
import { CustomerInfoForm, type MethodChoice } from '../../../features/accounts/customer-info-form';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { WizardRequest } from '../../../features/wizards/wizard-request';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

/** Null when nobody is logged in: the page asks to log in. */
export type ProfileCustomerInfoData = {
  info: CustomerInfo;
  deliveryMethods: MethodChoice[];
  paymentMethods: MethodChoice[];
  /** The first page of the customer's stock and price alerts. */
  alerts: AlertList;
} | null;

/** /profile/account/order-settings: VAT numbers per EU country, default delivery and payment. */
export function ProfileCustomerInfoPage({ data, locale }: PageProps<ProfileCustomerInfoData>) {
  const t = useT();
  const { customer } = useRootData();
  if (!customer || !data) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('accounts.info.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="auth-page auth-page--wide" data-testid="profile-customer-info">
      <ProfileNav locale={locale} current="profile_customer_info" />
      <h1>{t('accounts.info.title')}</h1>
      <p className="auth-page__intro">{t('accounts.info.intro')}</p>
      <CustomerInfoForm
        initial={data.info}
        language={locale.language}
        deliveryMethods={data.deliveryMethods}
        paymentMethods={data.paymentMethods}
      />
      {/* A change of the registered company data is confirmed through a mailed wizard (ADR 073). */}
      {customer && !customer.isPerson && !customer.isPrivateCustomer && (
        <WizardRequest kind="company_change" />
      )}
      <AlertsList firstPage={data.alerts} locale={locale} />
    </div>
  );
}
