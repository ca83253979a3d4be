/**
 * Webhooks of the customer API (ADR 079) with the background jobs on: a company registers a local
 * receiver (allowed in tests), places an order through the API, and the receiver gets the event
 * signed as documented (HMAC-SHA256 over "t.body"); a receiver answering 500 first gets the event
 * again after the backoff, and the profile's delivery log shows both attempts. Production's rule is
 * checked on the service: private, loopback and non-http addresses are refused.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiClientWithSecret,
  ApiSettings,
  WebhookWithSecret,
} from '../../../common/contracts/customer-api';
import { Client } from '../../test-support/http';
import { orderFormOf } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCustomerApiService, WEBHOOK_RETRIES } from './customer-api.service';
import { createWebhookSecretBox, WebhookSecretError, webhookKeyId } from './webhook-secrets';
import { isInternalAddress } from './webhook-target';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

let t: TestApp;
let company: Client;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses the receiver answers, in turn (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/shop`;
  t = await createTestApp({
    seedProducts: 300,
    demoAccounts: true,
    accounts: { jobs: { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 } },
  });
  company = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function until<T>(check: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const verify = (secret: string, r: Received) => {
  const header = String(r.headers['shop-signature']);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  expect(t, header).toBeDefined();
  const expected = createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex');
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300;
};

describe('webhooks', () => {
  it('delivers a signed order event, retrying after the receiver’s 500, and logs the attempts', async () => {
    const hook = await company.post('/ajax/profile/api/webhooks', { url: receiverUrl });
    expect(hook.statusCode, hook.body).toBe(201);
    const { signingSecret } = hook.json<WebhookWithSecret>();
    expect(signingSecret).toMatch(/^whsec_/);
    const client = (
      await company.post('/ajax/profile/api/clients', { name: 'ERP', scopes: ['read', 'order'] })
    ).json<ApiClientWithSecret>();
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: client.client.clientId,
          client_secret: client.clientSecret,
        },
      })
    ).json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const result = (await t.services.database.db.execute(
      sql.raw(`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions)
        AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
        AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
        AND stock > 100 AND multiples = 1 AND minimum_quantity = 1 ORDER BY id LIMIT 1`),
    )) as unknown as { rows: { symbol: string }[] };
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/carts',
      headers: auth,
      payload: { lines: [{ symbol: result.rows[0]!.symbol, quantity: 3 }] },
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const form = await orderFormOf(company);
    // The receiver fails the first delivery: the job tries again after the backoff.
    answers.push(500);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...auth, 'idempotency-key': 'webhook-test-1' },
      payload: {
        cartId: cart.json().cartId,
        termsAccepted: true,
        shippingAddressId: form.shippingAddressId,
        invoiceAddressId: form.invoiceAddressId,
        deliveryMethod: form.shippingCondition,
        paymentMethod: form.paymentId,
        vatNumber: form.vatEuCountry,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().orderNumber as string;

    const [first, second] = await until(() => (received.length >= 2 ? received : undefined), 30_000);
    for (const r of [first!, second!]) {
      expect(verify(signingSecret, r)).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
      expect(JSON.parse(r.body)).toMatchObject({
        type: 'order.status_changed',
        data: { orderNumber, status: 'placed' },
      });
    }
    // The same event (id and body) again, signed anew.
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['shop-event-id']).toBe(first!.headers['shop-event-id']);
    // A forged body does not verify.
    expect(verify(signingSecret, { ...first!, body: first!.body.replace('placed', 'paid') })).toBe(false);

    const log = await until(async () => {
      const settings = (await company.get('/ajax/profile/api')).json<ApiSettings>();
      const delivery = settings.deliveries.find((d) => d.orderNumber === orderNumber);
      return delivery?.status === 'delivered' ? delivery : undefined;
    });
    expect(log).toMatchObject({ attempts: 2, lastStatusCode: 200, orderStatus: 'placed' });

    // At rest the secret is sealed: neither it nor its random part is in the row, a key id is beside it.
    const stored = await webhookRow(hook.json<WebhookWithSecret>().webhook.id);
    expect(stored.secret).not.toContain(signingSecret.slice('whsec_'.length));
    expect(stored.secret_key_id).toMatch(/^[0-9a-f]{16}$/);
  });
});

async function webhookRow(id: number) {
  const result = (await t.services.database.db.execute(
    sql`SELECT id, secret, secret_key_id FROM api_webhooks WHERE id = ${id}`,
  )) as unknown as { rows: { id: number; secret: string; secret_key_id: string | null }[] };
  return result.rows[0]!;
}

async function companyId(): Promise<number> {
  const ids = (await t.services.database.db.execute(
    sql`SELECT customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
  )) as unknown as { rows: { customer_id: number }[] };
  return ids.rows[0]!.customer_id;
}

describe('webhook secrets at rest', () => {
  const serviceWith = (current: Buffer, previous: Buffer[] = []) =>
    createCustomerApiService({
      db: t.services.database.db,
      publicUrl: 'http://127.0.0.1',
      allowInternalWebhooks: true,
      webhookSecrets: createWebhookSecretBox(current, previous),
    });

  it('refuses to open a secret under a key the instance lacks, with a clear message, and logs it on the delivery', async () => {
    const keyA = randomBytes(32);
    const made = await serviceWith(keyA).createWebhook(await companyId(), { url: receiverUrl });
    const row = await webhookRow(made.webhook.id);
    expect(row.secret_key_id).toBe(webhookKeyId(keyA));
    expect(createWebhookSecretBox(keyA).open(row.secret, row.secret_key_id)).toBe(made.signingSecret);
    const keyB = randomBytes(32);
    expect(() => createWebhookSecretBox(keyB).open(row.secret, row.secret_key_id)).toThrow(
      WebhookSecretError,
    );
    expect(() => createWebhookSecretBox(keyB).open(row.secret, row.secret_key_id)).toThrow(
      /sealed under key [0-9a-f]{16}, which this instance does not have: set WEBHOOK_SECRET_KEY/,
    );
    // An altered row does not open either (GCM's tag).
    const [iv, tag, body] = row.secret.split('.');
    const flipped = `${iv}.${tag}.${Buffer.from(Buffer.from(body!, 'base64url').map((b) => b ^ 1)).toString('base64url')}`;
    expect(() => createWebhookSecretBox(keyA).open(flipped, row.secret_key_id)).toThrow(/does not open/);

    // A delivery through an instance with the wrong key fails with that message; nothing is posted.
    const inserted = (await t.services.database.db.execute(
      sql`INSERT INTO api_webhook_deliveries (webhook_id, event_id, event_type, order_number, order_status, body)
        VALUES (${made.webhook.id}, ${`evt_wrong_key_${Date.now()}`}, 'order.status_changed', '1', 'placed', '{}')
        RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    const before = received.length;
    await serviceWith(keyB).deliver(inserted.rows[0]!.id, WEBHOOK_RETRIES);
    const delivery = (await t.services.database.db.execute(
      sql`SELECT status, last_error FROM api_webhook_deliveries WHERE id = ${inserted.rows[0]!.id}`,
    )) as unknown as { rows: { status: string; last_error: string }[] };
    expect(delivery.rows[0]).toMatchObject({ status: 'failed' });
    expect(delivery.rows[0]!.last_error).toMatch(/WEBHOOK_SECRET_KEY/);
    expect(received.length).toBe(before);
  });

  it('seals rows kept in clear before sealing, and re-seals rows under a rotated-out key', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const customerId = await companyId();
    const plain = `whsec_${randomBytes(32).toString('base64url')}`;
    const legacy = (await t.services.database.db.execute(
      sql`INSERT INTO api_webhooks (customer_id, url, secret) VALUES (${customerId}, ${receiverUrl}, ${plain}) RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    const rotated = await serviceWith(oldKey).createWebhook(customerId, { url: receiverUrl });

    const service = serviceWith(newKey, [oldKey]);
    expect(await service.resealSecrets()).toBeGreaterThanOrEqual(2);
    const box = createWebhookSecretBox(newKey);
    for (const [id, secret] of [
      [legacy.rows[0]!.id, plain],
      [rotated.webhook.id, rotated.signingSecret],
    ] as const) {
      const row = await webhookRow(id);
      expect(row.secret_key_id).toBe(box.keyId);
      expect(row.secret).not.toContain(secret.slice('whsec_'.length));
      expect(box.open(row.secret, row.secret_key_id)).toBe(secret);
    }
    // Nothing left to seal under the new key (rows of keys it lacks are skipped, not counted).
    expect(await serviceWith(newKey).resealSecrets()).toBe(0);
    for (const id of [legacy.rows[0]!.id, rotated.webhook.id]) await service.removeWebhook(customerId, id);
  });
});

describe('webhook addresses outside tests', () => {
  it('refuses private, loopback and link-local addresses in production, and non-http schemes', async () => {
    const production = createCustomerApiService({
      db: t.services.database.db,
      publicUrl: 'https://shop.example',
      allowInternalWebhooks: false,
      webhookSecrets: createWebhookSecretBox(randomBytes(32)),
    });
    const ids = (await t.services.database.db.execute(
      sql`SELECT customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
    )) as unknown as { rows: { customer_id: number }[] };
    const id = ids.rows[0]!.customer_id;
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://localhost:8080/hook',
    ]) {
      await expect(production.createWebhook(id, { url }), url).rejects.toMatchObject({ status: 422 });
    }
    await expect(production.createWebhook(id, { url: 'ftp://example.com/x' })).rejects.toThrow();
    expect(isInternalAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isInternalAddress('93.184.216.34')).toBe(false);
  });
});
