import { ALTCHA_CHALLENGE_FAILED, ALTCHA_CHALLENGE_PATH, ALTCHA_SOLVE_FAILED } from '../../../common/captcha';
import type { CaptchaProvider, CaptchaTexts } from './provider';

/** What the provider needs of the loaded component (altcha-element.ts; a fake in tests). */
export interface AltchaModule {
  registerAltcha: () => void;
  setAltchaStrings: (language: string, strings: Record<string, string>) => void;
}

/** The part of `<altcha-widget>` the provider uses (the package's AltchaWidgetElement). */
interface AltchaElement extends HTMLElement {
  configure?: (config: Record<string, unknown>) => Promise<void>;
  reset?: () => void;
}

/** The shop's wording in ALTCHA's string names (pl, en, de, hu from the page's catalogue). */
function altchaStrings(texts: CaptchaTexts): Record<string, string> {
  return {
    label: texts.label,
    verifying: texts.checking,
    verified: texts.verified,
    expired: texts.expired,
    // The form shows the internal-error message itself (spec §4); the box says how to go on.
    error: texts.retry,
    verificationRequired: texts.required,
    waitAlert: texts.wait,
    loading: texts.checking,
    verify: texts.label,
    // The footer is hidden (no link to a third party), but its strings must not be English either.
    footer: '',
    ariaLinkLabel: 'ALTCHA',
  };
}

/** The component's `statechange` detail (altcha's State enum as strings). */
type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

/**
 * ALTCHA (ADR 069), the default provider: a checkbox that, when ticked (or when the visitor first
 * focuses the form), fetches a signed challenge from the shop (ALTCHA_CHALLENGE_PATH) and solves
 * it in Web Workers; the base64 payload is the token. No image or audio puzzle: a person with any
 * input device passes by ticking a labelled native checkbox, a script pays in CPU time.
 *
 * Errors: a challenge the shop did not give (network, 429) is ALTCHA_CHALLENGE_FAILED; a challenge
 * not solved (timeout, worker failure) is ALTCHA_SOLVE_FAILED, which like Turnstile's 600xxx sets
 * an empty token (spec §4).
 */
export function createAltchaProvider(
  load: () => Promise<AltchaModule> = () => import('./altcha-element'),
): CaptchaProvider {
  return {
    async render(container, options, callbacks) {
      const altcha = await load();
      altcha.registerAltcha();
      const language = (options.language || 'en').slice(0, 2).toLowerCase();
      altcha.setAltchaStrings(language, altchaStrings(options.texts));

      // Whether the last failure was the shop's challenge request rather than the work.
      let challengeFailed = false;
      const challengeFetch: typeof fetch = async (input, init) => {
        challengeFailed = false;
        try {
          // The component reads the Response itself (status, headers, JSON), which api.ts's
          // helpers do not hand back; this is a GET of the shop's own challenge, no state changes.
          // eslint-disable-next-line no-restricted-globals
          const response = await fetch(input, { ...init, credentials: 'same-origin', cache: 'no-store' });
          if (!response.ok) challengeFailed = true;
          return response;
        } catch (error) {
          challengeFailed = true;
          throw error;
        }
      };

      const widget = document.createElement('altcha-widget') as AltchaElement;
      widget.setAttribute('challenge', ALTCHA_CHALLENGE_PATH);
      // The browser's own checkbox: forced colours, zoom and screen readers treat it as any other.
      widget.setAttribute('type', 'native');
      widget.setAttribute('display', 'standard');
      // Solving starts when the visitor first focuses the form, so it is usually done by submit.
      widget.setAttribute('auto', 'onfocus');
      widget.setAttribute('language', language);
      // The component's own hidden field; the form's token field is the Captcha component's.
      widget.setAttribute('name', 'altcha');
      widget.setAttribute(
        'configuration',
        JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
      );
      widget.addEventListener('verified', (event) => {
        const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
        if (payload) callbacks.onSuccess(payload);
      });
      widget.addEventListener('statechange', (event) => {
        const state = (event as CustomEvent<{ state?: AltchaState }>).detail?.state;
        if (state === 'error')
          callbacks.onError(challengeFailed ? ALTCHA_CHALLENGE_FAILED : ALTCHA_SOLVE_FAILED);
        // Unticking a passed box starts over in the component: the form's token goes with it.
        else if (state === 'unverified') callbacks.onExpired();
      });
      widget.addEventListener('expired', () => callbacks.onExpired());
      container.replaceChildren(widget);

      // The component's methods exist once it has loaded (its `load` event); fetch is a function,
      // so it cannot go in an attribute.
      if (typeof widget.configure !== 'function')
        await new Promise<void>((resolve) =>
          widget.addEventListener('load', () => resolve(), { once: true }),
        );
      await widget.configure?.({ fetch: challengeFetch });

      return {
        reset: () => widget.reset?.(),
        remove: () => container.replaceChildren(),
      };
    },
  };
}

export const altchaProvider = createAltchaProvider();
