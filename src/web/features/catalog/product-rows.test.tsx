import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductList } from '../../../common/contracts/catalog';
import { renderInShop, testProduct } from './catalog-test-support';
import { LinearView, TiledView } from './product-rows';

const product = (productId: number, symbol: string) => testProduct({ productId, symbol });

const items = [product(1, 'RC0603-10K'), product(2, 'RC0805-1K')];
const keyParameters: Pick<ProductList, 'parameterColumns' | 'parameterValues'> = {
  parameterColumns: [
    { id: 11, name: 'Resistance', unit: 'Ω' },
    { id: 12, name: 'Case', unit: null },
    { id: 13, name: 'Tolerance', unit: null },
    { id: 14, name: 'Power', unit: 'W' },
    { id: 15, name: 'Mounting', unit: null },
    { id: 16, name: 'Temperature coefficient', unit: null },
  ],
  parameterValues: {
    '1': { '11': '10 kΩ', '12': '0603', '13': '1 %', '14': '0.1 W', '15': 'SMD', '16': '100 ppm/°C' },
    '2': { '11': '1 kΩ', '12': '0805', '14': '0.125 W' },
  },
};

function renderView(view: 'linear' | 'tiled') {
  renderInShop(
    view === 'linear' ? (
      <LinearView items={items} keyParameters={keyParameters} />
    ) : (
      <TiledView items={items} keyParameters={keyParameters} />
    ),
  );
}

describe('key parameters in list rows and tiles', () => {
  for (const view of ['linear', 'tiled'] as const) {
    it(`shows up to five of the category's key parameters per product (${view})`, async () => {
      renderView(view);
      const lists = await screen.findAllByTestId('key-parameters');
      expect(lists).toHaveLength(2);
      const pairs = (list: HTMLElement) =>
        within(list)
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(pairs(lists[0]!)).toEqual([
        'Resistance: 10 kΩ',
        'Case: 0603',
        'Tolerance: 1 %',
        'Power: 0.1 W',
        'Mounting: SMD',
      ]);
      // A product without a value of a parameter leaves it out rather than showing a dash.
      expect(pairs(lists[1]!)).toEqual(['Resistance: 1 kΩ', 'Case: 0805', 'Power: 0.125 W']);
    });
  }
});
