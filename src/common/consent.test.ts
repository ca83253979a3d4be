import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  COOKIE_BASE_LIFETIME_SECONDS,
  ONLY_NECESSARY,
  cookieAttributes,
  cookieMaxAge,
  makeConsent,
  mayStore,
  parseConsent,
  serializeConsent,
} from './consent';
import { parseCookieHeader } from './cookies';

const NOW = new Date('2025-03-15T10:00:00Z');

describe('cookie consent rules', () => {
  it('always allows necessary cookies, and the others only with their consent', () => {
    expect(mayStore('necessary', null)).toBe(true);
    expect(mayStore('preferences', null)).toBe(false);
    expect(mayStore('marketing', null)).toBe(false);
    const necessaryOnly = makeConsent(ONLY_NECESSARY, NOW);
    expect(mayStore('preferences', necessaryOnly)).toBe(false);
    expect(mayStore('marketing', necessaryOnly)).toBe(false);
    const all = makeConsent(ACCEPT_ALL, NOW);
    expect(mayStore('preferences', all)).toBe(true);
    expect(mayStore('marketing', all)).toBe(true);
    const preferencesOnly = makeConsent({ preferences: true, marketing: false }, NOW);
    expect(mayStore('preferences', preferencesOnly)).toBe(true);
    expect(mayStore('marketing', preferencesOnly)).toBe(false);
  });

  it('keeps a cookie 8 hours plus the optional days (spec §9)', () => {
    expect(cookieMaxAge()).toBe(8 * 3600);
    expect(cookieMaxAge(0)).toBe(COOKIE_BASE_LIFETIME_SECONDS);
    expect(cookieMaxAge(30)).toBe(8 * 3600 + 30 * 86400);
    expect(() => cookieMaxAge(-1)).toThrow(RangeError);
    expect(() => cookieMaxAge(1.5)).toThrow(RangeError);
  });

  it('marks cookies Secure and SameSite=None in a secure context, Lax without one', () => {
    expect(cookieAttributes({ maxAge: 100, secureContext: true })).toBe(
      'Path=/; Max-Age=100; Secure; SameSite=None',
    );
    expect(cookieAttributes({ maxAge: 100, secureContext: false })).toBe('Path=/; Max-Age=100; SameSite=Lax');
    expect(cookieAttributes({ maxAge: -5, secureContext: true })).toContain('Max-Age=0');
  });

  it('round-trips the consent cookie and rejects anything else', () => {
    const consent = makeConsent({ preferences: true, marketing: false }, NOW);
    expect(consent).toEqual({
      preferences: true,
      marketing: false,
      analytics: false,
      updatedAt: '2025-03-15T10:00:00.000Z',
    });
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    for (const bad of [
      undefined,
      '',
      'yes',
      '%7B',
      encodeURIComponent('{"preferences":1,"marketing":true,"updatedAt":"2025-01-01"}'),
      encodeURIComponent('{"preferences":true,"marketing":true,"updatedAt":"soon"}'),
      encodeURIComponent('[]'),
    ]) {
      expect(parseConsent(bad)).toBeNull();
    }
  });

  it('reads a choice made before analytics was asked as no analytics (ADR 082)', () => {
    const older = encodeURIComponent(
      '{"preferences":true,"marketing":true,"updatedAt":"2025-01-01T00:00:00Z"}',
    );
    expect(parseConsent(older)?.analytics).toBe(false);
    expect(mayStore('analytics', parseConsent(older))).toBe(false);
    const yes = makeConsent({ preferences: false, marketing: false, analytics: true }, NOW);
    expect(parseConsent(serializeConsent(yes))?.analytics).toBe(true);
    expect(mayStore('analytics', yes)).toBe(true);
    expect(mayStore('analytics', null)).toBe(false);
  });

  it('reads a Cookie header', () => {
    expect(parseCookieHeader('a=1; consent=%7B%7D;b=x=y; a=2; broken; =v')).toEqual({
      a: '1',
      consent: '%7B%7D',
      b: 'x=y',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });
});
