/**
 * The visitor cart in the browser (issue 22, ADR 087): the storage the order button fills, its
 * check against the contract when used (a changed storage is cleaned, not trusted), the cart page
 * priced by the server (change the amount, remove, empty state, the two ways on), the header's
 * count, and the merge into the account's cart after a login.
 */
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorCartPriced, VisitorLine } from '../../../common/contracts/visitor-cart';
import { en, type Messages } from '../../../common/i18n/en';
import { pl } from '../../../common/i18n/pl';
import { ApiError } from '../../lib/api';
import { I18nProvider } from '../../lib/i18n';
import { storedLines, VISITOR_CART_KEY } from '../../lib/visitor-cart';
import { addVisitorLine, removeVisitorLines, writeLines } from '../../lib/visitor-cart-write';
import { testCustomer, testLocale } from '../../page-test-support';
import { readVisitorCart } from './visitor-cart-lines';
import { mergeVisitorCart } from '../../lib/visitor-cart-lines';
import { calls, replies } from '../../lib/fetch-replies';
import { LoginForm } from '../auth/login-form';
import { VisitorCartLink } from './visitor-cart-link';
import { VisitorCartView } from './visitor-cart-view';

const m = en.guest.cart;
const store = (value: unknown) => localStorage.setItem(VISITOR_CART_KEY, JSON.stringify(value));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the stored visitor cart', () => {
  it('sums a part added again, and refuses a 51st line', () => {
    expect(addVisitorLine('BC547B', 10)).toBe('added');
    expect(addVisitorLine('BC547B', 5)).toBe('added');
    expect(storedLines()).toEqual([{ symbol: 'BC547B', amount: 15 }]);
    for (let i = 1; i < 50; i++) addVisitorLine(`P${i}`, 1);
    expect(storedLines()).toHaveLength(50);
    expect(addVisitorLine('ONE-TOO-MANY', 1)).toBe('full');
    expect(storedLines()).toHaveLength(50);
    // A part it holds is still summed when full.
    expect(addVisitorLine('P1', 1)).toBe('added');
    removeVisitorLines(['BC547B', 'P1']);
    expect(storedLines()).toHaveLength(48);
  });

  it('is read through the contract where it is used: changed lines are dropped and the storage cleaned', () => {
    store({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'NUL\u0000', amount: 1 },
        { symbol: 'NEG', amount: -3 },
        { symbol: 'STR', amount: '5' },
        { symbol: 'HUGE', amount: 1_000_001 },
        { symbol: 'EXTRA', amount: 1, price: '0.01' },
        { symbol: 'BC547B', amount: 99 },
        { symbol: 'LM358', amount: 2 },
      ],
    });
    expect(readVisitorCart()).toEqual({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'LM358', amount: 2 },
      ],
      dropped: true,
    });
    expect(storedLines()).toEqual([
      { symbol: 'BC547B', amount: 10 },
      { symbol: 'LM358', amount: 2 },
    ]);
    expect(readVisitorCart().dropped).toBe(false);
  });

  it('takes at most 50 lines from a storage holding more, and an unreadable storage is an empty cart', () => {
    store({ lines: Array.from({ length: 60 }, (_, i) => ({ symbol: `P${i}`, amount: 1 })) });
    expect(readVisitorCart().lines).toHaveLength(50);
    localStorage.setItem(VISITOR_CART_KEY, '{not json');
    expect(readVisitorCart().lines).toEqual([]);
    localStorage.setItem(VISITOR_CART_KEY, '{"lines":"BC547B"}');
    expect(readVisitorCart().lines).toEqual([]);
  });
});

const priced = (lines: VisitorLine[]): VisitorCartPriced => {
  const known = lines.filter((l) => l.symbol !== 'GONE');
  const net = known.reduce((sum, l) => sum + l.amount * 0.5, 0);
  return {
    country: 'pl',
    lines: lines.map((l) =>
      l.symbol === 'GONE'
        ? {
            asked: l.symbol,
            amount: l.amount,
            product: null,
            unitPrice: null,
            lineNet: null,
            amountError: null,
            problem: { key: 'errors.cart.unknownSymbol', params: { symbol: 'GONE' } },
          }
        : {
            asked: l.symbol,
            amount: l.amount,
            product: {
              symbol: l.symbol,
              description: `${l.symbol} part`,
              manufacturer: 'ACME',
              imageUrl: null,
              unit: 'pcs',
              minimumQuantity: 1,
              multiples: 1,
              stock: 500,
              leadTimeDays: 2,
              breaks: [
                { amount: 1, price: '0.5000' },
                { amount: 100, price: '0.4000' },
              ],
            },
            unitPrice: '0.5000',
            lineNet: (l.amount * 0.5).toFixed(2),
            amountError: null,
            problem: null,
          },
    ),
    totals: {
      currency: 'PLN',
      vatRate: '23',
      goodsNet: net.toFixed(2),
      discount: '0.00',
      net: net.toFixed(2),
      vat: (net * 0.23).toFixed(2),
      gross: (net * 1.23).toFixed(2),
      unpricedLines: 0,
    },
  };
};

/** Renders as a page would: the root's data (locale, no customer) and the language's messages. */
function inShop(element: ReactNode, messages: Messages = en) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: testLocale, customer: null, captchaSiteKey: null }),
      Component: () => <I18nProvider messages={messages}>{element}</I18nProvider>,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

function renderView(messages: Messages = en) {
  const price = vi.fn(async (lines: readonly VisitorLine[]) => priced([...lines]));
  const onLogin = vi.fn();
  inShop(<VisitorCartView locale={testLocale} onLogin={onLogin} api={{ price }} />, messages);
  return { price, onLogin };
}

describe('the visitor cart page', () => {
  it('says the cart is empty and leads to the catalogue', async () => {
    const { price } = renderView();
    expect(await screen.findByTestId('visitor-cart-empty')).toHaveProperty(
      'textContent',
      expect.stringContaining(m.empty),
    );
    expect(screen.getByRole('link', { name: m.browse })).toBeTruthy();
    expect(price).not.toHaveBeenCalled();
  });

  it('shows each line priced by the server with its breaks, stock and total, and the totals with VAT', async () => {
    store({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'LM358', amount: 2 },
      ],
    });
    const { price } = renderView();
    const rows = await screen.findAllByTestId('visitor-cart-line');
    expect(rows).toHaveLength(2);
    expect(price).toHaveBeenCalledWith(
      [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'LM358', amount: 2 },
      ],
      { country: testLocale.country, language: 'en' },
    );
    expect(within(rows[0]!).getByText('BC547B')).toBeTruthy();
    expect(within(rows[0]!).getByText('500 in stock')).toBeTruthy();
    expect(within(rows[0]!).getByText('100+')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('visitor-cart-line-net').textContent).toMatch(/5[.,]00/);
    const totals = screen.getByTestId('visitor-cart-totals');
    expect(within(totals).getByText('VAT 23 %')).toBeTruthy();
    expect(screen.getByTestId('visitor-cart-gross').textContent).toMatch(/7[.,]38/);
    // "Order as a guest" takes every line to the guest form; the login button opens the dialog.
    const guest = screen.getByTestId('visitor-cart-guest');
    expect(guest.getAttribute('href')).toMatch(
      /guest-checkout\?symbol=BC547B&amount=10&symbol=LM358&amount=2$/,
    );
  });

  it('changes an amount in the storage and prices again; removes a line with the keyboard', async () => {
    store({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'LM358', amount: 2 },
      ],
    });
    const user = userEvent.setup();
    const { price, onLogin } = renderView();
    const amount = await screen.findByLabelText(`${en.cart.columns.amount} BC547B`);
    fireEvent.change(amount, { target: { value: '25' } });
    await waitFor(() =>
      expect(storedLines()).toEqual([
        { symbol: 'BC547B', amount: 25 },
        { symbol: 'LM358', amount: 2 },
      ]),
    );
    await waitFor(() => expect(price).toHaveBeenCalledTimes(2));
    const remove = screen.getByRole('button', { name: 'Remove LM358 from the cart' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('visitor-cart-line')).toHaveLength(1));
    expect(storedLines()).toEqual([{ symbol: 'BC547B', amount: 25 }]);
    screen.getByTestId('visitor-cart-login').focus();
    await user.keyboard('{Enter}');
    expect(onLogin).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove BC547B from the cart' }));
    expect(await screen.findByTestId('visitor-cart-empty')).toBeTruthy();
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
  });

  it('names a line that cannot be ordered and leaves it out of the guest order', async () => {
    store({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'GONE', amount: 1 },
      ],
    });
    renderView();
    expect((await screen.findByTestId('visitor-cart-problem')).textContent).toBe(
      'There is no product with the symbol GONE.',
    );
    expect(screen.getByTestId('visitor-cart-guest').getAttribute('href')).toMatch(/symbol=BC547B&amount=10$/);
    expect(screen.getByText(m.unpriced)).toBeTruthy();
  });

  it('says so when the prices cannot be had, and tries again on request', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    const price = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ error: 'x', code: 429, erpCode: null, message: '', issues: [] }))
      .mockImplementation(async (lines: VisitorLine[]) => priced(lines));
    inShop(<VisitorCartView locale={testLocale} onLogin={() => {}} api={{ price }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(m.priceFailed);
    fireEvent.click(screen.getByRole('button', { name: m.retry }));
    expect(await screen.findAllByTestId('visitor-cart-line')).toHaveLength(1);
  });

  it('speaks the page’s language', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    renderView(pl);
    expect((await screen.findByTestId('visitor-cart-guest')).textContent).toBe(pl.guest.cart.orderAsGuest);
    expect(screen.getByRole('heading', { name: pl.guest.cart.title })).toBeTruthy();
    expect(screen.getByTestId('visitor-cart-login').textContent).toBe(pl.guest.cart.loginToOrder);
    // The customer cart's table head (one component): its columns under the same names.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      Object.values(pl.cart.columns),
    );
  });
});

describe('the header’s cart for visitors', () => {
  it('counts the stored lines once hydrated and follows changes', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    render(
      <I18nProvider messages={en}>
        <VisitorCartLink locale={testLocale} />
      </I18nProvider>,
    );
    expect(
      (await within(await screen.findByRole('link', { name: /Cart/ })).findByTestId('mini-cart-count'))
        .textContent,
    ).toBe('1');
    act(() => void addVisitorLine('LM358', 1));
    expect(
      within(screen.getByRole('link', { name: /Cart/ })).getByTestId('mini-cart-count').textContent,
    ).toBe('2');
    expect(screen.getByRole('link', { name: /Cart/ }).getAttribute('href')).toMatch(/\/cart$/);
    act(() => writeLines([]));
    expect(
      within(screen.getByRole('link', { name: /Cart/ })).getByTestId('mini-cart-count').textContent,
    ).toBe('0');
  });
});

describe('after a login', () => {
  const added = (symbol: string, lineAmount: number) => ({
    symbol,
    outcome: 'added' as const,
    lineAmount,
    messageKey: null,
    params: {},
  });

  it('adds the lines to the account’s cart and empties the visitor cart', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    const merge = vi.fn(async () => ({ orderNumber: '40000007', lines: [added('BC547B', 12)] }));
    expect(await mergeVisitorCart(merge)).toEqual({ orderNumber: '40000007', lines: [added('BC547B', 12)] });
    expect(merge).toHaveBeenCalledWith([{ symbol: 'BC547B', amount: 10 }]);
    expect(storedLines()).toEqual([]);
  });

  it('keeps the lines when the call does not get through, drops them when they are refused, and does nothing for an empty cart', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    expect(await mergeVisitorCart(vi.fn().mockRejectedValue(new TypeError('offline')))).toBeNull();
    expect(storedLines()).toEqual([{ symbol: 'BC547B', amount: 10 }]);
    const busy = new ApiError({ error: 'x', code: 429, erpCode: null, message: '', issues: [] });
    expect(await mergeVisitorCart(vi.fn().mockRejectedValue(busy))).toBeNull();
    expect(storedLines()).toHaveLength(1);
    const bad = new ApiError({ error: 'x', code: 422, erpCode: null, message: '', issues: [] });
    expect(await mergeVisitorCart(vi.fn().mockRejectedValue(bad))).toBeNull();
    expect(storedLines()).toEqual([]);
    const none = vi.fn();
    expect(await mergeVisitorCart(none)).toBeNull();
    expect(none).not.toHaveBeenCalled();
  });

  it('the login form merges before going on, and shows each line’s outcome when one is refused', async () => {
    store({
      lines: [
        { symbol: 'BC547B', amount: 10 },
        { symbol: 'GONE', amount: 1 },
      ],
    });
    const fetch = replies(
      [200, { customer: testCustomer }],
      [
        200,
        {
          orderNumber: '40000007',
          lines: [
            added('BC547B', 10),
            {
              symbol: 'GONE',
              outcome: 'refused',
              lineAmount: null,
              messageKey: 'errors.cart.unknownSymbol',
              params: { symbol: 'GONE' },
            },
          ],
        },
      ],
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    inShop(<LoginForm locale={testLocale} onLoggedIn={onLoggedIn} />);
    await user.type(await screen.findByLabelText(/E-mail or username/), 'private@demo.shop');
    await user.type(screen.getByLabelText(/^Password/), 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const lines = await screen.findByTestId('visitor-merge-lines');
    expect(calls(fetch)).toEqual(['POST /ajax/auth/login', 'POST /ajax/cart/visitor-lines']);
    expect(lines.textContent).toContain('There is no product with the symbol GONE.');
    expect(lines.textContent).toContain('added, the line holds 10');
    expect(screen.getByRole('link', { name: m.goToCart }).getAttribute('href')).toMatch(
      /\/cart\/step\/1\/order\/40000007$/,
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(storedLines()).toEqual([]);
    await user.click(screen.getByRole('button', { name: m.continue }));
    expect(onLoggedIn).toHaveBeenCalledWith(testCustomer);
  });

  it('the login form goes straight on when every line went in', async () => {
    store({ lines: [{ symbol: 'BC547B', amount: 10 }] });
    replies(
      [200, { customer: testCustomer }],
      [200, { orderNumber: '40000007', lines: [added('BC547B', 10)] }],
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    inShop(<LoginForm locale={testLocale} onLoggedIn={onLoggedIn} />);
    await user.type(await screen.findByLabelText(/E-mail or username/), 'private@demo.shop');
    await user.type(screen.getByLabelText(/^Password/), 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(testCustomer));
    expect(storedLines()).toEqual([]);
  });
});
