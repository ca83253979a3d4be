import { useState, type FormEvent } from 'react';
import { AFTER_LOGIN_ACTION_COOKIE } from '../../../common/accounts';
import type { Customer } from '../../../common/contracts/auth';
import { Captcha, useCaptcha } from '../../ui/captcha';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { FormAlert, PasswordField, TextField } from '../../ui/form';
import { authApi, loginErrorMessage } from './auth-api';
import { readCookie } from './cookies';
import { useHydrated } from '../../lib/use-hydrated';
import type { VisitorMergeResponse } from '../../../common/contracts/visitor-cart';
import { VisitorMergeOutcome } from './visitor-merge-outcome';
import { storedLines, type StoredLine } from '../../lib/visitor-cart';
import { guestCheckoutHref } from '../../lib/visitor-cart-links';

export interface LoginFormProps {
  locale: Locale;
  /** ZBL login: captcha first, ZBL accounts only (spec §2 /login-zbl, §7 External). */
  variant?: 'standard' | 'zbl';
  /** Turnstile site key from the server (spec §9); the ZBL form needs it. */
  captchaSiteKey?: string | null;
  onLoggedIn: (customer: Customer) => void;
  /** Id prefix, so a page and a modal can both hold a form. */
  idPrefix?: string;
}

/** E-mail or username and password; the server's answer decides (401 wrong, 429 slow down). */
export function LoginForm({
  locale,
  variant = 'standard',
  captchaSiteKey,
  onLoggedIn,
  idPrefix = 'login',
}: LoginFormProps) {
  const t = useT();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guestOrder = useGuestOrder();
  const [merge, setMerge] = useState<{ merged: VisitorMergeResponse; customer: Customer } | null>(null);
  const captcha = useCaptcha(variant === 'zbl' ? captchaSiteKey : null, {
    fieldName: 'zbl_login[cf-turnstile-response]',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    let customer: Customer;
    try {
      ({ customer } =
        variant === 'zbl'
          ? await authApi.loginZbl(login, password, captcha.token ?? '')
          : await authApi.login(login, password));
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
      // Captcha tokens are single use (spec §4: the check is reset after an error response).
      if (variant === 'zbl') captcha.reset();
      setBusy(false);
      return;
    }
    // The visitor cart joins the account's cart now (ADR 087); a refused line is shown before going on.
    const merged =
      storedLines().length > 0
        ? await import('../../lib/visitor-cart-lines').then((m) => m.mergeVisitorCart())
        : null;
    if (merged?.lines.some((line) => line.outcome === 'refused')) setMerge({ merged, customer });
    else onLoggedIn(customer);
  };

  if (merge)
    return (
      <VisitorMergeOutcome
        locale={locale}
        merged={merge.merged}
        onContinue={() => onLoggedIn(merge.customer)}
      />
    );

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`${idPrefix}-form`}
    >
      <FormAlert message={error} />
      <TextField
        id={`${idPrefix}-login`}
        label={t('auth.login.login')}
        value={login}
        onChange={setLogin}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        required
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.login.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        maxLength={128}
        required
      />
      {variant === 'zbl' && <Captcha {...captcha.props} />}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={busy || !login || !password || (variant === 'zbl' && !captcha.canSubmit)}
      >
        {busy ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <p className="auth-form__links">
        <a href={localHref(locale, 'profile_reset_password')}>{t('auth.login.forgotPassword')}</a>
        <span>
          {t('auth.login.noAccount')}{' '}
          <a href={localHref(locale, 'registration')}>{t('auth.login.register')}</a>
        </span>
      </p>
      {guestOrder && (
        <div className="login-modal__guest" data-testid="login-guest-offer">
          <a className="button button--secondary" href={guestCheckoutHref(locale, guestOrder)}>
            {t('guest.orderAsGuest')}
          </a>
          <p className="login-modal__guest-hint">{t('guest.guestHint')}</p>
        </div>
      )}
    </form>
  );
}

/**
 * What a private person may order as a guest instead (ADR 083, 087): the visitor cart's lines, or
 * the part of the action kept for after the login. Read once hydrated: the server renders without it.
 */
function useGuestOrder(): StoredLine[] | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const cart = storedLines();
  if (cart.length > 0) return cart;
  try {
    const action = JSON.parse(readCookie(AFTER_LOGIN_ACTION_COOKIE) ?? 'null') as {
      type?: unknown;
      symbol?: unknown;
      amount?: unknown;
    } | null;
    if (action?.type === 'addToCart' && typeof action.symbol === 'string')
      return [{ symbol: action.symbol, amount: Math.max(1, Math.floor(Number(action.amount) || 1)) }];
  } catch {
    // A cookie that is not ours to read: no offer.
  }
  return null;
}
