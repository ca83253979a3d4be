/**
 * Cookie consent (spec §9): cookies are Secure and SameSite=None, and beyond the necessary ones
 * they are set only with the visitor's consent. The choice itself lives in the necessary cookie
 * `consent` = {preferences, marketing, analytics, updatedAt}; the recommended-for-you cookie needs
 * marketing consent, the shop's own analytics events analytics consent (ADR 082). Browser and server share these rules (no Zod, no DOM: this runs in both).
 */

export const CONSENT_COOKIE = 'consent';

/** necessary: the shop cannot work without it (the consent choice itself); the others need consent. */
export type CookieCategory = 'necessary' | 'preferences' | 'marketing' | 'analytics';

export interface Consent {
  preferences: boolean;
  marketing: boolean;
  /** The shop's own analytics events (ADR 082); a choice made before it existed reads as no. */
  analytics: boolean;
  /** ISO date-time of the choice. */
  updatedAt: string;
}

/** Spec §9: a cookie lives 8 hours by default, plus an optional number of days. */
export const COOKIE_BASE_LIFETIME_SECONDS = 8 * 60 * 60;
export const SECONDS_PER_DAY = 24 * 60 * 60;
/** The consent choice is kept half a year before the banner asks again. */
export const CONSENT_COOKIE_DAYS = 180;

export function cookieMaxAge(days = 0): number {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('Cookie days must be a whole number ≥ 0');
  return COOKIE_BASE_LIFETIME_SECONDS + days * SECONDS_PER_DAY;
}

/** Whether a cookie of `category` may be stored under `consent` (null: the visitor has not chosen yet). */
export function mayStore(category: CookieCategory, consent: Consent | null): boolean {
  if (category === 'necessary') return true;
  if (!consent) return false;
  return consent[category];
}

/** A visitor's answer: analytics left out is no (what the banner asked before it had the choice). */
export interface ConsentChoice {
  preferences: boolean;
  marketing: boolean;
  analytics?: boolean;
}

export function makeConsent(choice: ConsentChoice, now: Date = new Date()): Consent {
  return {
    preferences: choice.preferences,
    marketing: choice.marketing,
    analytics: choice.analytics === true,
    updatedAt: now.toISOString(),
  };
}

export const ACCEPT_ALL = { preferences: true, marketing: true, analytics: true } as const;
export const ONLY_NECESSARY = { preferences: false, marketing: false, analytics: false } as const;

/** The cookie value: JSON, percent-encoded so it fits the cookie grammar. */
export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent));
}

/** The consent in a cookie value, or null when it is missing or not one we wrote. */
export function parseConsent(raw: string | undefined | null): Consent | null {
  const value = decodeJsonCookie(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { preferences, marketing, analytics, updatedAt } = value as Record<string, unknown>;
  if (typeof preferences !== 'boolean' || typeof marketing !== 'boolean') return null;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) return null;
  return { preferences, marketing, analytics: analytics === true, updatedAt };
}

/** JSON from a percent-encoded cookie value, or undefined when it is not that. */
export function decodeJsonCookie(raw: string | undefined | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

export interface CookieAttributesOptions {
  /** Max-Age in seconds; 0 deletes the cookie. */
  maxAge: number;
  /**
   * Spec §9 asks for Secure and SameSite=None. Browsers drop SameSite=None cookies that are not
   * Secure, and refuse Secure ones outside a secure context (plain http on a LAN address): there
   * the cookie falls back to SameSite=Lax, so a development shop still remembers the choice.
   */
  secureContext: boolean;
}

export function cookieAttributes(options: CookieAttributesOptions): string {
  const base = `Path=/; Max-Age=${Math.max(0, Math.floor(options.maxAge))}`;
  return options.secureContext ? `${base}; Secure; SameSite=None` : `${base}; SameSite=Lax`;
}
