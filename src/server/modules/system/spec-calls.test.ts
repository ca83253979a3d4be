/**
 * Issue 21's "done when": every call of spec §7 appears in `/ajax/openapi.json`. The calls are
 * listed here as the spec names them, each with the method and path the shop answers it at (the
 * spec gives no paths; where it gives no method, the shop's choice). `NOT_BUILT` holds the calls
 * still missing, and the second test fails once one of them is built, so the list only shrinks:
 * building a call means taking it out of `NOT_BUILT`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** Spec §7, area by area, in the spec's order. */
const SPEC_CALLS: Record<string, readonly Call[]> = {
  anonymous: [
    'POST /ajax/registration/step/{step}',
    'POST /ajax/registration/send-verification-code',
    'POST /ajax/registration/front-constraints',
    'POST /ajax/registration/industries',
    'POST /ajax/registration/shipping-countries',
    'POST /ajax/registration/currencies',
    'POST /ajax/registration/zip-code',
    'GET /ajax/registration/customer-types/{countryCode}',
  ],
  common: [
    'POST /ajax/address/cleanse-match',
    'GET /ajax/address/company-profile/{duns}',
    'GET /ajax/address/company-profile-by-cleanse-match/{duns}',
    'GET /ajax/address/regions/{countryCode}',
    'GET /ajax/registration/registration-countries/{customerType}',
    'GET /ajax/terms',
    'PUT /ajax/terms',
    'POST /ajax/banner/revive/{reviveZone}',
    'GET /ajax/browse-options/{countryCode}',
    'POST /ajax/resistor-calculator/parameters',
    'POST /ajax/catalog/search',
    'POST /ajax/catalog/documents',
    'POST /ajax/catalog/advanced-search-categories',
    'POST /ajax/catalog/search-counter',
    'GET /ajax/category-drawer/tree',
    'GET /ajax/zones',
    'GET /ajax/category-drawer/product-sum',
    'GET /ajax/category-drawer/legacy-tree',
    'GET /ajax/category-drawer/picture-urls',
    'POST /ajax/compare/prices-and-stocks',
    'POST /ajax/compare/product-parameters',
    'POST /ajax/compare/prepare',
    'POST /ajax/contact-email/send/standard',
    'POST /ajax/contact-email/send/delivery',
    'POST /ajax/contact-email/send/product',
    'POST /ajax/contact-email/send/error',
    'POST /ajax/contact-email/send/main',
    'GET /ajax/contact-email/front-constraints',
    'POST /ajax/customer/set-username/{crc}',
    'GET /ajax/exchange-rates',
    'GET /ajax/new-favourites/{publicToken}',
    'GET /ajax/forwarders',
    'GET /ajax/hint',
    'GET /ajax/hint/amounts',
    'GET /ajax/jwt',
    'GET /ajax/linecard/manufacturers',
    'GET /ajax/linecard/letters',
    'GET /ajax/linecard/categories',
    'GET /ajax/login/front-constraints',
    'POST /ajax/newsletter/save',
    'POST /ajax/pip/similar-counter',
    'POST /ajax/poll',
    'PATCH /ajax/poll',
    'GET /ajax/popup/marketing',
    'POST /ajax/price-stock/prices',
    'POST /ajax/price-stock/stocks',
    'POST /ajax/price-stock/prices-stocks',
    'POST /ajax/price-stock/omnibus-price',
    'POST /ajax/product-boxes',
    'POST /ajax/products/linked',
    'GET /ajax/products/linked',
    'POST /ajax/products/deliveries',
    'POST /ajax/products/related',
    'POST /ajax/products/replacements',
    'POST /ajax/products/details',
    'POST /ajax/product/marketplace',
    'POST /ajax/products/products',
    'POST /ajax/products/prompts',
    'POST /ajax/products/prompts/deleted-words',
    'POST /ajax/products/autocomplete/variants',
    'POST /ajax/products/html-frame-url/{symbol}',
    'GET /ajax/products/html-frame-url/{symbol}',
    'POST /ajax/product/data',
    'POST /ajax/products/3d-photo/{symbol}',
    'POST /ajax/products/variants',
    'POST /ajax/profile/password/change',
    'POST /ajax/profile/password/reset',
    'GET /ajax/promoted-manufacturers',
    'POST /ajax/quickbuy/read-products/{source}',
    'GET /ajax/recommended-products',
    'GET /ajax/recommended-manufacturers',
    'POST /ajax/resource',
    'POST /ajax/tiny-url/create',
    'GET /ajax/tooltips',
    'GET /ajax/tooltips/complete',
    'POST /ajax/wizard/clear-session',
    'POST /ajax/wizard/invalidate-session',
    'POST /ajax/wizard/recheck-acceptance',
    'POST /ajax/wizard/finalize-contact-person',
    'POST /ajax/wizard/finalize-company-change',
    'POST /ajax/wizard/validate-company-change',
    'POST /ajax/wizard/declared-uses',
  ],
  customer: [
    'GET /ajax/address/countries/{addressRole}',
    'POST /ajax/complaint/create',
    'GET /ajax/complaint/invoice/{invoiceNumber}',
    'POST /ajax/complaint/storage/upload',
    'POST /ajax/complaint/storage/clear',
    'POST /ajax/complaint/storage/remove',
    'GET /ajax/customer/login-alert',
    'DELETE /ajax/customer/contact-person/{crc}',
    'GET /ajax/customer/symbols',
    'POST /ajax/customer/symbols',
    'PATCH /ajax/customer/symbols/{id}',
    'DELETE /ajax/customer/symbols/{id}',
    'GET /ajax/favourites',
    'GET /ajax/favourites/directory/{directoryId}',
    'GET /ajax/favourites/orders/{orderNumber}',
    'POST /ajax/favourites/directory',
    'PATCH /ajax/favourites/directory/{directoryId}',
    'DELETE /ajax/favourites/directory/{directoryId}',
    'PATCH /ajax/favourites/regenerate-token/{directoryId}',
    'POST /ajax/favourites/merge',
    'POST /ajax/favourites/item/{itemId}',
    'PATCH /ajax/favourites/item/{itemId}',
    'DELETE /ajax/favourites/item/{itemId}',
    'POST /ajax/customer/marketplace/send',
    'GET /ajax/customer/marketplace/front-constraints',
    'POST /ajax/customer/newsletter/update',
    'POST /ajax/customer/notification',
    'PUT /ajax/customer/notification/{notificationId}',
    'DELETE /ajax/customer/notification/{notificationId}',
    'GET /ajax/customer/notification',
    'POST /ajax/offer/product',
    'POST /ajax/offer/order-product-out-of-range',
    'POST /ajax/offer/lines',
    'GET /ajax/order-history/orders',
    'GET /ajax/order-history/details/{orderNumber}',
    'GET /ajax/order-history/complaints/{orderNumber}',
    'POST /ajax/order-history/export/{routeName}',
    'GET /ajax/order-history/invalidate',
    'GET /ajax/profile/addresses',
    'POST /ajax/profile/addresses',
    'PATCH /ajax/profile/addresses/change-state',
    'DELETE /ajax/profile/addresses/{number}',
    'GET /ajax/profile/addresses/front-constraints',
    'POST /ajax/customer/contact-person',
    'GET /ajax/customer/discount',
    'POST /ajax/customer/discount',
    'GET /ajax/e-invoice',
    'POST /ajax/e-invoice/activation-email',
    'POST /ajax/e-invoice/activate',
    'DELETE /ajax/e-invoice',
    'POST /ajax/invoice/cancel-proforma',
    'POST /ajax/invoice/delete-proforma',
    'POST /ajax/customer/quickbuy/apply-replacements',
    'POST /ajax/customer/quickbuy/order',
    'POST /ajax/customer/quickbuy/add-lines',
    'POST /ajax/customer/quickbuy/validate-duplicates',
    'POST /ajax/customer/quickbuy/lines-data',
    'POST /ajax/customer/quickbuy/update-amounts',
    'POST /ajax/customer/quickbuy/update-lines',
    'POST /ajax/customer/quickbuy/update-completeness',
    'POST /ajax/customer/quickbuy/replace-lines',
    'POST /ajax/customer/quickbuy/remove-lines',
    'PUT /ajax/customer/quickbuy/order',
    'POST /ajax/rfq/file-preview',
    'POST /ajax/rfq/details',
    'GET /ajax/rfq/details/{rfqCrcToken}',
    'POST /ajax/rfq/details/{rfqCrcToken}/export',
    'POST /ajax/rfq/search',
    'POST /ajax/rfq/search/export/{format}',
    'GET /ajax/rfq/search/front-constraints',
    'POST /ajax/rfq/search/storage',
    'GET /ajax/rfq/search/storage',
    'DELETE /ajax/rfq/search/storage/{id}',
    'POST /ajax/wizard/recheck-company-change',
    'GET /ajax/order-history/orders/{symbol}',
  ],
  cart: [
    'GET /ajax/cart/step-1/{orderNumber}',
    'GET /ajax/cart/step-2/{orderNumber}',
    'GET /ajax/cart/mini-cart',
    'GET /ajax/cart/mini-cart-order/{orderNumber}',
    'GET /ajax/cart/payment-operator-logos',
  ],
  order: [
    'POST /ajax/order/touch/{orderNumber}',
    'DELETE /ajax/order/touch',
    'POST /ajax/order/create',
    'POST /ajax/order/item',
    'PATCH /ajax/order/{orderNumber}/item/{itemId}',
    'DELETE /ajax/order/{orderNumber}/item/{itemId}',
    'PATCH /ajax/order/{orderNumber}',
    'PATCH /ajax/order/{orderNumber}/item/{itemId}/end-user',
    'DELETE /ajax/order/{orderNumber}',
    'POST /ajax/order/{orderNumber}/finish',
    'GET /ajax/order/{orderNumber}/certificate',
    'POST /ajax/order/{orderNumber}/activate-order-request',
    'GET /ajax/order/{orderNumber}/short',
    'POST /ajax/order/{orderNumber}/finish-special',
    'POST /ajax/order/{orderNumber}/finish-special-cxml',
  ],
  session: [
    'GET /ajax/customer/login-alert',
    'GET /ajax/auth/logout',
    'POST /ajax/customer/communication-email',
  ],
};

/** Calls of spec §7 not built yet (issue 21 and the issues beside it). Only ever shrinks. */
const NOT_BUILT = new Set<Call>([]);

let t: TestApp;
let documented: Set<string>;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20 });
  const doc = (await t.app.inject({ method: 'GET', url: '/ajax/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = new Set(
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the calls of spec §7', () => {
  const all = Object.values(SPEC_CALLS).flat();

  it('are each documented in /ajax/openapi.json, but for those not built yet', () => {
    expect(all.filter((call) => !NOT_BUILT.has(call) && !documented.has(call))).toEqual([]);
  });

  it('not built yet are really missing, and are calls of the spec (the list only shrinks)', () => {
    expect([...NOT_BUILT].filter((call) => documented.has(call))).toEqual([]);
    expect([...NOT_BUILT].filter((call) => !all.includes(call))).toEqual([]);
  });
});
