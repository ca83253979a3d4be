/**
 * The market rules in the browser (ADR 081): which login dialog the order button opens (spec §4),
 * when the country modal opens (spec §2), the leave-the-zone and international-logout
 * confirmations, and the international-offer dialog before a buyer from outside the markets orders.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOGIN_ACTION_EVENT } from '../../common/accounts';
import type { Customer } from '../../common/contracts/auth';
import type { ProductSummary } from '../../common/contracts/catalog';
import { en } from '../../common/i18n/en';
import { marketSignals } from '../../common/market-signals';
import { getMarket } from '../../common/markets';
import { LoginOnDemand } from '../features/auth/login-modal';
import { AddToCartListener } from '../features/cart/add-to-cart-listener';
import { OrderBox } from '../features/catalog/order-box';
import { I18nProvider } from '../lib/i18n';
import type { Locale } from '../lib/locale';
import { OPEN_CHAT_EVENT } from '../lib/open-chat';
import { ModalStackProvider } from '../ui/modal-stack';
import { ProgressProvider } from '../ui/progress-bar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CountrySwitch } from './country-switch';

const addToCart = vi.fn(async () => '1000001');
vi.mock('../features/cart/add-to-cart', () => ({
  addToCart: (...args: unknown[]) => addToCart(...(args as [])),
}));

function localeOf(country: string): Locale {
  const m = getMarket(country);
  return {
    country: m.country,
    language: 'en',
    currency: m.currency,
    vatRate: m.vatRate,
    grouping: m.grouping,
    gross: false,
    prefix: country === 'en' ? {} : { _country: country, _language: 'en' },
  };
}

const customer = (over: Partial<Customer> = {}): Customer => ({
  customerNumber: '1000001',
  customerType: 'company',
  kind: 'standard',
  zonePriceType: null,
  isPerson: false,
  isPrivateCustomer: false,
  grossPrices: false,
  country: 'pl',
  language: 'en',
  companyName: 'Firma',
  displayName: 'Firma',
  contactPerson: {
    crc: 'c',
    email: 'a@b.pl',
    username: null,
    firstName: 'A',
    lastName: 'B',
    phone: null,
    isPrimary: true,
  },
  ...over,
});

function shop(ui: ReactNode, pageCountry: string, who: Customer | null = null, url = '/') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '*',
      loader: () => ({
        locale: localeOf(who ? who.country : pageCountry),
        pageCountry,
        signals: marketSignals({ customer: who }),
        customer: who,
        captchaSiteKey: null,
      }),
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <I18nProvider messages={en}>
            <ModalStackProvider>
              <ProgressProvider>
                <LoginOnDemand>{ui}</LoginOnDemand>
              </ProgressProvider>
            </ModalStackProvider>
          </I18nProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const product = {
  productId: 1,
  symbol: 'BC547B-ONS',
  minimumQuantity: 1,
  multiples: 1,
  flags: [],
  permissions: ['SHOW_PRICE', 'SHOW_ORDER_BUTTON', 'SHOW_STOCK'],
  unit: { shortName: 'pcs', singularTranslation: 'piece', pluralTranslation: 'pieces' },
  stock: { count: 1250, unit: 'pcs', external: 0 },
  leadTimeDays: 14,
  priceGroup: { elements: [] },
} as unknown as ProductSummary;

const assign = vi.fn();
beforeEach(() => {
  addToCart.mockClear();
  assign.mockClear();
  vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'after_login_action=; Path=/; Max-Age=0';
});

describe('the order button asks for a login (spec §4)', () => {
  it('opens the ZBL login on a ZBL market, with the generic form a press away', async () => {
    shop(<OrderBox product={product} />, 'pl');
    await userEvent.click(await screen.findByRole('button', { name: en.product.addToCart }));
    expect(await screen.findByRole('heading', { name: en.auth.modal.zblTitle })).toBeTruthy();
    await userEvent.click(screen.getByTestId('login-modal-other'));
    expect(await screen.findByRole('heading', { name: en.auth.modal.title })).toBeTruthy();
  });

  it('opens the generic login on the English site', async () => {
    shop(<OrderBox product={product} />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: en.product.addToCart }));
    expect(await screen.findByRole('heading', { name: en.auth.modal.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.auth.modal.zblTitle })).toBeNull();
  });
});

describe('the country modal (spec §2)', () => {
  it('opens for a visitor', async () => {
    shop(<CountrySwitch locale={localeOf('pl')} />, 'pl');
    await userEvent.click(await screen.findByTestId('country-switch'));
    expect(await screen.findByRole('heading', { name: en.countryModal.title })).toBeTruthy();
  });

  it('does not open for a zone customer, who is asked to leave the zone', async () => {
    shop(<CountrySwitch locale={localeOf('en')} />, 'en', customer({ kind: 'zone', country: 'en' }));
    await userEvent.click(await screen.findByTestId('country-switch'));
    expect(await screen.findByRole('heading', { name: en.confirm.variants.leaveZone.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.countryModal.title })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.confirm.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it("confirms the international logout of a market's customer going to the international site", async () => {
    shop(<CountrySwitch locale={localeOf('pl')} />, 'pl', customer());
    await userEvent.click(await screen.findByTestId('country-switch'));
    await userEvent.click(await screen.findByTestId('country-international'));
    expect(
      await screen.findByRole('heading', { name: en.confirm.variants.internationalLogout.title }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en.confirm.no }));
    expect(assign).not.toHaveBeenCalled();
  });
});

/** The listener renders nothing: the marker says the page (and its effects) are there. */
function Listening() {
  return (
    <>
      <AddToCartListener />
      <p>listening</p>
    </>
  );
}

describe('the international-offer dialog (spec §2)', () => {
  const order = () =>
    window.dispatchEvent(
      new CustomEvent(AFTER_LOGIN_ACTION_EVENT, {
        detail: { type: 'addToCart', symbol: 'BC547B-ONS', amount: 5 },
      }),
    );

  it('asks a buyer from outside the markets on a country site before ordering', async () => {
    shop(<Listening />, 'pl', customer({ country: 'en' }), '/pl/en/BC547B-ONS/details');
    await screen.findByText('listening');
    order();
    const dialog = await screen.findByTestId('international-offer');
    expect(dialog.querySelectorAll('li')).toHaveLength(5);
    expect(addToCart).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('international-complete'));
    await waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    expect(addToCart.mock.calls[0]).toContainEqual({ symbol: 'BC547B-ONS', amount: 5 });
  });

  it('goes to the same page on the international site with the order kept', async () => {
    shop(<Listening />, 'pl', customer({ country: 'en' }), '/pl/en/BC547B-ONS/details');
    await screen.findByText('listening');
    order();
    await userEvent.click(await screen.findByTestId('international-go'));
    expect(assign).toHaveBeenCalledWith('/BC547B-ONS/details');
    expect(decodeURIComponent(document.cookie)).toContain('"symbol":"BC547B-ONS"');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('opens the live chat, or stays with nothing ordered', async () => {
    const chat = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, chat);
    shop(<Listening />, 'pl', customer({ country: 'us' }), '/pl/en/BC547B-ONS/details');
    await screen.findByText('listening');
    order();
    await userEvent.click(await screen.findByTestId('international-chat'));
    expect(chat).toHaveBeenCalledTimes(1);
    order();
    await userEvent.click(await screen.findByTestId('international-stay'));
    await waitFor(() => expect(screen.queryByTestId('international-offer')).toBeNull());
    expect(addToCart).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_CHAT_EVENT, chat);
  });

  it('adds at once for a customer of the market and for a buyer on their own site', async () => {
    shop(<Listening />, 'en', customer({ country: 'en' }), '/BC547B-ONS/details');
    await screen.findByText('listening');
    order();
    await waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('international-offer')).toBeNull();
  });
});
