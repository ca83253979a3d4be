import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { LoginForm } from './login-form';

/** A login prompt in place of a customer page (the page reloads as the customer after login). */
export function LoginPrompt({ locale, title }: { locale: Locale; title: string }) {
  const t = useT();
  return (
    <div className="auth-page" data-testid="login-required">
      <h1>{title}</h1>
      <p className="auth-page__intro">{t('account.loginRequired')}</p>
      <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
    </div>
  );
}
