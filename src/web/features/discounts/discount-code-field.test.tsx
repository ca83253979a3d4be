import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscountState } from '../../../common/contracts/cart';
import type { DiscountView } from '../../../common/contracts/discounts';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { DiscountCodeField } from './discount-code-field';

afterEach(() => {
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const applied: DiscountView = {
  code: 'SPRING10',
  valid: true,
  amountNet: '1.00',
  amountGross: '1.23',
  currency: 'PLN',
  kind: 'percent',
  value: '10.0000',
  excludesPromoted: true,
  refusal: null,
  message: null,
};

function renderField(discount: DiscountView | null) {
  const onChanged = vi.fn();
  const onError = vi.fn();
  render(
    <I18nProvider messages={en}>
      <DiscountCodeField orderNumber="40000001" discount={discount} onChanged={onChanged} onError={onError} />
    </I18nProvider>,
  );
  return { onChanged, onError };
}

describe('the cart’s discount code field', () => {
  it('sends the typed code for the cart and hands the server’s answer on', async () => {
    const state: DiscountState = {
      orderNumber: '40000001',
      discount: applied,
      totals: {
        currency: 'PLN',
        vatRate: '23',
        goodsNet: '10.00',
        discount: '1.00',
        net: '9.00',
        vat: '2.07',
        gross: '11.07',
        unpricedLines: 0,
      },
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(state));
    const { onChanged } = renderField(null);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Discount code'), 'spring10');
    await userEvent.keyboard('{Enter}');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/customer/discount');
    expect(JSON.parse(String(init!.body))).toEqual({ orderNumber: '40000001', code: 'spring10' });
    expect(onChanged).toHaveBeenCalledWith(state);
  });

  it('puts a refusal beside the field in the server’s words, not in a modal', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'The discount code OLD expired on 2026-01-31.',
          messageKey: 'discounts.reason.expired',
          issues: [],
        },
        422,
      ),
    );
    const { onChanged, onError } = renderField(null);
    await userEvent.type(screen.getByLabelText('Discount code'), 'old');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The discount code OLD expired on 2026-01-31.',
    );
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(onChanged).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows an applied code with its rule, and why a stored code no longer applies, each removable', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ orderNumber: '40000001', discount: null }));
    renderField(applied);
    expect(screen.getByTestId('discount-applied').textContent).toContain('SPRING10');
    expect(screen.getByText(/10 % off/)).toBeTruthy();
    expect(screen.getByText('Does not apply to products already on promotion.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      orderNumber: '40000001',
      code: null,
    });
  });

  it('names the reason of a code that stopped applying', () => {
    renderField({
      ...applied,
      valid: false,
      amountNet: '0.00',
      refusal: 'belowMinimum',
      message: 'The discount code SPRING10 needs goods worth at least 200.00 PLN net: add 12.50 PLN more.',
    });
    expect(screen.getByTestId('discount-invalid').textContent).toContain('add 12.50 PLN more');
  });
});
