import { describe, expect, it } from 'vitest';
import { documentFileName, documentHref, isRedirectableUrl, isShopDocument } from './documents';

const token = '0123456789abcdef0123456789abcdef';

describe('document links', () => {
  it('name the file after the source when it has a plain name, else after the symbol', () => {
    expect(documentFileName('https://example.com/ds/LM358.pdf?x=1', 'LM358-TI')).toBe('LM358.pdf');
    expect(documentFileName('https://example.com/get?id=5', 'RC0603/10K #1')).toBe('RC0603_10K__1.pdf');
    expect(documentFileName(`/Document/${token}/BC547B.pdf`, 'BC547B')).toBe('BC547B.pdf');
  });

  it('take the locale form of the page: unprefixed English, the market alone, or language and market', () => {
    const shop = { token, url: `/Document/${token}/BC547B.pdf` };
    expect(documentHref(shop, 'BC547B', { country: 'en', language: 'en' })).toBe(
      `/Document/${token}/BC547B.pdf`,
    );
    expect(documentHref(shop, 'BC547B', { country: 'pl', language: 'pl' })).toBe(
      `/pl/Document/${token}/BC547B.pdf`,
    );
    expect(documentHref(shop, 'BC547B', { country: 'cz', language: 'en' })).toBe(
      `/cz/Document/${token}/BC547B.pdf`,
    );
    expect(documentHref(shop, 'BC547B', { country: 'hu', language: 'de' })).toBe(
      `/de/hu/Document/${token}/BC547B.pdf`,
    );
  });

  it('tell the shop’s own documents from suppliers’, and follow only absolute http(s) URLs', () => {
    expect(isShopDocument(`/Document/${token}/x.pdf`)).toBe(true);
    expect(isShopDocument('https://example.com/x.pdf')).toBe(false);
    expect(isRedirectableUrl('https://example.com/x.pdf')).toBe(true);
    expect(isRedirectableUrl('http://example.com/x.pdf')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x.pdf',
      '/files/x.pdf',
      'data:application/pdf;base64,AA',
      'https:///x',
    ])
      expect(isRedirectableUrl(url), url).toBe(false);
  });
});
