import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { catalogues } from '../../../common/i18n';
import { renderInShop, testProduct } from './catalog-test-support';
import { OrderBox } from './order-box';

/** A switch priced at 1.00 PLN net. */
function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return testProduct({
    symbol: 'TS-24-10',
    description: 'Switch; TS-24-10',
    name: 'Switch',
    unit: { code: 'ST', shortName: 'szt.', singularTranslation: 'szt.', pluralTranslation: 'szt.' },
    priceGroup: {
      elements: [
        {
          amount: 1,
          price: '1.00',
          basePrice: '1.00',
          omnibusPrice: null,
          factoredPrice: null,
          special: false,
          precisions: { pricePrecision: 2, price: 2, basePrice: 2 },
        },
      ],
      vatRate: 23,
      currency: 'PLN',
      type: 'NET',
      promotion: null,
    },
    ...overrides,
  } as Partial<ProductSummary>);
}

function renderBox(p: ProductSummary, compact = false) {
  renderInShop(<OrderBox product={p} compact={compact} />, { language: 'pl' });
}

describe('the order box of a product', () => {
  it('offers the amount and the order button for a product with a price', async () => {
    renderBox(product());
    expect(
      (await screen.findByRole('button', { name: catalogues.pl.product.addToCart })).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.queryByRole('button', { name: catalogues.pl.product.askForPrice })).toBeNull();
  });

  for (const compact of [false, true]) {
    it(`asks for a price instead of ordering a product on request${compact ? ' (list rows and tiles)' : ''}`, async () => {
      renderBox(product({ priceGroup: null }), compact);
      const ask = await screen.findByTestId('ask-about-product');
      expect(ask.textContent).toBe(catalogues.pl.product.askForPrice);
      expect(screen.queryByRole('button', { name: catalogues.pl.product.addToCart })).toBeNull();
      expect(screen.queryByRole('spinbutton')).toBeNull();
      // The product enquiry (issue 20): the drawer where the shell provides it, else the contact page for this product.
      const href = new URL(ask.getAttribute('href')!, 'https://shop.test');
      expect(href.pathname).toMatch(/\/contact\/$/);
      expect(href.searchParams.get('product')).toBe(product().symbol);
    });
  }
});
