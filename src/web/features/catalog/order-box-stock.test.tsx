import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../common/contracts/catalog';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { LoginOnDemand } from '../auth/login-modal';
import { ModalStackProvider } from '../../ui/modal-stack';
import { OrderBox } from './order-box';

const locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const product = (extra: Partial<ProductSummary> = {}) =>
  ({
    productId: 1,
    symbol: 'BC547B-ONS',
    minimumQuantity: 1,
    multiples: 1,
    flags: [],
    permissions: ['SHOW_PRICE', 'SHOW_ORDER_BUTTON', 'SHOW_STOCK', 'SHOW_MINIMAL_AMOUNT_AND_MULTIPLES'],
    unit: { shortName: 'pcs', singularTranslation: 'piece', pluralTranslation: 'pieces' },
    stock: { count: 1250, unit: 'pcs', external: 0 },
    leadTimeDays: 14,
    ...extra,
  }) as unknown as ProductSummary;

async function show(p: ProductSummary, onAmountChange = vi.fn()) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, customer: null }),
      Component: () => (
        <I18nProvider messages={en}>
          <ModalStackProvider>
            <LoginOnDemand>
              <OrderBox product={p} onAmountChange={onAmountChange} />
            </LoginOnDemand>
          </ModalStackProvider>
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const input = (await screen.findByRole('textbox')) as HTMLInputElement;
  return { input, onAmountChange };
}

describe('OrderBox amount (B8)', () => {
  it('takes "1 000" as a thousand and says what is in stock and when the rest comes', async () => {
    const { input, onAmountChange } = await show(product());
    await userEvent.clear(input);
    await userEvent.type(input, '1 000');
    expect(onAmountChange).toHaveBeenLastCalledWith(1000);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '2 000');
    expect(screen.getByRole('status').textContent).toMatch(/^1\s250 in stock, the rest in about 14 days$/);
  });

  it('gives no amount to price (so no total) while the amount is invalid', async () => {
    const { input, onAmountChange } = await show(product({ minimumQuantity: 10, multiples: 10 }));
    await userEvent.clear(input);
    await userEvent.type(input, '15');
    expect(onAmountChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    expect(onAmountChange).toHaveBeenLastCalledWith(20);
  });

  it('without a lead time the notice promises a confirmation, not a date', async () => {
    const { input } = await show(
      product({ leadTimeDays: null, stock: { count: 0, unit: 'pcs', external: 0 } }),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(screen.getByRole('status').textContent).toBe('0 in stock, we will confirm when the rest ships');
  });
});
