import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ProgressProvider } from '../../ui/progress-bar';
import { CompareProvider } from '../../lib/compare-list';
import { ProductStrip } from './product-strip';

const soic = {
  productId: 2,
  symbol: 'NE555DR-TI',
  originalSymbol: null,
  description: 'IC: timer; SOIC-8',
  name: 'IC: timer',
  manufacturer: { id: 1, name: 'Texas Instruments', slug: 'texas-instruments', logoUrl: null },
  manufacturerSymbol: 'NE555DR',
  category: { id: 1, slug: 'timers', name: 'Timers' },
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
  url: '/NE555DR-TI/details',
} as unknown as ProductSummary;

const locale = {
  country: 'en',
  language: 'en',
  currency: 'EUR',
  vatRate: 0,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

async function show(note: string | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      Component: () => (
        <I18nProvider messages={en}>
          <ModalStackProvider>
            <ProgressProvider>
              <CompareProvider initial={[]}>
                <ProductStrip title="Replacements" items={[soic]} testId="replacements" note={note} />
              </CompareProvider>
            </ProgressProvider>
          </ModalStackProvider>
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByTestId('replacements');
}

describe('ProductStrip', () => {
  it('says under the title when the replacements differ from the part', async () => {
    await show('None keeps the package and mounting of this part (DIP-8, THT): these replacements differ.');
    expect(screen.getByTestId('replacements-note').textContent).toContain('(DIP-8, THT)');
    expect(screen.getByRole('link', { name: 'NE555DR-TI' })).toBeTruthy();
  });

  it('says nothing more when they keep it', async () => {
    await show(null);
    expect(screen.queryByTestId('replacements-note')).toBeNull();
  });
});
