import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerSymbol } from '../../../common/contracts/customer-symbols';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { SymbolTable } from './symbol-table';

const locale: Locale = {
  country: 'en',
  language: 'en',
  currency: 'EUR',
  vatRate: 0,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

function symbol(id: number, description: string): CustomerSymbol {
  return {
    id,
    symbol: `MY-${id}`,
    description,
    updatedAt: '2026-11-20T10:00:00.000Z',
    product: { productId: id, symbol: `P-${id}`, description: 'Resistor 10k', manufacturer: 'Yageo' },
  };
}

function renderTable(elements: CustomerSymbol[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={en}>
        <SymbolTable
          elements={elements}
          query={{ page: 1, perPage: 20, sort: 'symbol', direction: 'asc' }}
          locale={locale}
          onSort={() => {}}
          onDone={() => {}}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.getAllByTestId('symbol-row');
}

describe('a symbol without a description', () => {
  it('has no labelled "Description:" line on its card, only a quiet dash the screen reader names', () => {
    const [described, bare] = renderTable([symbol(1, 'For the amplifier'), symbol(2, '')]);
    // The phone's card prints a cell's data-label before its text: an empty description must not have one.
    expect(described!.querySelector('td[data-label="Description"]')?.textContent).toBe('For the amplifier');
    expect(bare!.querySelector('td[data-label="Description"]')).toBeNull();
    const quiet = bare!.querySelector('td.symbols-table__none');
    expect(quiet?.textContent).toContain('—');
    expect(quiet?.textContent).toContain('No description');
    // The row keeps all its cells so the table's columns line up on a wide screen.
    expect(bare!.children.length).toBe(described!.children.length);
  });
});
