import { TURNSTILE_SCRIPT_URL } from '../../../common/captcha';
import type { CaptchaProvider } from './provider';

/** The part of Cloudflare's `window.turnstile` the shop uses (explicit rendering). */
export interface TurnstileApi {
  render: (container: HTMLElement, params: TurnstileParams) => string | null | undefined;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
}

export interface TurnstileParams {
  sitekey: string;
  language?: string;
  callback?: (token: string) => void;
  /** Returning true tells Turnstile the error is handled (no console error thrown). */
  'error-callback'?: (code: string | number) => boolean | void;
  'expired-callback'?: () => void;
  'timeout-callback'?: () => void;
  /** false: no hidden input of Turnstile's own; the component renders the token field. */
  'response-field'?: boolean;
  retry?: 'auto' | 'never';
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Loads Turnstile's script once per page (only when a real site key asks for it). */
export function loadTurnstile(nonce?: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${TURNSTILE_SCRIPT_URL}?render=explicit`;
    script.async = true;
    const scriptNonce = nonce ?? pageNonce();
    if (scriptNonce) script.nonce = scriptNonce;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'));
    script.onerror = () => {
      // Let a later form try again (the network may come back).
      loading = null;
      script.remove();
      reject(new Error('Turnstile script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The CSP nonce the page's own scripts carry (browsers expose it as a property only). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export const turnstileProvider: CaptchaProvider = {
  async render(container, options, callbacks) {
    const turnstile = await loadTurnstile(options.nonce);
    const widgetId =
      turnstile.render(container, {
        sitekey: options.siteKey,
        language: options.language || 'auto',
        callback: callbacks.onSuccess,
        'error-callback': (code) => {
          callbacks.onError(String(code));
          return true;
        },
        'expired-callback': callbacks.onExpired,
        'timeout-callback': callbacks.onExpired,
        'response-field': false,
        retry: 'auto',
      }) ?? undefined;
    return {
      reset: () => turnstile.reset(widgetId),
      remove: () => turnstile.remove(widgetId),
    };
  },
};

/** Tests only: forget a loaded or failed script. */
export function resetTurnstileLoader(): void {
  loading = null;
}
