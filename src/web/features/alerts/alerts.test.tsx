import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertCreate } from '../../../common/contracts/alerts';
import { de } from '../../../common/i18n/de';
import { en } from '../../../common/i18n/en';
import type { Messages } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { UiProviders } from '../../ui/ui-providers';
import { AlertForm } from './add-alert';
import { AlertsList } from './alerts-list';

afterEach(() => {
  vi.restoreAllMocks();
});

function wrap(children: ReactNode, messages: Messages = en) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider messages={messages}>
        <UiProviders>{children}</UiProviders>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const alert = (overrides: Partial<Alert>): Alert => ({
  id: 1,
  symbol: 'NE555P',
  description: 'Timer IC',
  kind: 'stock',
  quantity: null,
  threshold: null,
  currency: null,
  repeat: false,
  active: true,
  firedAt: null,
  lastSentAt: null,
  createdAt: '2026-11-25T10:00:00Z',
  ...overrides,
});

describe('AlertForm', () => {
  it('builds a price alert from the keyboard alone', async () => {
    const submitted: AlertCreate[] = [];
    wrap(
      <AlertForm
        symbol="NE555P"
        currency="PLN"
        onSubmit={async (a) => void submitted.push(a)}
        onCancel={() => {}}
      />,
    );
    const user = userEvent.setup();
    // jsdom does not walk radios with arrow keys (it lacks CSS.escape); Space checks the focused one.
    screen.getByRole('radio', { name: /price falls below/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /price falls below/ }).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('At quantity'));
    await user.keyboard('100');
    await user.tab();
    await user.keyboard('0,25');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Every time/ }).checked).toBe(true);
    await user.type(screen.getByLabelText('Unit price net (PLN)'), '{Enter}');
    expect(submitted).toEqual([
      { symbol: 'NE555P', kind: 'price', quantity: 100, threshold: '0.25', repeat: true },
    ]);
  });

  it('sends a back-in-stock alert without a quantity, and says it in German', async () => {
    const submitted: AlertCreate[] = [];
    const cancel = vi.fn();
    wrap(
      <AlertForm
        symbol="NE555P"
        currency="EUR"
        onSubmit={async (a) => void submitted.push(a)}
        onCancel={cancel}
      />,
      de,
    );
    expect(screen.getByRole('heading', { name: 'Benachrichtigung hinzufügen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(submitted).toEqual([{ symbol: 'NE555P', kind: 'stock', quantity: null, repeat: false }]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Nein' })[0]!);
    expect(cancel).toHaveBeenCalled();
  });
});

describe('AlertsList', () => {
  it('lists the alerts and deletes one, then shows the refetched list', async () => {
    const calls: string[] = [];
    const answers: Array<[number, unknown]> = [
      [
        200,
        {
          items: [
            alert({ id: 7 }),
            alert({
              id: 8,
              symbol: 'BC547',
              kind: 'price',
              quantity: 100,
              threshold: '0.25',
              currency: 'PLN',
              repeat: true,
              lastSentAt: '2026-11-20T08:00:00Z',
            }),
          ],
          total: 2,
          page: 1,
          perPage: 20,
        },
      ],
      [204, undefined],
      [200, { items: [alert({ id: 7 })], total: 1, page: 1, perPage: 20 }],
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const [status, body] = answers.shift() ?? [500, { message: 'unexpected call' }];
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    wrap(<AlertsList language="en" />);
    const list = await screen.findByTestId('alerts-list');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(within(list).getByText('Below 0.25 PLN at 100 (every time)')).toBeTruthy();
    expect(within(list).getByText('Back in stock (once)')).toBeTruthy();
    expect(within(list).getByText('Sent 20 Nov 2026, 09:00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the notification for BC547' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(calls).toEqual([
      'GET /ajax/customer/notification?page=1',
      'DELETE /ajax/customer/notification/8',
      'GET /ajax/customer/notification?page=1',
    ]);
  });
});
