import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts, screenshots, XHR } from './support';

/**
 * The customer API (issue 22, ADR 079) as a company's ERP uses it. The company's administrator makes
 * an API client in the profile (its secret shown once) and registers a webhook (the test's own little
 * HTTP receiver); the "ERP" then gets a token, searches, prices a product, fills a cart, places the
 * order with an Idempotency-Key, and the receiver gets the signed order event, which the profile's
 * delivery log shows. The API documentation page lists the calls.
 */

interface Received {
  signature: string;
  body: string;
}

test('a company’s ERP gets a token, searches, orders and is told by webhook', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const received: Received[] = [];
  const receiver: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ signature: String(request.headers['shop-signature']), body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shop-events`;
  try {
    await dismissLoginMessage(page);
    await logInByApi(page, 'company@demo.shop');
    await page.goto('/profile/account/api-clients');
    await hydrated(page);
    await expect(page.getByTestId('api-token-url')).toHaveText(`${baseURL}/api/v1/oauth/token`);

    // A client with both scopes: its id and secret are shown once.
    await page.getByRole('textbox', { name: 'Client name' }).fill(`ERP ${process.pid}`);
    await page.getByLabel('order: carts and placing orders').check();
    await page.getByTestId('api-add-client').click();
    await expect(page.getByTestId('api-secret')).toBeVisible();
    const clientId = (await page.getByTestId('api-secret-client-id').textContent())!.trim();
    const clientSecret = (await page.getByTestId('api-secret-value').textContent())!.trim();
    expect(clientSecret).toMatch(/^cs_/);
    await page.getByRole('button', { name: 'I have saved it' }).click();

    // The webhook: its signing secret is shown once too.
    await page.getByRole('textbox', { name: 'Webhook address' }).fill(hookUrl);
    await page.getByTestId('api-add-webhook').click();
    await expect(page.getByTestId('api-secret')).toBeVisible();
    const signingSecret = (await page.getByTestId('api-secret-value').textContent())!.trim();
    expect(signingSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByTestId('api-client').filter({ hasText: clientId })).toBeVisible();
    await expect(page.getByTestId('api-webhook')).toContainText(hookUrl);
    await screenshots(page, 'customer-api-profile');

    // The ERP: a token by client credentials (no cookies: a fresh request context).
    const erp = await page.context().request;
    const tokenAnswer = await fetch(`${baseURL}/api/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    expect(tokenAnswer.status).toBe(200);
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const call = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const answer = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return {
        status: answer.status,
        headers: answer.headers,
        json: (await answer.json()) as Record<string, unknown>,
      };
    };

    const product = (await orderableProducts(page)).find((p) => p.minimumQuantity <= 10)!;
    const search = await call('GET', `/api/v1/products/search?q=${encodeURIComponent(product.symbol)}`);
    expect(search.status).toBe(200);
    expect(search.headers.get('ratelimit-limit')).toBe('120');
    expect((search.json.products as { symbol: string }[]).map((p) => p.symbol)).toContain(product.symbol);
    const details = await call('POST', '/api/v1/products/details', {
      symbols: [product.symbol],
      quantities: [product.minimumQuantity],
    });
    expect(details.status).toBe(200);

    const cart = await call('POST', '/api/v1/carts', {
      lines: [{ symbol: product.symbol, quantity: product.minimumQuantity }],
    });
    expect(cart.status, JSON.stringify(cart.json)).toBe(201);
    // The order form's choices the company makes at checkout: its addresses, courier, bank transfer.
    const addresses = await (await erp.get('/ajax/profile/addresses', { headers: XHR })).json();
    const order = await call(
      'POST',
      '/api/v1/orders',
      {
        cartId: cart.json.cartId,
        termsAccepted: true,
        shippingAddressId: addresses.shippingAddresses.elements[0].addressNumber,
        invoiceAddressId: addresses.payerAddress.addressNumber,
        deliveryMethod: 'courier_pl',
        paymentMethod: 'bank_transfer',
        vatNumber: 'PL1234567890',
      },
      { 'idempotency-key': `e2e-${process.pid}-${Date.now()}` },
    );
    expect(order.status, JSON.stringify(order.json)).toBe(201);
    const orderNumber = order.json.orderNumber as string;
    expect((await call('GET', `/api/v1/orders/${orderNumber}`)).json.status).toBe('placed');

    // The receiver gets the signed event.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const event = received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(event.signature)!;
    expect(createHmac('sha256', signingSecret).update(`${t}.${event.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(event.body)).toMatchObject({
      type: 'order.status_changed',
      data: { orderNumber, status: 'placed' },
    });

    // The profile's delivery log shows it delivered.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('api-delivery').filter({ hasText: orderNumber })).toContainText(
      'delivered',
    );
    await screenshots(page, 'customer-api-deliveries');

    // The documentation lists every call, with the OpenAPI document beside it.
    await page.goto('/api-docs');
    await expect(page.getByTestId('api-docs-operation')).toHaveCount(10);
    const doc = await (await erp.get('/api/v1/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    await screenshots(page, 'customer-api-docs');
    expect(errors).toEqual([]);
  } finally {
    // The demo company's webhook goes with its receiver: later journeys order as this company, and
    // their status changes would be retried against a closed port for the rest of the run.
    const settings = await page.request.get('/ajax/profile/api', { headers: XHR });
    if (settings.ok()) {
      const { webhooks } = (await settings.json()) as { webhooks: Array<{ id: number; url: string }> };
      for (const hook of webhooks.filter((w) => w.url === hookUrl))
        await page.request.delete(`/ajax/profile/api/webhooks/${hook.id}`, { headers: XHR });
    }
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
