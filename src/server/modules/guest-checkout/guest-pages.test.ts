/** The guest pages rendered from build/ (npm test builds it first): the form, and the order by its link only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import type { AccessPointsResponse } from '../../../common/contracts/checkout';
import type { GuestOrderResponse } from '../../../common/contracts/guest-checkout';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let product: { id: number; symbol: string };
let second: { id: number; symbol: string };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, web: 'production', demoAccounts: true });
  [product, second] = (await orderableProducts(t.database.db, 20)).filter(
    (p) => !p.flags.includes('EXTERNAL_WAREHOUSE'),
  );
  await setStock(t.database.db, product!.id, 50);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('guest pages', () => {
  it('renders the guest form with the part, the market’s methods and no company fields, not indexed', async () => {
    const res = await new Client(t.app).get(
      `/pl/guest-checkout?symbol=${encodeURIComponent(product.symbol)}&amount=3`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="guest-checkout-form"');
    expect(res.body).toContain(product.symbol);
    expect(res.body).toContain('Zamówienie jako gość');
    expect(res.body).toContain('Tylko dla osób prywatnych');
    expect(res.body).not.toMatch(/name="vatNumber"|NIP/);
    expect(res.body).toContain('<meta name="robots" content="noindex"');
  });

  it('renders a guest order by its link with the account offer; a forged link is the 404 page', async () => {
    const visitor = new Client(t.app);
    const locker = (await visitor.get('/ajax/access-points?country=pl&q=Kraków'))
      .json<AccessPointsResponse>()
      .elements.find((a) => a.isActive)!.id;
    const token = (await visitor.post(LOCAL_CAPTCHA_TOKEN_PATH, {})).json<{ token: string }>().token;
    const placed = await visitor.post('/ajax/guest-order?country=pl&language=en', {
      lines: [{ symbol: product.symbol, amount: 1 }],
      email: `page.${Date.now()}@example.com`,
      firstName: 'Ola',
      lastName: 'Nowak',
      phone: '600100200',
      billing: { street: 'ul. Lipowa 3', zipCode: '31-000', city: 'Kraków', countryCode: 'pl' },
      shippingCondition: 'parcel_locker',
      accessPointId: locker,
      paymentId: 'bank_transfer',
      buyerType: 'person',
      termsAccepted: true,
      'cf-turnstile-response': token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { token: link, orderNumber, redirectUrl } = placed.json<GuestOrderResponse>();
    // Without an online payment the guest lands on the order's own page.
    expect(redirectUrl).toContain(`/guest-order/${link}`);
    const page = await visitor.get(`/guest-order/${link}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Order ${orderNumber}`);
    expect(page.body).toContain('data-testid="guest-account-offer"');
    expect(page.body).toContain('Create an account with these details');
    const forged = await visitor.get(`/guest-order/${link.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);

    // Back from a payment operator, the browser that placed the order goes on to its page…
    const back = await visitor.get(`/en/pl/link/order-confirmation?order=${orderNumber}`);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/en/pl/guest-order/${link}`);
    // …another browser, or the cookie with another order's number, gets the login page as before.
    const stranger = await new Client(t.app).get(`/en/pl/link/order-confirmation?order=${orderNumber}`);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toContain('data-testid="login-required"');
    const other = await visitor.get('/en/pl/link/order-confirmation?order=999999999');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('data-testid="login-required"');
  });

  it('renders the guest form with every line of the visitor cart, their totals, and names a line it leaves out (ADR 087)', async () => {
    const query = new URLSearchParams([
      ['symbol', product.symbol],
      ['amount', '3'],
      ['symbol', second.symbol],
      ['amount', '2'],
      ['symbol', 'NO-SUCH-PART-XYZ'],
      ['amount', '1'],
    ]);
    const res = await new Client(t.app).get(`/en/pl/guest-checkout?${query.toString()}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/data-testid="guest-line"/g)).toHaveLength(2);
    expect(res.body).toContain(second.symbol);
    expect(res.body).toContain('data-testid="guest-totals"');
    expect(res.body).toContain('VAT 23 %');
    expect(res.body).toContain('There is no product with the symbol NO-SUCH-PART-XYZ.');
    // A NUL in the address is refused before any page (the shop's request checks).
    const nul = await new Client(t.app).get(`/en/pl/guest-checkout?symbol=A%00B&amount=1`);
    expect(nul.statusCode).toBe(400);
  });

  it('/cart: the visitor cart’s frame for a visitor (priced in the browser), a customer’s active cart for a customer', async () => {
    const visitor = await new Client(t.app).get('/pl/cart');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('Twój koszyk');
    expect(visitor.body).toContain('<meta name="robots" content="noindex"');
    const customer = new Client(t.app);
    await customer.login('private@demo.shop', DEMO_PASSWORD);
    const none = await customer.get('/cart');
    expect(none.statusCode).toBe(200);
    const created = await customer.post('/ajax/order/create', {
      item: { symbol: product.symbol, amount: 1 },
    });
    const { orderNumber } = created.json<{ orderNumber: string }>();
    const cart = await customer.get('/cart');
    expect(cart.statusCode).toBe(302);
    expect(cart.headers.location).toBe(`/cart/step/1/order/${orderNumber}`);
  });
});
