/**
 * The desk's stock arrivals page (issue 22, ADR 077): the list with what each allocation did and
 * its empty state; the form's unknown-symbol message under the field, and a double click that sends
 * one request with one Idempotency-Key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockArrival, StockArrivalList } from '../../../../common/contracts/backorders';
import type { StaffMember } from '../../../../common/contracts/staff';
import { en } from '../../../../common/i18n/en';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { StaffArrivalsPage } from './staff-arrivals-page';

const sam = { id: 1, email: 'sam@desk.test', name: 'Sam', roles: ['sales'] } as StaffMember;
const m = en.backorders.desk;

const arrival = (over: Partial<StockArrival>): StockArrival => ({
  id: 1,
  symbol: 'RC0603FR-0710KL',
  quantity: 500,
  expectedOn: null,
  receivedAt: '2026-11-20T10:00:00.000Z',
  allocatedAt: '2026-11-20T10:00:01.000Z',
  source: 'sam@desk.test',
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  allocation: { units: 400, lines: 3, orders: 2, toStock: 100 },
  ...over,
});

const list = (elements: StockArrival[]): StockArrivalList => ({ elements, page: 1, hasMore: false });

afterEach(() => vi.restoreAllMocks());

const render = (elements: StockArrival[], symbol?: string) =>
  renderPage(
    <StaffArrivalsPage
      data={{ staff: sam, query: { page: 1, ...(symbol ? { symbol } : {}) }, list: list(elements) }}
      locale={testLocale}
    />,
    null,
  );

describe('the desk’s stock arrivals page', () => {
  it('lists each arrival with who recorded it and where its units went', async () => {
    await render([
      arrival({
        id: 2,
        quantity: 20,
        allocation: { units: 0, lines: 0, orders: 0, toStock: 20 },
        source: 'import',
      }),
      arrival({ id: 1, note: 'WZ 11/42' }),
      arrival({ id: 3, receivedAt: null, allocatedAt: null, allocation: null, expectedOn: '2026-12-01' }),
    ]);
    const table = await screen.findByTestId('arrivals-table');
    const row = within(table).getByTestId('arrival-row-1');
    expect(within(row).getByTestId('arrival-allocated').textContent).toBe(
      '400 to 3 waiting lines · 2 orders',
    );
    expect(within(row).getByTestId('arrival-to-stock').textContent).toBe('100');
    expect(row.textContent).toContain('sam@desk.test');
    expect(row.textContent).toContain('WZ 11/42');
    const toStock = within(table).getByTestId('arrival-row-2');
    expect(within(toStock).getByTestId('arrival-allocated').textContent).toBe(m.nothingWaited);
    expect(toStock.textContent).toContain(m.import);
    expect(
      within(within(table).getByTestId('arrival-row-3')).getByTestId('arrival-to-stock').textContent,
    ).toBe('—');
  });

  it('says when nothing arrived, for the filter too', async () => {
    await render([], 'NO-SUCH');
    expect((await screen.findByTestId('arrivals-none')).textContent).toBe('No arrivals of NO-SUCH.');
    expect(screen.getByTestId('arrival-filter-symbol')).toHaveProperty('name', 'symbol');
  });

  it('shows an unknown symbol under its field', async () => {
    const user = userEvent.setup();
    replies([
      422,
      {
        message: 'There is no product NOPE.',
        data: [
          { field: 'symbol', key: 'backorders.errors.unknownSymbol', message: 'There is no product NOPE.' },
        ],
      },
    ]);
    await render([]);
    await user.type(await screen.findByLabelText(m.symbol), 'NOPE');
    await user.type(screen.getByLabelText(m.quantity), '5');
    await user.click(screen.getByRole('button', { name: m.submit }));
    // The message sits in the field's label: its name now ends with it.
    const field = screen.getByRole('textbox', { name: new RegExp(`^${m.symbol}`) });
    expect((await screen.findByText('There is no product NOPE.')).id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a double click once, with an Idempotency-Key, and says what the allocation did', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await answered;
      return new Response(JSON.stringify(arrival({ id: 9, quantity: 50, symbol: 'BACK-1' })), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    await render([]);
    await user.type(await screen.findByLabelText(m.symbol), 'BACK-1');
    await user.type(screen.getByLabelText(m.quantity), '50');
    await user.type(screen.getByLabelText(m.note), 'WZ 1');
    const form = screen.getByTestId('arrival-form');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.saving })).toHaveProperty('disabled', true),
    );
    release();
    expect((await screen.findByTestId('arrival-notice')).textContent).toBe(
      '50 × BACK-1 recorded: 400 to 3 waiting lines (2 orders), 100 to stock.',
    );
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual(['POST /ajax/staff/stock-arrivals']);
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(init.body as string)).toEqual({ symbol: 'BACK-1', quantity: 50, note: 'WZ 1' });
  });
});
