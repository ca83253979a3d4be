import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { type CaptchaProvider, providerFor } from './provider';
import type { CaptchaProps } from './use-captcha';
import type { CaptchaTexts } from './provider';

const EMPTY_TEXTS: CaptchaTexts = {
  label: '',
  checking: '',
  verified: '',
  expired: '',
  retry: '',
  required: '',
  wait: '',
};

/**
 * The captcha widget of a form (spec §4): the provider's check, the internal-error message when it
 * fails, and the token as a hidden field for forms posted natively. State lives in useCaptcha.
 */
export function Captcha({
  siteKey,
  provider,
  fieldName,
  language,
  nonce,
  state,
  widgetRef,
  onSuccess,
  onError,
  onExpired,
}: CaptchaProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  // The widget is drawn once per site key; later renders must not redraw it, so the effect reads
  // the latest callbacks and texts through a ref.
  const latest = useRef({ onSuccess, onError, onExpired, texts: EMPTY_TEXTS });
  useEffect(() => {
    latest.current = {
      onSuccess,
      onError,
      onExpired,
      texts: {
        label: t('forms.captcha.label'),
        checking: t('forms.captcha.checking'),
        verified: t('forms.captcha.verified'),
        expired: t('forms.captcha.expired'),
        retry: t('forms.captcha.retry'),
        required: t('forms.captcha.required'),
        wait: t('forms.captcha.wait'),
      },
    };
  });

  useEffect(() => {
    const element = container.current;
    if (!siteKey || !element) return;
    const chosen: CaptchaProvider = provider ?? providerFor(siteKey);
    let cancelled = false;
    chosen
      .render(
        element,
        {
          siteKey,
          language: language ?? document.documentElement.lang,
          texts: latest.current.texts,
          nonce,
        },
        {
          onSuccess: (token) => !cancelled && latest.current.onSuccess(token),
          onError: (code) => !cancelled && latest.current.onError(code),
          onExpired: () => !cancelled && latest.current.onExpired(),
        },
      )
      .then(
        (widget) => {
          if (cancelled) return widget.remove();
          widgetRef.current = widget;
          setShown(true);
        },
        () => !cancelled && latest.current.onError('load'),
      );
    return () => {
      cancelled = true;
      widgetRef.current?.remove();
      widgetRef.current = null;
      setShown(false);
    };
  }, [siteKey, provider, language, nonce, widgetRef]);

  if (!siteKey) return null;
  return (
    <div className={`captcha captcha--${state.status}`} role="group" aria-label={t('forms.captcha.title')}>
      <div ref={container} className="captcha__widget" />
      {!shown && state.status !== 'error' && <p className="captcha__loading">{t('forms.captcha.loading')}</p>}
      {/* Every provider runs in the browser: without JavaScript the form cannot pass, so say why. */}
      <noscript>
        <p className="captcha__noscript">{t('forms.captcha.noScript')}</p>
      </noscript>
      {state.status === 'error' && (
        <p className="captcha__error" role="alert">
          {t('forms.captcha.internalError')}
        </p>
      )}
      <input type="hidden" name={fieldName} value={state.token ?? ''} />
    </div>
  );
}
