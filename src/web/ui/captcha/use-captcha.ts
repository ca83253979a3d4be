import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import type { CaptchaProvider, CaptchaWidget } from './provider';

/** Spec §4: not ready, ready (a token was obtained), error. */
export type CaptchaStatus = 'not-ready' | 'ready' | 'error';

export interface CaptchaState {
  status: CaptchaStatus;
  /** The token of a passed check; '' after a Turnstile 600xxx error (spec §4); null otherwise. */
  token: string | null;
  errorCode: string | null;
}

const INITIAL: CaptchaState = { status: 'not-ready', token: null, errorCode: null };

/** Turnstile's 600xxx codes: the challenge itself failed (spec §4: they set an empty token). */
export const isChallengeFailure = (code: string) => code.startsWith('600');

export interface CaptchaOptions {
  /** Another provider than the site key's (tests, or a future provider). */
  provider?: CaptchaProvider;
  /** Form field name of the token (default cf-turnstile-response; zone login: zbl_login[cf-turnstile-response]). */
  fieldName?: string;
  /** Widget language (default: the page's <html lang>). */
  language?: string;
  /** CSP nonce for the provider's script (default: the page's). */
  nonce?: string;
}

/** Spread on <Captcha>; made by useCaptcha. */
export interface CaptchaProps {
  siteKey: string | null;
  provider?: CaptchaProvider;
  fieldName: string;
  language?: string;
  nonce?: string;
  state: CaptchaState;
  widgetRef: RefObject<CaptchaWidget | null>;
  onSuccess: (token: string) => void;
  onError: (code: string) => void;
  onExpired: () => void;
}

export interface CaptchaController extends CaptchaState {
  /** A site key is configured; without one the form has no captcha and may always submit. */
  enabled: boolean;
  /** Spec §4: submit stays disabled until the check is ready (when enabled). */
  canSubmit: boolean;
  /** The token field to merge into the form's payload ({} when disabled). */
  payload: () => Record<string, string>;
  /** A fresh check (call it after an error response: tokens are single use, spec §4). */
  reset: () => void;
  props: CaptchaProps;
}

/**
 * The captcha of one form. `siteKey` comes from the server at runtime (spec §9): empty means no
 * captcha, LOCAL_CAPTCHA_SITE_KEY the local provider, anything else Turnstile.
 *
 *   const captcha = useCaptcha(siteKey);
 *   <Captcha {...captcha.props} />
 *   <button disabled={!captcha.canSubmit}>…
 *   postJson(url, { ...values, ...captcha.payload() }).catch(() => captcha.reset())
 */
export function useCaptcha(
  siteKey: string | null | undefined,
  options: CaptchaOptions = {},
): CaptchaController {
  const [state, setState] = useState<CaptchaState>(INITIAL);
  const widgetRef = useRef<CaptchaWidget | null>(null);
  const enabled = Boolean(siteKey);
  const fieldName = options.fieldName ?? CAPTCHA_TOKEN_FIELD;

  const onSuccess = useCallback((token: string) => setState({ status: 'ready', token, errorCode: null }), []);
  const onError = useCallback(
    (code: string) =>
      setState({ status: 'error', token: isChallengeFailure(code) ? '' : null, errorCode: code }),
    [],
  );
  const onExpired = useCallback(() => setState(INITIAL), []);
  const reset = useCallback(() => {
    widgetRef.current?.reset();
    setState(INITIAL);
  }, []);

  const props = useMemo<CaptchaProps>(
    () => ({
      siteKey: siteKey || null,
      provider: options.provider,
      fieldName,
      language: options.language,
      nonce: options.nonce,
      state,
      widgetRef,
      onSuccess,
      onError,
      onExpired,
    }),
    [
      siteKey,
      options.provider,
      fieldName,
      options.language,
      options.nonce,
      state,
      onSuccess,
      onError,
      onExpired,
    ],
  );

  return {
    ...state,
    enabled,
    canSubmit: !enabled || state.status === 'ready',
    payload: () => (enabled ? { [fieldName]: state.token ?? '' } : {}),
    reset,
    props,
  };
}
