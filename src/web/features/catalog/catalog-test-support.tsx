/** What the catalogue's component tests share: a market, a product and the providers a list renders in. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { catalogues } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { DISPLAY_PERMISSIONS } from '../../../common/product-status';
import { LoginOnDemand } from '../auth/login-modal';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ProgressProvider } from '../../ui/progress-bar';
import { CompareProvider } from '../../lib/compare-list';

/** The Polish market (PLN, net) in a given page language. */
export function testLocale(language: Language = 'en'): Locale {
  return {
    country: 'pl',
    language,
    currency: 'PLN',
    vatRate: 23,
    grouping: 'standard',
    gross: false,
    prefix: {},
  };
}

/** A resistor summary without a price; tests override what they look at. */
export function testProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const symbol = overrides.symbol ?? 'RC0603-10K';
  return {
    productId: 1,
    symbol,
    originalSymbol: null,
    description: `Resistor; ${symbol}`,
    name: 'Resistor',
    manufacturer: { id: 1, name: 'Yageo', slug: 'yageo', logoUrl: null },
    manufacturerSymbol: symbol,
    category: { id: 1, slug: 'smd-resistors', name: 'SMD resistors' },
    unit: { code: 'ST', shortName: 'pcs', singularTranslation: 'pc', pluralTranslation: 'pcs' },
    minimumQuantity: 1,
    multiples: 1,
    flags: [],
    permissions: [...DISPLAY_PERMISSIONS],
    statusLabels: [],
    imageUrl: null,
    stock: { count: 10, unit: 'pcs', external: 0 },
    leadTimeDays: null,
    lifecycle: 'active',
    lastTimeBuyDate: null,
    rohs: 'compliant',
    priceGroup: null,
    url: `/${symbol}/details`,
    ...overrides,
  } as ProductSummary;
}

/**
 * Renders `ui` as a page of the shop would: root loader data, messages, modals, progress, the login
 * dialog on demand, comparison.
 */
export function renderInShop(
  ui: ReactNode,
  { language = 'en', path = '/', url = '/' }: { language?: Language; path?: string; url?: string } = {},
): void {
  const Root = () => (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={catalogues[language]}>
        <ModalStackProvider>
          <ProgressProvider>
            <LoginOnDemand>
              <CompareProvider initial={[]}>{ui}</CompareProvider>
            </LoginOnDemand>
          </ProgressProvider>
        </ModalStackProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path,
      loader: () => ({ locale: testLocale(language), customer: null, captchaSiteKey: null }),
      Component: Root,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}
