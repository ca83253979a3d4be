import { useState, type FormEvent } from 'react';
import { authApi } from '../../../features/auth/auth-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { NewPasswordFields } from '../../../features/auth/new-password-fields';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { FormAlert } from '../../../ui/form';
import type { PageProps } from '../../page-types';

export interface PasswordResetPageData {
  token: string;
  /** The link is unused and unexpired (checked when the page was rendered). */
  valid: boolean;
}

/** /password-reset/{token}: the link from the mail; sets a new password once. */
export function PasswordResetPage({ data, locale }: PageProps<PasswordResetPageData>) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(data.valid ? 'form' : 'invalid');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return setErrors({ repeat: t('auth.reset.mismatch') });
    setBusy(true);
    setErrors({});
    try {
      await authApi.resetPassword(data.token, password);
      setState('done');
    } catch (failure) {
      const errors = formErrorsOf(failure, t('auth.login.failed'));
      if (errors.token) setState('invalid');
      else setErrors(errors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page" data-testid="password-reset-page">
      <h1>{t('auth.reset.title')}</h1>
      {state === 'invalid' && (
        <>
          <p className="auth-page__problem" role="alert">
            {t('auth.reset.invalid')}
          </p>
          <p className="auth-page__actions">
            <a className="button button--primary" href={localHref(locale, 'profile_reset_password')}>
              {t('auth.reset.requestNew')}
            </a>
          </p>
        </>
      )}
      {state === 'done' && (
        <>
          <p className="auth-page__success" role="status" data-testid="password-reset-done">
            {t('auth.reset.done')}
          </p>
          <p className="auth-page__actions">
            <a className="button button--primary" href={localHref(locale, 'login')}>
              {t('auth.login.submit')}
            </a>
          </p>
        </>
      )}
      {state === 'form' && (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="auth-page__intro">{t('auth.reset.intro')}</p>
          <FormAlert message={errors.form} />
          <NewPasswordFields
            ids={{ password: 'reset-password', repeat: 'reset-repeat' }}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            errors={{ password: errors.password, repeat: errors.repeat }}
          />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={busy || !password || !repeat}
            data-testid="password-reset-submit"
          >
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
