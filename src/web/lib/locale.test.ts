import { describe, expect, it } from 'vitest';
import { localeForCustomer, localHref, switchLocaleHref } from './locale';
import { resolveLocale } from './locale.server';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('resolveLocale', () => {
  it('uses the international market without a prefix', () => {
    expect(resolveLocale(url('/katalog/'))).toMatchObject({
      country: 'en',
      language: 'en',
      currency: 'EUR',
      prefix: {},
    });
  });

  it('takes market, currency and language from the country prefix', () => {
    expect(resolveLocale(url('/hu/katalog/'))).toMatchObject({
      country: 'hu',
      language: 'hu',
      currency: 'HUF',
      vatRate: 27,
    });
    expect(resolveLocale(url('/in/'))).toMatchObject({ currency: 'INR', grouping: 'indian' });
  });

  it('lets the language prefix override the market language', () => {
    expect(resolveLocale(url('/en/pl/katalog/'))).toMatchObject({
      country: 'pl',
      language: 'en',
      currency: 'PLN',
    });
    expect(resolveLocale(url('/de-at/de/katalog/'))).toMatchObject({ country: 'de', language: 'de' });
  });

  it('refuses unknown countries and languages', () => {
    expect(resolveLocale(url('/xx/katalog/'))).toBeNull();
    expect(resolveLocale(url('/fi/pl/katalog/'))).toBeNull();
  });

  it('reads the brutto parameter for gross prices', () => {
    expect(resolveLocale(url('/pl/?brutto=1'))?.gross).toBe(true);
    expect(resolveLocale(url('/pl/?brutto=0'))?.gross).toBe(false);
    expect(resolveLocale(url('/pl/'))?.gross).toBe(false);
  });
});

describe('links', () => {
  it('keep the locale form of the current page', () => {
    const locale = resolveLocale(url('/en/pl/'))!;
    expect(localHref(locale, 'linecard_index')).toBe('/en/pl/linecard/');
  });

  it('switch the market of the same page and keep its query', () => {
    expect(switchLocaleHref(url('/pl/12_resistors/katalog?page=2&brutto=1'), 'hu')).toBe(
      '/hu/12_resistors/katalog?page=2',
    );
    expect(switchLocaleHref(url('/BC547B/details'), 'pl', 'en', true)).toBe('/en/pl/BC547B/details?brutto=1');
    expect(switchLocaleHref(url('/no/such/page/at/all'), 'de')).toBe('/de/');
  });
});

describe('the locale a logged-in customer sees', () => {
  const polish = { grossPrices: false, country: 'pl' };

  it('is the customer’s market on a URL without a country, in the URL’s language', () => {
    const locale = localeForCustomer(resolveLocale(new URL('http://shop.test/katalog/'))!, polish);
    expect(locale).toMatchObject({ country: 'pl', currency: 'PLN', vatRate: 23, language: 'en', prefix: {} });
  });

  it('is the customer’s market on another market’s URL too, and the account decides gross or net', () => {
    const locale = localeForCustomer(
      resolveLocale(new URL('http://shop.test/hu/katalog/?brutto=1'))!,
      polish,
    );
    expect(locale).toMatchObject({
      country: 'pl',
      currency: 'PLN',
      vatRate: 23,
      gross: false,
      language: 'hu',
    });
    expect(locale.prefix).toEqual({ _country: 'hu' });
    const international = localeForCustomer(resolveLocale(new URL('http://shop.test/en/katalog/'))!, polish);
    expect(international).toMatchObject({ country: 'pl', currency: 'PLN', language: 'en' });
  });

  it('leaves visitors and customers of the international site alone', () => {
    const url = new URL('http://shop.test/katalog/');
    expect(localeForCustomer(resolveLocale(url)!, null)).toMatchObject({ country: 'en', currency: 'EUR' });
    expect(localeForCustomer(resolveLocale(url)!, { grossPrices: true, country: 'en' })).toMatchObject({
      country: 'en',
      gross: true,
    });
  });
});
