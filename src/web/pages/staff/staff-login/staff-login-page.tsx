import { useState, type FormEvent } from 'react';
import type { StaffLoginResponse } from '../../../../common/contracts/staff';
import { StaffShell } from '../../../features/staff/staff-shell';
import { staffApi } from '../../../features/staff/staff-api';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { Captcha, useCaptcha } from '../../../ui/captcha';
import { FormAlert, PasswordField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import { deskHref } from '../../../lib/desk-href';

/** /staff/login: e-mail and password, then the code (the first login enrols the authenticator). */
export function StaffLoginPage({ locale }: PageProps<null>) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<StaffLoginResponse | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The shop's captcha, asked for by the server after failed logins (ADR 058); once asked, it stays.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const { captchaSiteKey } = useRootData();
  const captcha = useCaptcha(captchaAsked ? captchaSiteKey : null, { fieldName: 'captchaToken' });

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const captchaToken = captchaAsked && captcha.token ? captcha.token : undefined;
      setStep(await staffApi.login({ email, password, ...(captchaToken ? { captchaToken } : {}) }));
      setPassword('');
    } catch (error) {
      const found = formErrorsOf(error, t('staff.errors.invalidCredentials'));
      if (found.captchaToken) setCaptchaAsked(true);
      // Tokens are single use: whatever the answer, the next try needs a fresh check.
      if (captchaAsked) captcha.reset();
      setErrors(found);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await staffApi.code(code.trim());
      window.location.assign(deskHref(locale, 'staff_home'));
    } catch (error) {
      setErrors(formErrorsOf(error, t('staff.errors.codeInvalid')));
      setCode('');
      setBusy(false);
    }
  };

  const title =
    step === null
      ? t('staff.login.title')
      : step.step === 'enrol'
        ? t('staff.login.enrolTitle')
        : t('staff.login.codeTitle');
  return (
    <StaffShell staff={null} locale={locale} title={title}>
      <div className="staff-card">
        {step === null ? (
          <form className="staff-form" onSubmit={(event) => void submitPassword(event)} noValidate>
            <p className="staff-muted">{t('staff.login.intro')}</p>
            <FormAlert message={errors.form} />
            <TextField
              label={t('staff.login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              error={errors.email}
              required
            />
            <PasswordField
              label={t('staff.login.password')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              required
            />
            {captchaAsked && (
              <div className="staff-captcha" data-testid="staff-login-captcha">
                <p className="staff-muted">{t('staff.login.captcha')}</p>
                <Captcha {...captcha.props} />
                {errors.captchaToken && (
                  <p className="ui-field__error" role="alert">
                    {errors.captchaToken}
                  </p>
                )}
              </div>
            )}
            <div>
              <button type="submit" className="staff-button" disabled={busy || !captcha.canSubmit}>
                {t('staff.login.submit')}
              </button>
            </div>
          </form>
        ) : (
          <form className="staff-form" onSubmit={(event) => void submitCode(event)} noValidate>
            {step.step === 'enrol' ? (
              <>
                <p>{t('staff.login.enrolIntro')}</p>
                <div className="staff-qr">
                  <img
                    src={`data:image/svg+xml;utf8,${encodeURIComponent(step.qrSvg)}`}
                    alt={t('staff.login.qrAlt')}
                    width={192}
                    height={192}
                  />
                </div>
                <p>
                  {t('staff.login.secret')}:{' '}
                  <code className="staff-secret" data-testid="staff-totp-secret">
                    {step.secret}
                  </code>
                </p>
              </>
            ) : (
              <p>{t('staff.login.codeIntro')}</p>
            )}
            <FormAlert message={errors.form} />
            <TextField
              label={t('staff.login.code')}
              value={code}
              onChange={setCode}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              autoFocus
            />
            <div className="staff-actions">
              <button type="submit" className="staff-button" disabled={busy}>
                {t('staff.login.codeSubmit')}
              </button>
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => {
                  setStep(null);
                  setErrors({});
                }}
              >
                {t('staff.login.startOver')}
              </button>
            </div>
          </form>
        )}
      </div>
    </StaffShell>
  );
}
