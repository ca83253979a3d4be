/**
 * Cookies the browser writes, under the consent rules of spec §9 (common/consent): necessary ones
 * always, preference and marketing ones only with the visitor's consent; every cookie Secure and
 * SameSite=None, living 8 hours plus the optional days.
 */
import { parseCookieHeader } from '../../common/cookies';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  cookieAttributes,
  cookieMaxAge,
  mayStore,
  parseConsent,
  serializeConsent,
  type Consent,
  type CookieCategory,
} from '../../common/consent';
import { POPUP_CLOSED_COOKIE } from '../../common/popup-rules';
import { RFY_COOKIE } from '../../common/recommendations';

/** Cookies of each category the shop writes; withdrawing a consent deletes that category's cookies. */
const COOKIES_BY_CATEGORY: Record<Exclude<CookieCategory, 'necessary'>, readonly string[]> = {
  preferences: [],
  marketing: [RFY_COOKIE, POPUP_CLOSED_COOKIE],
  // Analytics sets no cookie: its events are sent, with consent, to the shop's endpoint (ADR 082).
  analytics: [],
};

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookieHeader(document.cookie)[name];
}

/** The visitor's current choice, or null before they made one. */
export function currentConsent(): Consent | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

function secureContext(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext;
}

/**
 * Stores a cookie if its category is allowed; returns whether it did. `value` must already fit the
 * cookie grammar (encode it).
 */
export function setCookie(
  name: string,
  value: string,
  options: { category: CookieCategory; days?: number },
): boolean {
  if (typeof document === 'undefined') return false;
  if (!mayStore(options.category, currentConsent())) return false;
  document.cookie = `${name}=${value}; ${cookieAttributes({ maxAge: cookieMaxAge(options.days ?? 0), secureContext: secureContext() })}`;
  return true;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; ${cookieAttributes({ maxAge: 0, secureContext: secureContext() })}`;
}

/** Stores the visitor's choice (a necessary cookie) and removes the cookies it no longer allows. */
export function storeConsent(consent: Consent): void {
  setCookie(CONSENT_COOKIE, serializeConsent(consent), { category: 'necessary', days: CONSENT_COOKIE_DAYS });
  for (const [category, names] of Object.entries(COOKIES_BY_CATEGORY)) {
    if (!mayStore(category as CookieCategory, consent)) names.forEach(deleteCookie);
  }
}
