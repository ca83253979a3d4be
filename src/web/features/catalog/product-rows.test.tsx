import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
          .getAllByRole('listitem')
          .map((chip) => chip.textContent);
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

describe("a category's chosen key parameters (ADR 076)", () => {
  it('shows the chips the product carries before the list columns', async () => {
    const chosen = testProduct({
      productId: 1,
      symbol: 'GRM188-100N',
      keyParameters: [
        { label: 'Capacitance', value: '100 nF' },
        { label: 'Voltage', value: '50 V' },
        { label: 'Tolerance', value: '±10 %' },
        { label: 'Case', value: '0603' },
      ],
    });
    renderInShop(<TiledView items={[chosen]} keyParameters={keyParameters} />);
    const chips = within(await screen.findByTestId('key-parameters')).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Capacitance: 100 nF',
      'Voltage: 50 V',
      'Tolerance: ±10 %',
      'Case: 0603',
    ]);
  });
});

describe('the price for the amount typed in a list row (issue 22)', () => {
  const line = (amount: number, price: string) => ({
    amount,
    price,
    basePrice: price,
    omnibusPrice: null,
    factoredPrice: null,
    special: false,
    precisions: { pricePrecision: 4, price: 4, basePrice: 4 },
  });
  const priced = testProduct({
    productId: 7,
    symbol: 'RC0603-10K/CT',
    minimumQuantity: 10,
    multiples: 10,
    stock: { count: 100_000, unit: 'pcs', external: 0 },
    priceGroup: {
      elements: [line(10, '0.0500'), line(100, '0.0300'), line(1000, '0.0120')],
      vatRate: 23,
      currency: 'PLN',
      type: 'NET',
      promotion: null,
    },
  });

  for (const view of ['linear', 'tiled'] as const) {
    it(`multiplies the amount by the unit price of the break it reaches, as the buyer types (${view})`, async () => {
      const user = userEvent.setup();
      renderInShop(view === 'linear' ? <LinearView items={[priced]} /> : <TiledView items={[priced]} />);
      const total = await screen.findByTestId('extended-price');
      // The minimum at first: 10 × 0.05.
      expect(total.textContent).toMatch(/Total for 10:\s*0\.50/);
      const input = screen.getByRole('textbox');
      await user.clear(input);
      await user.type(input, '250');
      // 250 reaches the 100 break: 250 × 0.03.
      expect(total.textContent).toMatch(/Total for 250:\s*7\.50/);
      await user.clear(input);
      await user.type(input, '1000');
      expect(total.textContent).toMatch(/Total for 1\s000:\s*12\.00/);
      // An amount that cannot be ordered (not a multiple of 10) shows no total.
      await user.clear(input);
      await user.type(input, '15');
      expect(total.textContent).toBe('');
    });
  }
});
