import { describe, expect, it } from 'vitest';
import { loginAlertText } from './login-alert-text';

const row = (texts: Record<string, string> | null, loginAlert: string | null = null, language = 'pl') => ({
  loginAlertTexts: texts,
  loginAlert,
  language,
});

describe('loginAlertText', () => {
  it("picks the page's language, then the customer's, then English, then any, then the single text", () => {
    const all = { en: 'EN', pl: 'PL', de: 'DE', hu: 'HU' };
    expect(loginAlertText(row(all), 'de')).toBe('DE');
    expect(loginAlertText(row({ en: 'EN', pl: 'PL' }), 'hu')).toBe('PL');
    expect(loginAlertText(row({ en: 'EN', hu: 'HU' }), 'de')).toBe('EN');
    expect(loginAlertText(row({ hu: 'HU' }), 'de')).toBe('HU');
    expect(loginAlertText(row(null, 'single'), 'de')).toBe('single');
    expect(loginAlertText(row({ de: '' }, 'single'), 'de')).toBe('single');
    expect(loginAlertText(row(null), 'de')).toBeNull();
    expect(loginAlertText(null, 'de')).toBeNull();
  });
});
