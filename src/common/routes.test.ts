import { describe, expect, it } from 'vitest';
import * as browser from './routes';
import { ACCOUNT_ROUTES, generateAccount } from './routes-account';
import { CONTACT_ROUTES, generateContact } from './routes-contact';
import { DESK_ROUTES, generateDesk, isDeskTableRoute } from './routes-desk';
import { generate, matchPage, ROUTES, RouteError, SERVER_ONLY_ROUTE_NAMES } from './routes.server';

describe('generate', () => {
  it('builds paths of named routes', () => {
    expect(generate('home_index')).toBe('/');
    expect(generate('order_cart', { orderNumber: 'A123', orderStep: 1 })).toBe('/cart/step/1/order/A123');
    expect(generate('customer_address_delete', { number: '0012345' })).toBe(
      '/ajax/profile/addresses/0012345',
    );
    expect(generate('ajax_exchange_rates')).toBe('/ajax/exchange-rates');
  });

  it('adds the locale prefixes to pages only', () => {
    expect(generate('catalog_index', { _country: 'pl' })).toBe('/pl/katalog/');
    expect(generate('home_index', { _country: 'hu' })).toBe('/hu/');
    expect(generate('contact_index', { _country: 'de', _language: 'en' })).toBe('/en/de/contact/');
    expect(generate('ajax_exchange_rates', { _country: 'pl' })).toBe('/ajax/exchange-rates?_country=pl');
  });

  it('puts extra parameters in the query string', () => {
    expect(generate('linecard_index', { letter: 'A' })).toBe('/linecard/?letter=A');
  });

  it('percent-encodes symbols with slashes and spaces', () => {
    expect(generate('product_details', { symbol: 'LM317T/NOPB' })).toBe('/LM317T%2FNOPB/details');
    expect(matchPage('/LM317T%2FNOPB/details')?.params.symbol).toBe('LM317T/NOPB');
  });

  it('fills defaults', () => {
    expect(generate('rfq_index')).toBe('/rfq/home');
  });

  it('refuses unknown names and missing or malformed parameters', () => {
    expect(() => generate('no_such_route')).toThrow('The route does not exist');
    expect(() => generate('no_such_route')).toThrow(RouteError);
    expect(() => generate('order_cart', { orderNumber: 'A1' })).toThrow(/orderStep/);
    expect(() => generate('password_reset', { token: 'a'.repeat(31) })).toThrow(/does not match/);
    expect(() => generate('home_index', { _language: 'en' })).toThrow(/_country/);
    expect(() => generate('home_index', { _country: 'POL' })).toThrow(/_country/);
  });
});

describe('matchPage', () => {
  it('matches each of the three locale forms', () => {
    expect(matchPage('/katalog/')).toEqual({ name: 'catalog_index', params: {}, locale: {} });
    expect(matchPage('/pl/katalog/')).toEqual({
      name: 'catalog_index',
      params: {},
      locale: { _country: 'pl' },
    });
    expect(matchPage('/en/de/katalog/')).toEqual({
      name: 'catalog_index',
      params: {},
      locale: { _country: 'de', _language: 'en' },
    });
    expect(matchPage('/de-at/de/katalog')?.locale).toEqual({ _country: 'de', _language: 'de-at' });
  });

  it('tells a category from a country prefix', () => {
    expect(matchPage('/12_smd-resistors/katalog')).toMatchObject({
      name: 'catalog_category',
      params: { id_category: '12', category_name: 'smd-resistors' },
    });
    expect(matchPage('/pl/12_smd-resistors/katalog')).toMatchObject({
      name: 'catalog_category',
      locale: { _country: 'pl' },
    });
  });

  it('matches every product detail variant', () => {
    expect(matchPage('/RC0603FR-0710KL/details')).toMatchObject({
      name: 'product_details',
      params: { symbol: 'RC0603FR-0710KL' },
    });
    expect(matchPage('/hu/RC0603FR-0710KL/details')).toMatchObject({
      name: 'product_details',
      locale: { _country: 'hu' },
    });
    expect(matchPage('/12_smd-resistors/BC547B/details')).toMatchObject({ name: 'product_details_category' });
    expect(matchPage('/yageo_3/12_smd-resistors/BC547B/details')).toMatchObject({
      name: 'product_details_manufacturer_category',
      params: { producer_name: 'yageo', producer_id: '3', symbol: 'BC547B' },
    });
    expect(matchPage('/original/RC0603FR-0710KL/details')).toMatchObject({
      name: 'product_details_original',
    });
    expect(matchPage('/BC547B/details/print')).toMatchObject({ name: 'product_details_print' });
  });

  it('applies the parameter patterns of the spec', () => {
    expect(matchPage(`/password-reset/${'a1'.repeat(16)}`)?.name).toBe('password_reset');
    expect(matchPage(`/password-reset/${'a'.repeat(31)}`)).toBeNull();
    expect(matchPage(`/password-reset/${'a'.repeat(51)}`)).toBeNull();
    expect(matchPage(`/password-reset/${'A'.repeat(40)}`)).toBeNull();
    expect(matchPage('/cart/step/2/order/ORD-1')?.params).toEqual({ orderStep: '2', orderNumber: 'ORD-1' });
    expect(matchPage('/cart/step/x/order/1')).toBeNull();
    expect(matchPage(`/cart/step/1/order/${'9'.repeat(101)}`)).toBeNull();
    expect(matchPage(`/${'a'.repeat(40)}/favourites`)?.name).toBe('favourites_public');
    expect(matchPage(`/${'a'.repeat(39)}/favourites`)).toBeNull();
    expect(matchPage('/profile/favourites/123')?.name).toBe('favourites_directory');
    expect(matchPage('/profile/favourites/abc')).toBeNull();
    expect(matchPage('/Profile/Invoices/List')?.name).toBe('profile_module');
    expect(matchPage('/Profile/Other/List')).toBeNull();
    expect(matchPage(`/Document/${'a0'.repeat(16)}/x.pdf`)?.name).toBe('document');
    expect(matchPage('/invoices/proforma/123.pdf')?.params).toEqual({ type: 'proforma', number: '123' });
    expect(matchPage('/invoices/other/123.pdf')).toBeNull();
    expect(matchPage(`/s/${'A'.repeat(32)}`)?.name).toBe('catalog_tiny_url');
    expect(matchPage(`/s/${'A'.repeat(32)}/resistors/r`)?.name).toBe('catalog_tiny_url_tiny_name');
  });

  it('gives route defaults for optional parameters', () => {
    expect(matchPage('/rfq/')?.params).toEqual({ path: 'home' });
    expect(matchPage('/rfq/list/open')?.params).toEqual({ path: 'list/open' });
  });

  it('finds nothing for unknown paths and malformed encodings', () => {
    expect(matchPage('/no/such/page/here')).toBeNull();
    expect(matchPage('/%E0%A4%A/details')).toBeNull();
  });

  it('round-trips every page route through generate and match', () => {
    const samples: Record<string, string> = {
      orderNumber: 'A1',
      producer_name: 'yageo',
      producer_id: '7',
      id_category: '12',
      category_name: 'resistors',
      zoneSymbol: 'ZONE1',
      token: 'a'.repeat(32),
      name: 'n',
      tiny_name: 'tn',
      symbol: 'BC547B',
      originalSymbol: 'BC547',
      orderStep: '1',
      encryptedParams: 'abc',
      module: 'Orders',
      action: 'List',
      file_name: 'file.pdf',
      type: 'history',
      number: '12',
      directoryId: '5',
      path: 'x',
      slug: 's',
      rfqCrcToken: 'abc123',
      id: '42',
      rmaNumber: 'RMA-2026-000042',
      complaintId: '42',
    };
    const tokenFor: Record<string, string> = {
      favourites_public: 'b'.repeat(40),
      favourites_public_html: 'b'.repeat(40),
      favourites_public_print_view: 'b'.repeat(40),
      document: 'c'.repeat(32),
      password_reset: 'd'.repeat(40),
      guest_order: `1a.sz5k0g.${'e'.repeat(32)}`,
    };
    for (const route of ROUTES.filter((r) => r.page)) {
      const params: Record<string, string> = {};
      for (const [, key] of route.path.matchAll(/\{(\w+)\}/g))
        params[key] = tokenFor[route.name] ?? samples[key];
      for (const prefix of [{}, { _country: 'pl' }, { _country: 'de', _language: 'en' }]) {
        const path = generate(route.name, { ...params, ...prefix });
        const match = matchPage(path);
        expect(match, `${route.name} ${path}`).not.toBeNull();
        expect(generate(match!.name, { ...match!.params, ...match!.locale }), route.name).toBe(path);
      }
    }
  });

  it('holds every named route of the spec', () => {
    for (const name of [
      'customer_login_alert',
      'tme_logout',
      'home_index',
      'ajax_exchange_rates',
      'order_create',
      'order_delete',
      'ajax_resource',
      'customer_addresses_list',
      'customer_address_delete',
      'customer_address_change_state',
      'customer_address_create',
      'ajax_address_countries',
      'order_cart',
      'contact-email_send_standard',
      'contact-email_send_product',
      'contact-email_send_delivery',
      'contact-email_send_error',
      'customer_communication-email',
      'contact_index',
      'recommended-products_index',
    ]) {
      expect(ROUTES.map((r) => r.name)).toContain(name);
    }
  });
});

describe("the browser's part of the table (docs/decisions/044)", () => {
  it("and the account's, contact's, desk's and server-only parts make the whole table, each name in one of them", () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const browserNames = [
      ...browser.BROWSER_ROUTES,
      ...ACCOUNT_ROUTES,
      ...CONTACT_ROUTES,
      ...DESK_ROUTES,
    ].map((r) => r.name);
    expect(browserNames.filter((name) => SERVER_ONLY_ROUTE_NAMES.has(name))).toEqual([]);
    expect([...browserNames, ...SERVER_ONLY_ROUTE_NAMES].sort()).toEqual([...names].sort());
    // Legacy addresses that only redirect, and calls the browser never builds with the table.
    for (const name of [
      'favourites_redirect',
      'catalog_tiny_url',
      'payment_payu_notify',
      'openapi_document',
    ]) {
      expect(SERVER_ONLY_ROUTE_NAMES.has(name), name).toBe(true);
    }
  });

  it("generates the server's paths and matches the server's pages for the routes it holds", () => {
    expect(
      browser.generate('catalog_category', { id_category: 12, category_name: 'r', _country: 'pl' }),
    ).toBe(generate('catalog_category', { id_category: 12, category_name: 'r', _country: 'pl' }));
    for (const path of ['/', '/pl/12_r/katalog', '/en/de/BC547B/details', '/compare/', '/complaint']) {
      expect(browser.matchPage(path), path).toEqual(matchPage(path));
    }
    // A server-only name is unknown to the browser's part, and a redirect-only address unmatched.
    expect(() => browser.generate('payment_payu_notify')).toThrow(RouteError);
    expect(browser.matchPage('/favourites/')).toBeNull();
    expect(matchPage('/favourites/')?.name).toBe('favourites_redirect');
  });

  it("keeps the account's, contact's and desk's calls out of the shop's part, each with its own generator (ADR 085)", () => {
    // The shop's part is in every first paint: only pages and the shop's calls are in it.
    expect(ACCOUNT_ROUTES.length).toBeGreaterThan(100);
    expect(DESK_ROUTES.length).toBeGreaterThan(40);
    expect(CONTACT_ROUTES.length).toBeGreaterThan(10);
    for (const route of [...ACCOUNT_ROUTES, ...CONTACT_ROUTES]) {
      expect(route.page, route.name).toBe(false);
    }
    // The desk's part has its pages too (ADR 088, session 21): all of the /staff addresses.
    expect(DESK_ROUTES.every((r) => r.path.startsWith(r.page ? '/staff' : '/ajax/staff/'))).toBe(true);
    expect(
      browser.BROWSER_ROUTES.filter((r) => r.path.startsWith('/ajax/staff/') || r.path.startsWith('/staff')),
    ).toEqual([]);
    // The whole table matches each desk page by its own name, in every locale form.
    for (const route of DESK_ROUTES.filter((r) => r.page)) {
      const params = Object.fromEntries(Object.keys(route.requirements ?? {}).map((key) => [key, '41']));
      for (const prefix of [{}, { _country: 'de' }, { _language: 'en', _country: 'hu' }]) {
        const path = generateDesk(route.name, { ...params, ...prefix });
        expect(path).toBe(generate(route.name, { ...params, ...prefix }));
        expect(matchPage(path)?.name, path).toBe(route.name);
      }
    }
    expect(isDeskTableRoute('staff_orders')).toBe(true);
    expect(isDeskTableRoute('login_by_office')).toBe(false);
    // Each part generates its own names as the whole table does, and no other part's.
    expect(generateAccount('order_finish', { orderNumber: 'A/1' })).toBe(
      generate('order_finish', { orderNumber: 'A/1' }),
    );
    expect(generateDesk('staff_order_ship', { id: 7 })).toBe('/ajax/staff/orders/7/ship');
    expect(() => browser.generate('order_finish', { orderNumber: 'A1' })).toThrow(RouteError);
    expect(() => browser.generate('staff_order_ship', { id: 7 })).toThrow(RouteError);
    expect(() => generateAccount('cart_mini')).toThrow(RouteError);
    expect(() => generateDesk('order_finish', { orderNumber: 'A1' })).toThrow(RouteError);
    expect(generateContact('chat_send')).toBe(generate('chat_send'));
    expect(() => browser.generate('chat_send')).toThrow(RouteError);
    expect(() => generateContact('staff_order_ship', { id: 7 })).toThrow(RouteError);
  });
});
