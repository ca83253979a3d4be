import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutocompleteResponse } from '../../../common/contracts/search';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { highlightSegments } from './highlight';
import { SearchBox } from './search-box';

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const answer: AutocompleteResponse = {
  query: 'bc54',
  products: [
    {
      symbol: 'BC547B-ONS',
      manufacturerSymbol: 'BC547BTA',
      manufacturer: 'onsemi',
      name: 'Transistor NPN',
      url: '/BC547B-ONS/details',
      matched: 'symbol',
    },
    {
      symbol: 'BC548C-NXP',
      manufacturerSymbol: 'BC548C,112',
      manufacturer: 'Nexperia',
      name: 'Transistor NPN',
      url: '/BC548C-NXP/details',
      matched: 'symbol',
    },
  ],
  manufacturers: [{ id: 4, name: 'BC Components', url: '/bc-components_4/katalog/p' }],
  categories: [
    {
      id: 9,
      name: 'Bipolar transistors',
      path: 'Semiconductors › Transistors › Bipolar transistors',
      url: '/9_bipolar-transistors/katalog',
    },
  ],
};

function Page() {
  const location = useLocation();
  return (
    <p data-testid="page">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderBox() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider messages={en}>
          <SearchBox locale={locale} />
          <Outlet />
        </I18nProvider>
      ),
      children: [
        { index: true, Component: Page },
        { path: '*', Component: Page },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { input: screen.getByRole('combobox', { name: 'Search products' }), user: userEvent.setup() };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json(answer));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const requestBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe('highlightSegments', () => {
  it('marks the typed part, ignoring case and separators', () => {
    expect(highlightSegments('BC547B-ONS', 'bc54')).toEqual([
      { text: 'BC54', match: true },
      { text: '7B-ONS', match: false },
    ]);
    expect(highlightSegments('RC-0603FR-0710KL', '0603fr07')).toEqual([
      { text: 'RC-', match: false },
      { text: '0603FR-07', match: true },
      { text: '10KL', match: false },
    ]);
    expect(highlightSegments('BC547', 'xyz')).toEqual([{ text: 'BC547', match: false }]);
    expect(highlightSegments('BC547', ' - ')).toEqual([{ text: 'BC547', match: false }]);
  });
});

describe('SearchBox', () => {
  it('suggests products, manufacturers and categories in groups, with the match highlighted', async () => {
    const { input, user } = renderBox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'bc54');
    await screen.findAllByRole('option', { name: /BC547B-ONS/ });
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);

    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(['Products', 'Manufacturers', 'Categories']);
    const products = within(groups[0]).getAllByRole('option');
    expect(products).toHaveLength(2);
    expect(products[0]?.textContent).toContain('BC547B-ONS');
    expect(products[0]?.textContent).toContain('onsemi');
    expect(products[0]?.textContent).toContain('Transistor NPN');
    expect(products[0].querySelector('mark')?.textContent).toBe('BC54');
    expect(within(groups[1]).getByRole('option')?.textContent).toContain('BC Components');
    expect(within(groups[2]).getByRole('option')?.textContent).toContain('Bipolar transistors');
    expect(within(listbox).getAllByRole('option').at(-1)?.textContent).toContain('All results for "bc54"');

    // One request for the whole word typed quickly, sent as the shop's client sends every call.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/ajax/catalog/autocomplete');
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
    expect(requestBodies()[0]).toEqual({ query: 'bc54', language: 'en', country: 'pl' });
  });

  it('walks the options with the arrow keys and opens the highlighted one with Enter', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'bc54');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2].id);
    expect(options[0].getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    // Up from the first option comes back to the text, then wraps to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[4].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);

    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('page')).textContent).toContain('/BC548C-NXP/details');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens manufacturers and categories too, and the mouse picks like the keyboard', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'bc54');
    await user.click(await screen.findByRole('option', { name: /Bipolar transistors/ }));
    expect(screen.getByTestId('page')?.textContent).toContain('/9_bipolar-transistors/katalog');
  });

  it('submits the text to the results page when nothing is highlighted', async () => {
    const { input, user } = renderBox();
    await user.type(input, '10k 0603');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('page')).textContent).toContain('/katalog/?q=10k+0603');
    // The button does the same.
    await user.clear(input);
    await user.type(input, 'lm358');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('page')?.textContent).toContain('/katalog/?q=lm358');
  });

  it('closes with Escape, clears with a second Escape, and reopens with the arrow key', async () => {
    const { input, user } = renderBox();
    await user.type(input, 'bc54');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('bc54');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks nothing for blank text and starts at one character', async () => {
    const { input, user } = renderBox();
    await user.type(input, '   ');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'b');
    await screen.findAllByRole('option', { name: /BC547B-ONS/ });
    expect(requestBodies()).toEqual([{ query: 'b', language: 'en', country: 'pl' }]);
  });

  it('aborts a request still running when the text changes, so an old answer never shows', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url, init) => {
      const signal = init!.signal!;
      signals.push(signal);
      const body = JSON.parse(String(init!.body)) as { query: string };
      // The first answer is slow; it must never reach the screen.
      if (body.query === 'bc') {
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(json({ ...answer, query: body.query, products: answer.products.slice(0, 1) }));
    });
    const { input, user } = renderBox();
    await user.type(input, 'bc');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(input, '5');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    expect(requestBodies().map((b) => b.query)).toEqual(['bc', 'bc5']);
  });

  it('says when suggestions fail, and Enter still searches', async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: 'Internal', code: 500, erpCode: null, message: 'x', issues: [] }, 500),
    );
    const { input, user } = renderBox();
    await user.type(input, 'abc');
    await waitFor(() =>
      expect(screen.getByTestId('search-suggestions').textContent).toContain(
        'Suggestions are unavailable. Press Enter to search.',
      ),
    );
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('page')).textContent).toContain('/katalog/?q=abc');
  });

  it('shows the results page query in the box', async () => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <I18nProvider messages={en}>
            <SearchBox locale={locale} />
          </I18nProvider>
        ),
      },
    ]);
    await act(async () => {
      render(<Stub initialEntries={['/katalog/?q=100nF%2050V']} />);
    });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('100nF 50V');
  });
});
