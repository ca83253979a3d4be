import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { SymbolAddForm } from './symbol-add-form';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={en}>
        <SymbolAddForm onDone={onDone} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('adding a customer symbol', () => {
  it('checks the fields with the shared rules before anything is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await userEvent.type(screen.getByLabelText(/Your symbol/), 'x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    expect(screen.getByText('At most 50 characters.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid symbol and puts the server’s refusal under its field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'The shop has no product NOPE.',
          messageKey: 'customerSymbols.errors.unknownProduct',
          issues: [],
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    );
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText(/Product symbol/), 'NOPE');
    await userEvent.type(screen.getByLabelText(/^Your symbol/), ' MY-1 ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The shop has no product NOPE.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/customer/symbols');
    expect(JSON.parse(String(init!.body))).toEqual({
      productSymbol: 'NOPE',
      symbol: 'MY-1',
      description: '',
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
