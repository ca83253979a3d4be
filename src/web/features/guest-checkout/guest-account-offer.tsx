import { useState, type FormEvent } from 'react';
import type { GuestOrderView } from '../../../common/contracts/guest-checkout';
import type { Language } from '../../../common/markets';
import { formErrorsOf } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { FormAlert, PasswordField, TextField } from '../../ui/form';
import { guestCheckoutApi } from './guest-checkout-api';

/**
 * "Create an account with these details" under a guest's order (ADR 083): a password and the code
 * mailed to the order's e-mail, as registration asks. When the e-mail has an account already: log
 * in with it, then attach the order (the session's e-mail must be the order's).
 */
export function GuestAccountOffer({
  token,
  view,
  locale,
  loggedIn,
}: {
  token: string;
  view: Pick<GuestOrderView, 'email' | 'account'>;
  locale: Locale & { language: Language };
  loggedIn: boolean;
}) {
  const t = useT();
  const [state, setState] = useState<'offer' | 'login' | 'done' | 'created' | 'attached'>(view.account);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const email = view.email;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (error) {
      setErrors(formErrorsOf(error, t('errorModal.unknownError')));
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await guestCheckoutApi.createAccount(token, { password, verificationCode: code.trim() });
      setState('created');
    });
  }

  let body;
  if (state === 'created' || state === 'attached' || state === 'done') {
    body = (
      <p role="status" data-testid="guest-account-outcome">
        {state === 'created'
          ? t('guest.account.created', { email })
          : state === 'attached'
            ? t('guest.account.attached')
            : t('guest.account.done')}{' '}
        {state !== 'attached' && <a href={localHref(locale, 'login')}>{t('header.login')}</a>}
      </p>
    );
  } else if (state === 'login') {
    body = (
      <>
        <p data-testid="guest-account-login">{t('guest.account.login', { email })}</p>
        {loggedIn ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            data-testid="guest-attach"
            onClick={() =>
              void run(async () => {
                await guestCheckoutApi.attach(token);
                setState('attached');
              })
            }
          >
            {t('guest.account.attach')}
          </button>
        ) : (
          <a className="button button--primary" href={localHref(locale, 'login')}>
            {t('header.login')}
          </a>
        )}
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={(e) => void create(e)} className="guest-order__account-form">
        <p>{t('guest.account.intro')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          data-testid="guest-send-code"
          onClick={() =>
            void run(async () => {
              await guestCheckoutApi.sendCode(email, locale.language);
              setCodeSent(true);
            })
          }
        >
          {t('guest.account.sendCode', { email })}
        </button>
        {codeSent && <p role="status">{t('guest.account.codeSent')}</p>}
        <TextField
          id="guest-account-code"
          label={t('guest.account.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={errors.verificationCode}
        />
        <PasswordField
          id="guest-account-password"
          label={t('guest.account.password')}
          required
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="guest-create-account"
        >
          {t('guest.account.create')}
        </button>
      </form>
    );
  }
  return (
    <section className="guest-order__account" data-testid="guest-account-offer">
      <h2>{t('guest.account.title')}</h2>
      <FormAlert message={errors.form ?? errors.email ?? null} />
      {body}
    </section>
  );
}
