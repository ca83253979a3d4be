import { LoginForm } from '../../../features/auth/login-form';
import { WizardScreen } from '../../../features/wizards/wizard-screen';
import type { WizardPageData } from '../../../features/wizards/wizard-types';
import type { PageProps } from '../../page-types';

/** The wizard of a mailed link (ADR 073); the login form is the auth feature's, put in here. */
export function WizardDisplayPage({ data, locale }: PageProps<WizardPageData>) {
  return (
    <WizardScreen
      data={data}
      locale={locale}
      login={
        <LoginForm locale={locale} idPrefix="wizard-login" onLoggedIn={() => window.location.reload()} />
      }
    />
  );
}
