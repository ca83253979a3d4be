import { useState, type FormEvent } from 'react';
import { authApi } from '../../../features/auth/auth-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { NewPasswordFields } from '../../../features/auth/new-password-fields';
import { ApiError } from '../../../lib/api';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { useT } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import { FormAlert, PasswordField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';

/**
 * /profile/reset-password: visitors ask for a reset link by e-mail; a logged-in customer changes
 * the password here instead (current password, new password).
 */
export function PasswordResetRequestPage({ locale }: PageProps<null>) {
  const { customer } = useRootData();
  return customer ? <ChangePassword locale={locale} /> : <RequestLink language={locale.language} />;
}

function RequestLink({ language }: { language: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authApi.requestPasswordReset(email.trim(), language);
      setSent(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.body.code === 422
          ? t('common.invalidEmail')
          : failure instanceof ApiError
            ? failure.body.message
            : t('auth.login.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page" data-testid="reset-request-page">
      <h1>{t('auth.resetRequest.title')}</h1>
      {sent ? (
        <p className="auth-page__success" role="status" data-testid="reset-request-sent">
          {t('auth.resetRequest.sent')}
        </p>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="auth-page__intro">{t('auth.resetRequest.intro')}</p>
          <FormAlert message={error} />
          <TextField
            id="reset-email"
            type="email"
            label={t('auth.resetRequest.email')}
            value={email}
            onChange={setEmail}
            autoComplete="email"
            maxLength={254}
            required
          />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={busy || !email.trim()}
          >
            {t('auth.resetRequest.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

/** The profile's Password tab: its tabs stay, as on every other profile section. */
function ChangePassword({ locale }: { locale: Locale }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return setErrors({ repeat: t('auth.reset.mismatch') });
    setBusy(true);
    setErrors({});
    try {
      await authApi.changePassword(current, next);
      setDone(true);
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page" data-testid="change-password-page">
      <ProfileNav locale={locale} current="profile_reset_password" />
      <h1>{t('auth.change.title')}</h1>
      {done ? (
        <p className="auth-page__success" role="status">
          {t('auth.change.done')}
        </p>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <FormAlert message={errors.form} />
          <PasswordField
            id="change-current"
            label={t('auth.change.current')}
            value={current}
            onChange={setCurrent}
            error={errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields
            ids={{ password: 'change-new', repeat: 'change-repeat' }}
            password={next}
            repeat={repeat}
            onPassword={setNext}
            onRepeat={setRepeat}
            errors={{ password: errors.newPassword, repeat: errors.repeat }}
          />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={busy || !current || !next || !repeat}
          >
            {t('auth.change.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
