import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderStatusList } from '../../../common/contracts/orders';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { OrderList } from './order-list';

const locale: Locale = {
  country: 'de',
  language: 'de',
  currency: 'EUR',
  vatRate: 19,
  grouping: 'standard',
  gross: false,
  prefix: { _country: 'de' },
};

const list: OrderStatusList = {
  elements: [
    {
      orderNumber: '40000002',
      placedAt: '2026-11-26T10:00:00.000Z',
      status: 'placed',
      netTotal: '3095091.92',
      vatTotal: '711871.14',
      grossTotal: '3806963.06',
      currency: 'PLN',
      lineCount: 1,
      customerOrderNumber: null,
      cancellable: true,
    },
  ],
  page: 1,
  perPage: 20,
  total: 1,
  pageCount: 1,
  status: null,
};

describe('the order status list', () => {
  it('keeps a wide table (German labels, big sums) in its own scroll box, never the page', () => {
    render(
      <MemoryRouter>
        <I18nProvider messages={catalogues.de}>
          <OrderList list={list} locale={locale} />
        </I18nProvider>
      </MemoryRouter>,
    );
    const table = screen.getByTestId('orders-list');
    expect(table.parentElement?.className).toBe('table-scroll');
    // The row's action is in the page's language.
    expect(screen.getByTestId('order-row-save-favourites').textContent).toContain(
      catalogues.de.favourites.add.orderShort,
    );
  });
});
