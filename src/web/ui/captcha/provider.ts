/**
 * A captcha provider draws a check into a container and reports through callbacks (spec §4).
 * Three exist (ADR 069): ALTCHA, the shop's own proof of work and the default (altcha-provider.ts),
 * Cloudflare Turnstile (turnstile-provider.ts) and a local "I am human" box for API tests and
 * development (local-provider.ts); the site key picks one (src/common/captcha.ts).
 */

import { ALTCHA_SITE_KEY, LOCAL_CAPTCHA_SITE_KEY } from '../../../common/captcha';
import { altchaProvider } from './altcha-provider';
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

/** Wording a provider may show itself (the local one and ALTCHA; Turnstile brings its own). */
export interface CaptchaTexts {
  label: string;
  checking: string;
  verified: string;
  /** The check ran out of time (ALTCHA: its challenge expired); tick again. */
  expired: string;
  /** After a failure, how to go on (the form shows the internal-error message itself). */
  retry: string;
  /** A form submitted before the check passed. */
  required: string;
  /** A form submitted while the check is still working. */
  wait: string;
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

/** The provider for a site key: ALTCHA, the local box, or Turnstile for any other key. */
export function providerFor(siteKey: string): CaptchaProvider {
  if (siteKey === ALTCHA_SITE_KEY) return altchaProvider;
  return siteKey === LOCAL_CAPTCHA_SITE_KEY ? localCaptchaProvider : turnstileProvider;
}
