/** What the page component tests share: a logged-in customer, the root data and the providers a page renders in. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import type { ContactPerson, Customer } from '../common/contracts/auth';
import { en } from '../common/i18n/en';
import { UiProviders } from './ui/ui-providers';
import { I18nProvider } from './lib/i18n';
import { testLocale as marketLocale } from './features/catalog/catalog-test-support';

/** The Polish market (PLN, net), pages in English. */
export const testLocale = marketLocale('en');
export { calls, replies } from './lib/fetch-replies';

export const testContactPerson: ContactPerson = {
  crc: 'crc-anna',
  email: 'anna@firma.pl',
  username: null,
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: null,
  isPrimary: true,
};

export const testCustomer: Customer = {
  customerNumber: '1000001',
  customerType: 'company',
  kind: 'standard',
  zonePriceType: null,
  isPerson: false,
  isPrivateCustomer: false,
  grossPrices: false,
  country: 'pl',
  language: 'en',
  companyName: 'Firma sp. z o.o.',
  displayName: 'Firma sp. z o.o.',
  contactPerson: testContactPerson,
};

/** Renders a page as the shop does: root loader data with the customer, a query client, messages, dialogs. */
export async function renderPage(ui: ReactNode, customer: Customer | null = testCustomer) {
  const Root = () => (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={en}>
        <UiProviders>{ui}</UiProviders>
      </I18nProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: testLocale, customer, captchaSiteKey: null }),
      Component: Root,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}
