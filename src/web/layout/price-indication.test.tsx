import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../common/i18n';
import { I18nProvider } from '../lib/i18n';
import { localeForCustomer } from '../lib/locale';
import { resolveLocale } from '../lib/locale.server';
import { PriceIndication } from './price-indication';

function renderFor(
  url: string,
  customer: { grossPrices: boolean; country: string } | null,
  language: 'en' | 'de' = 'en',
) {
  const locale = localeForCustomer(resolveLocale(new URL(url))!, customer);
  render(
    <I18nProvider messages={catalogues[language]}>
      <PriceIndication locale={locale} />
    </I18nProvider>,
  );
  return screen.getByTestId('price-indication').textContent;
}

describe('the header’s price indication', () => {
  it('tells a Polish company on the international site its own currency and net prices', () => {
    expect(renderFor('http://shop.test/en/katalog/', { grossPrices: false, country: 'pl' })).toBe(
      'Prices in PLN, net',
    );
  });

  it('tells a German person on the Hungarian site euros, gross', () => {
    expect(renderFor('http://shop.test/hu/katalog/', { grossPrices: true, country: 'de' }, 'de')).toBe(
      'Preise in EUR, brutto',
    );
  });

  it('tells visitors the site’s market', () => {
    expect(renderFor('http://shop.test/hu/katalog/', null)).toBe('Prices in HUF, net');
  });
});
