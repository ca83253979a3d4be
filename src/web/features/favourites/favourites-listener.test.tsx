import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { catalogues } from '../../../common/i18n';
import { fireFavouritesAction } from '../../lib/favourites-actions';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { RequireLoginProvider, type AfterLoginAction } from '../../lib/require-login';
import { FavouriteButton } from '../../ui/product/favourite-button';
import { UiProviders } from '../../ui/ui-providers';
import { FavouritesActionListener } from './favourites-listener';

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const directory = {
  directoryId: 7,
  name: 'Board A',
  note: '',
  sharedWithCompany: false,
  own: true,
  publicToken: 'x'.repeat(40),
  itemCount: 3,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The shop's shell as far as the favourites controls need it: root data, dialogs, the listener. */
function renderShell(ui: ReactNode, { loggedIn }: { loggedIn: boolean }) {
  const asked: AfterLoginAction[] = [];
  // The app shell's LoginOnDemand: a customer runs the action, a visitor is asked to log in.
  const requireLogin = (action: AfterLoginAction, run: () => void) => (loggedIn ? run() : asked.push(action));
  const Root = () => (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={catalogues.en}>
        <UiProviders>
          <RequireLoginProvider value={requireLogin}>
            <FavouritesActionListener />
            {ui}
          </RequireLoginProvider>
        </UiProviders>
      </I18nProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, customer: loggedIn ? { customerNumber: '1000001' } : null }),
      Component: Root,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { asked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('add to favourites on a product card', () => {
  it('asks a visitor to log in first, keeping the action for after the login', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { asked } = renderShell(<FavouriteButton symbol="BC547B" quantity={10} compact />, {
      loggedIn: false,
    });
    await user.click(await screen.findByRole('button', { name: 'Add BC547B to favourites' }));
    expect(asked).toEqual([{ type: 'addFavourites', symbol: 'BC547B', quantity: 10 }]);
    expect(screen.queryByTestId('favourites-dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the dialog for a customer, asks the spec’s question and saves the product to the chosen list', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/ajax/favourites' && init?.method !== 'POST')
        return json(200, { directories: [directory] });
      if (url === '/ajax/favourites/item') return json(201, { directoryId: 7, added: 1 });
      return json(404, { code: 404, message: 'not found' });
    });
    const user = userEvent.setup();
    renderShell(<FavouriteButton symbol="BC547B" quantity={10} compact />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add BC547B to favourites' }));
    // The dialog's module loads on the first press: give a busy machine time.
    const dialog = await screen.findByTestId('favourites-dialog', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Add BC547B to favourites' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Board A' }, { timeout: 5000 });
    await user.click(screen.getByTestId('favourites-save'));
    // Spec §2 "add favourites" confirmation, then the call.
    expect(await screen.findByText('Do you want to add the selected products to favourites?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('favourites-saved')).textContent).toContain('Saved to “Board A”.');
    const post = fetchSpy.mock.calls.find(([url]) => String(url) === '/ajax/favourites/item')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      directoryId: 7,
      items: [{ symbol: 'BC547B', quantity: 10 }],
    });
    expect(dialog.isConnected).toBe(true);
  });
});

describe('save this order as a list', () => {
  it('reads the order’s lines through the favourites call and saves them to a new list', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/ajax/favourites') return json(200, { directories: [] });
      if (url === '/ajax/favourites/orders/40000123')
        return json(200, {
          orderNumber: '40000123',
          items: [
            { symbol: 'BC547B', quantity: 100 },
            { symbol: 'RC0603-10K', quantity: 500 },
          ],
        });
      if (url === '/ajax/favourites/item') return json(201, { directoryId: 9, added: 2 });
      return json(404, { code: 404, message: 'not found' });
    });
    const user = userEvent.setup();
    renderShell(
      <button
        type="button"
        onClick={() => fireFavouritesAction({ type: 'saveOrderFavourites', orderNumber: '40000123' })}
      >
        Save order
      </button>,
      { loggedIn: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Save order' }));
    expect(
      await screen.findByRole('heading', { name: 'Save order 40000123 as a list' }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.type(await screen.findByTestId('favourites-new-name'), 'Order 40000123');
    await user.click(screen.getByTestId('favourites-save'));
    expect(await screen.findByText('Save all 2 products to the chosen list?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByTestId('favourites-saved');
    const post = fetchSpy.mock.calls.find(([url]) => String(url) === '/ajax/favourites/item')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      newDirectoryName: 'Order 40000123',
      items: [
        { symbol: 'BC547B', quantity: 100 },
        { symbol: 'RC0603-10K', quantity: 500 },
      ],
    });
  });

  it('ignores a malformed action (another feature’s, or a tampered after-login cookie)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderShell(<p>page</p>, { loggedIn: true });
    await screen.findByText('page');
    window.dispatchEvent(
      new CustomEvent('afterLoginAction', { detail: { type: 'saveOrderFavourites', orderNumber: '../x' } }),
    );
    window.dispatchEvent(new CustomEvent('afterLoginAction', { detail: { type: 'addToCart', symbol: 'A' } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('favourites-dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
