import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertCreate } from '../../../common/contracts/alerts';
import { de } from '../../../common/i18n/de';
import { hu } from '../../../common/i18n/hu';
import { pl } from '../../../common/i18n/pl';
import { en } from '../../../common/i18n/en';
import type { Messages } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { UiProviders } from '../../ui/ui-providers';
import { AlertForm } from './add-alert';
import { AlertEditForm } from './alert-edit-form';
import { AlertsList } from './alerts-list';
import { ListAlertButton } from './list-alert-button';

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

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const alert = (overrides: Partial<Alert>): Alert => ({
  id: 1,
  symbol: 'NE555P',
  description: 'Timer IC',
  directory: null,
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
    wrap(<AlertsList locale={locale} />);
    const list = await screen.findByTestId('alerts-list');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(within(list).getByText('Below 0.25 PLN at 100 (every time)')).toBeTruthy();
    expect(within(list).getByText('Back in stock (once)')).toBeTruthy();
    expect(within(list).getByText('Sent 20 Nov 2026, 09:00')).toBeTruthy();

    // Delete asks first: No keeps the alert and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Delete the notification for BC547' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain(
      'Delete the notification for BC547? We will no longer tell you about it.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the notification for BC547' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(await screen.findByText('The notification is deleted.')).toBeTruthy();
    expect(calls).toEqual([
      'GET /ajax/customer/notification?page=1',
      'DELETE /ajax/customer/notification/8',
      'GET /ajax/customer/notification?page=1',
    ]);
  });
});

describe('changing an alert in the profile', () => {
  const price = alert({
    id: 8,
    symbol: 'BC547',
    kind: 'price',
    quantity: 100,
    threshold: '0.25',
    currency: 'PLN',
  });

  function list(items: Alert[]) {
    return { items, total: items.length, page: 1, perPage: 20 };
  }

  it('checks the quantity and threshold in the browser before anything is sent', async () => {
    const onSave = vi.fn();
    wrap(<AlertEditForm alert={price} onSave={onSave} onCancel={() => {}} />);
    await userEvent.clear(screen.getByLabelText('At quantity'));
    await userEvent.type(screen.getByLabelText('At quantity'), '2.5');
    await userEvent.clear(screen.getByLabelText('Unit price net (PLN)'));
    await userEvent.type(screen.getByLabelText('Unit price net (PLN)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give a whole quantity from 1 to 9 999 999.')).toBeTruthy();
    expect(screen.getByText('Give a price above zero, e.g. 0.25.')).toBeTruthy();
    expect(screen.getByLabelText('At quantity').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets a stock alert wait for any quantity, and a price alert say once or every time', async () => {
    const saved: unknown[] = [];
    const { unmount } = wrap(
      <AlertEditForm
        alert={alert({ kind: 'stock', quantity: 50 })}
        onSave={async (change) => void saved.push(change)}
        onCancel={() => {}}
      />,
    );
    await userEvent.clear(screen.getByLabelText('Quantity (optional)'));
    await userEvent.click(screen.getByRole('radio', { name: 'Every time it happens again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    unmount();
    wrap(
      <AlertEditForm alert={price} onSave={async (change) => void saved.push(change)} onCancel={() => {}} />,
    );
    await userEvent.clear(screen.getByLabelText('Unit price net (PLN)'));
    await userEvent.type(screen.getByLabelText('Unit price net (PLN)'), '0,19');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      { kind: 'stock', quantity: null, repeat: true },
      { kind: 'price', quantity: 100, threshold: '0.19', repeat: false },
    ]);
  });

  it('sends the change from the list, puts the server’s refusal under its field, then saves', async () => {
    const calls: Array<[string, unknown]> = [];
    const answers: Array<[number, unknown]> = [
      [200, list([price])],
      [
        422,
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'Bad',
          issues: [],
          data: [{ field: 'threshold', message: 'Podaj cenę większą od zera, np. 0,25.' }],
        },
      ],
      [200, { ...price, threshold: '0.2' }],
      [200, list([{ ...price, threshold: '0.2' }])],
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push([
        `${init?.method ?? 'GET'} ${String(input)}`,
        init?.body ? JSON.parse(String(init.body)) : null,
      ]);
      const [status, body] = answers.shift() ?? [500, { message: 'unexpected call' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    wrap(<AlertsList locale={{ ...locale, language: 'pl' }} />, pl);
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień powiadomienie o BC547' }));
    const form = await screen.findByTestId('alert-edit-form');
    await userEvent.clear(within(form).getByLabelText('Cena jednostkowa netto (PLN)'));
    await userEvent.type(within(form).getByLabelText('Cena jednostkowa netto (PLN)'), '0.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText('Podaj cenę większą od zera, np. 0,25.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Powiadomienie o BC547 zostało zmienione.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('alert-edit-form')).toBeNull());
    expect(calls.slice(1, 3)).toEqual([
      [
        'PUT /ajax/customer/notification/8',
        { kind: 'price', quantity: 100, threshold: '0.2', repeat: false },
      ],
      [
        'PUT /ajax/customer/notification/8',
        { kind: 'price', quantity: 100, threshold: '0.2', repeat: false },
      ],
    ]);
  });

  it('asks before deleting in Hungarian', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(list([price])), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    wrap(<AlertsList locale={{ ...locale, language: 'hu' }} />, hu);
    await userEvent.click(await screen.findByRole('button', { name: 'A(z) BC547 értesítésének törlése' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByRole('heading', { name: 'Értesítés törlése' })).toBeTruthy();
    expect(question.textContent).toContain('Törli a(z) BC547 értesítését?');
    expect(within(question).getByRole('button', { name: 'Nem' })).toBeTruthy();
  });
});

describe('ListAlertButton', () => {
  it('sets the list’s alert, then says it is set and removes it', async () => {
    const listAlert = alert({
      id: 9,
      symbol: null,
      description: null,
      kind: 'list_available',
      directory: { id: 42, name: 'Board' },
    });
    const calls: string[] = [];
    const bodies: unknown[] = [];
    const answers: Array<[number, unknown]> = [
      [200, { items: [], total: 0, page: 1, perPage: 1 }],
      [201, listAlert],
      [200, { items: [listAlert], total: 1, page: 1, perPage: 1 }],
      [204, undefined],
      [200, { items: [], total: 0, page: 1, perPage: 1 }],
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      const [status, body] = answers.shift() ?? [500, { message: 'unexpected call' }];
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    wrap(<ListAlertButton directoryId={42} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tell me when the whole list is available' }));
    expect(bodies).toEqual([{ kind: 'list_available', directoryId: 42, repeat: false }]);
    expect(
      await screen.findByText(
        'You will be told by e-mail when every item of this list is in stock at its list quantity.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The notification is set.');

    await user.click(screen.getByRole('button', { name: 'Remove the notification' }));
    expect(
      await screen.findByRole('button', { name: 'Tell me when the whole list is available' }),
    ).toBeTruthy();
    expect(calls).toEqual([
      'GET /ajax/customer/notification?directoryId=42&perPage=1',
      'POST /ajax/customer/notification',
      'GET /ajax/customer/notification?directoryId=42&perPage=1',
      'DELETE /ajax/customer/notification/9',
      'GET /ajax/customer/notification?directoryId=42&perPage=1',
    ]);
  });

  it('shows a list alert in the profile’s list with the list’s name and link', async () => {
    const listAlert = alert({
      id: 9,
      symbol: null,
      description: null,
      kind: 'list_available',
      repeat: true,
      directory: { id: 42, name: 'Board' },
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ items: [listAlert], total: 1, page: 1, perPage: 20 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    wrap(<AlertsList locale={locale} />);
    const link = await screen.findByRole('link', { name: 'List “Board”' });
    expect(link.getAttribute('href')).toBe('/profile/favourites/42');
    expect(screen.getByText('Whole list available (every time)')).toBeTruthy();
  });
});
