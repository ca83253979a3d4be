import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { renderInShop, testProduct } from './catalog-test-support';
import { LinearView, ParametricView, TiledView } from './product-rows';

/** A priced product (so its row has the amount field and the order button), minimum 10 in tens. */
function priced(productId: number, symbol: string, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return testProduct({
    productId,
    symbol,
    minimumQuantity: 10,
    multiples: 10,
    priceGroup: {
      elements: [
        {
          amount: 10,
          price: '0.10',
          basePrice: '0.10',
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

const items = [
  priced(1, 'RC0603-10K', {
    statusLabels: [
      {
        id: 'hardlyAvailable',
        flag: 'HARDLY_AVAILABLE',
        severity: 'warning',
        i18nKey: 'status.hardlyAvailable',
      },
    ],
  }),
  priced(2, 'RC0805-1K'),
  priced(3, 'RC1206-100R'),
];

function renderBetweenButtons(list: ReactNode) {
  renderInShop(
    <>
      <button type="button">Before</button>
      {list}
      <button type="button">After</button>
    </>,
  );
}

const symbol = (name: string) => screen.getByRole('link', { name });
const rowOf = (name: string) => symbol(name).closest<HTMLElement>('[role="row"], tr')!;

describe('a product list is one tab stop with arrow keys inside (issue 15)', () => {
  for (const [view, List] of [
    ['linear', LinearView],
    ['tiled', TiledView],
  ] as const) {
    it(`Tab enters and leaves the ${view} list in one stop, on the row focused last`, async () => {
      const user = userEvent.setup();
      renderBetweenButtons(<List items={items} />);
      const grid = await screen.findByRole('grid', { name: 'Products' });
      expect(grid.querySelectorAll(':scope > [role="row"]')).toHaveLength(3);

      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
      await user.tab();
      expect(document.activeElement).toBe(symbol('RC0603-10K'));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));

      await user.tab({ shift: true });
      expect(document.activeElement).toBe(symbol('RC0603-10K'));
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(symbol('RC0805-1K'));
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(symbol('RC1206-100R'));
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(symbol('RC1206-100R'));
      await user.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(symbol('RC0805-1K'));

      // Leaving and coming back lands on the product the keyboard was on.
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(symbol('RC0805-1K'));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));

      await user.tab();
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(symbol('RC1206-100R'));
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(symbol('RC0603-10K'));
    });
  }

  it('Left and Right walk a row: status label, compare, favourites, amount (whose arrows still step) and order button; Escape goes back', async () => {
    const user = userEvent.setup();
    renderBetweenButtons(<LinearView items={items} />);
    await screen.findByRole('grid', { name: 'Products' });
    const row = within(rowOf('RC0603-10K'));
    const amount = row.getByRole<HTMLInputElement>('textbox', { name: /Amount/ });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(symbol('RC0603-10K'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Hardly available' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByTestId('compare-toggle'));
    // Add to favourites (issue 17) is one more control of the row's walk.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Add RC0603-10K to favourites' }));
    // So is "Ask about product" (issue 20).
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByRole('link', { name: 'Ask about product: RC0603-10K' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(amount);

    // In the field Up/Down step the amount (by the multiple) and do not change rows.
    expect(amount.value).toBe('10');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(amount.value).toBe('30');
    await user.keyboard('{ArrowDown}');
    expect(amount.value).toBe('20');
    expect(document.activeElement).toBe(amount);

    // Left/Right move the caret; only past the end does Right go on to the order button.
    await user.clear(amount);
    await user.type(amount, '40');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(amount);
    expect(amount.selectionStart).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(amount);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Add to cart' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Add to cart' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(amount);
    expect(amount.value).toBe('40');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(symbol('RC0603-10K'));

    // Tab still leaves at once from inside a row, and comes back to the control it left.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(row.getByRole('button', { name: 'Hardly available' }));
  });

  it('the parametric table: its rows are one stop after the sort links of its head', async () => {
    const user = userEvent.setup();
    renderBetweenButtons(
      <ParametricView
        list={
          {
            items,
            parameterColumns: [{ id: 11, name: 'Resistance', unit: 'Ω' }],
            parameterValues: { '1': { '11': '10 kΩ' }, '2': { '11': '1 kΩ' }, '3': { '11': '100 Ω' } },
            total: 3,
            totalExact: true,
            page: 1,
            pageSize: 25,
            pageCount: 1,
          } as never
        }
        sorting={{}}
      />,
    );
    await screen.findByRole('grid', { name: 'Products' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Resistance/ }));
    await user.tab();
    expect(document.activeElement).toBe(symbol('RC0603-10K'));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(within(rowOf('RC0805-1K')).getByTestId('compare-toggle'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });
});
