import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../common/i18n';
import { ConsentProvider } from '../features/content/consent';
import { I18nProvider } from '../lib/i18n';
import { localeForCustomer } from '../lib/locale';
import { resolveLocale } from '../lib/locale.server';
import { UiProviders } from '../ui/ui-providers';
import { SiteFooter } from './site-footer';

/** The note for a Polish company (PLN, net) on the page at `url`. */
function pricesNote(url: string, language: 'en' | 'pl') {
  const locale = localeForCustomer(resolveLocale(new URL(url))!, { grossPrices: false, country: 'pl' });
  render(
    <I18nProvider messages={catalogues[language]}>
      <UiProviders>
        <ConsentProvider initial={null}>
          <SiteFooter locale={locale} />
        </ConsentProvider>
      </UiProviders>
    </I18nProvider>,
  );
  return screen.getByText(/^(Prices are shown|Ceny podano)/).textContent;
}

describe('the footer’s price note', () => {
  it('reads as one sentence on the Polish market in English', () => {
    expect(pricesNote('http://shop.test/en/katalog/', 'en')).toBe(
      'Prices are shown in PLN, net (excl. VAT).',
    );
  });

  it('reads as one sentence in Polish', () => {
    expect(pricesNote('http://shop.test/pl/katalog/', 'pl')).toBe('Ceny podano w PLN, netto (bez VAT).');
  });
});
