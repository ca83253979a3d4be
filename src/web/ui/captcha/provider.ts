/**
 * A captcha provider draws a check into a container and reports through callbacks (spec §4). Two
 * exist: Cloudflare Turnstile (turnstile-provider.ts) and a local "I am human" box for development
 * and tests without internet (local-provider.ts); the site key picks one (src/common/captcha.ts).
 */

import { LOCAL_CAPTCHA_SITE_KEY } from '../../../common/captcha';
import { localCaptchaProvider } from './local-provider';
import { turnstileProvider } from './turnstile-provider';

export interface CaptchaCallbacks {
  /** The check passed; the token goes with the form. */
  onSuccess: (token: string) => void;
  /** The check failed; `code` is the provider's (Turnstile: e.g. "600010", "110200"). */
  onError: (code: string) => void;
  /** The token expired unused; the widget starts over by itself. */
  onExpired: () => void;
}

/** Wording a provider may show itself (the local one; Turnstile brings its own). */
export interface CaptchaTexts {
  label: string;
  checking: string;
  verified: string;
}

export interface CaptchaRenderOptions {
  siteKey: string;
  /** Page language for the widget's own wording ("pl", "hu"...). */
  language: string;
  texts: CaptchaTexts;
  /** CSP nonce for a script the provider must load. */
  nonce?: string;
}

export interface CaptchaWidget {
  /** Back to the start: a fresh check, no token (after an error response, spec §4). */
  reset: () => void;
  /** Takes the widget out of the page. */
  remove: () => void;
}

export interface CaptchaProvider {
  /** Rejects when the provider cannot start (its script failed to load). */
  render: (
    container: HTMLElement,
    options: CaptchaRenderOptions,
    callbacks: CaptchaCallbacks,
  ) => Promise<CaptchaWidget>;
}

/** The provider for a site key: the local box for LOCAL_CAPTCHA_SITE_KEY, Turnstile for any other. */
export function providerFor(siteKey: string): CaptchaProvider {
  return siteKey === LOCAL_CAPTCHA_SITE_KEY ? localCaptchaProvider : turnstileProvider;
}
