import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { RecommendedItem } from '../../../common/contracts/content';
import { makeConsent, type Consent } from '../../../common/consent';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ConsentProvider } from './consent';
import { ForYouSlider } from './recommended-sliders';

function product(id: number): ProductSummary {
  return {
    productId: id,
    symbol: `PART-${id}`,
    originalSymbol: null,
    description: `Part ${id}; test`,
    name: `Part ${id}`,
    manufacturer: { id: 1, name: 'Maker', slug: 'maker', logoUrl: null },
    manufacturerSymbol: `P${id}`,
    category: { id: 1, slug: 'c', name: 'C' },
    unit: { code: 'ST', shortName: 'pcs', singularTranslation: 'piece', pluralTranslation: 'pieces' },
    minimumQuantity: 1,
    multiples: 1,
    flags: [],
    permissions: ['SHOW_PRICE'],
    statusLabels: [],
    imageUrl: null,
    stock: { count: 5, unit: 'pcs', external: 0 },
    leadTimeDays: null,
    lifecycle: 'active',
    lastTimeBuyDate: null,
    rohs: 'compliant',
    priceGroup: null,
    url: `/PART-${id}/details`,
  } as ProductSummary;
}

const items = (type: RecommendedItem['tracking']['recommendation_type']): RecommendedItem[] =>
  [1, 2, 3, 4, 5].map((id, i) => ({
    slot: 14 + i,
    product: product(id),
    tracking: {
      recommendation_type: type,
      algorithm_version: 'v1',
      algorithm_datetime: '2025-03-10T00:00:00.000Z',
    },
  }));

const locale = {
  country: 'en',
  language: 'en',
  currency: 'EUR',
  vatRate: 0,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

async function renderWithRoot(ui: ReactNode, consent: Consent | null = null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      Component: () => (
        <I18nProvider messages={en}>
          <ModalStackProvider>
            <ConsentProvider initial={consent}>{ui}</ConsentProvider>
          </ModalStackProvider>
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByTestId('recommended-for-you');
}

afterEach(() => vi.restoreAllMocks());

describe('recommended-for-you heading (spec §2)', () => {
  it('says "Recommended for you" with 4 or more recently viewed products', async () => {
    await renderWithRoot(
      <ForYouSlider items={items('for_you')} symbolCount={4} place="home" />,
      makeConsent({ preferences: true, marketing: true }),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Recommended for you');
    expect(screen.getByText('Based on the products you viewed recently.')).toBeTruthy();
  });

  it('falls back to "Recommended products" below 4', async () => {
    await renderWithRoot(
      <ForYouSlider items={items('popular')} symbolCount={3} place="home" />,
      makeConsent({ preferences: true, marketing: true }),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Recommended products');
  });

  it('offers the cookie settings when marketing consent is missing', async () => {
    await renderWithRoot(
      <ForYouSlider items={items('popular')} symbolCount={0} place="home" />,
      makeConsent({ preferences: false, marketing: false }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Allow marketing cookies/ }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('shows at most 8 products and reports a click with its tracking fields', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const many = [...Array(10)].map((_, i) => ({
      ...items('for_you')[0],
      slot: 14 + i,
      product: product(i + 1),
    }));
    await renderWithRoot(<ForYouSlider items={many} symbolCount={6} place="home" />);
    expect(document.querySelectorAll('.product-slide')).toHaveLength(8);
    const links = screen.getAllByRole('link');
    links[0].addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(links[0]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/ajax/recommendation/click');
    expect(JSON.parse(String(init?.body))).toEqual({
      symbol: 'PART-1',
      slot: 14,
      recommendation_type: 'for_you',
      recommendation_place: 'home',
      algorithm_version: 'v1',
      algorithm_datetime: '2025-03-10T00:00:00.000Z',
    });
    expect(init?.keepalive).toBe(true);
  });
});
