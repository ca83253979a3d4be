import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, MiniCart } from '../common/contracts/cart';
import type { FinishResponse } from '../common/contracts/checkout';
import type { AddressList } from '../common/contracts/customers';
import type { SearchResponse } from '../common/contracts/search';
import { openDatabase, type Database } from './db/client';
import { DEMO_PASSWORD } from './db/seed/accounts';
import { orders } from './db/schema';
import { orderableProducts } from './modules/ordering/checkout.fixtures';

/**
 * Scale-out, proved (issue 16): two real shop processes (`src/server/main.ts`, as `npm run serve`
 * starts it) on one PostgreSQL database and one Redis, started at the same moment, driven over
 * HTTP as a load balancer would spread one buyer's requests. Needs both servers, so it runs where
 * CI runs the PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL) and is skipped elsewhere.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ready = Boolean(adminUrl && redisUrl);
if (!ready)
  console.warn(
    'scale-out.test.ts: two-instance test skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL, as CI sets them)',
  );
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** What every instance of one shop must share (docs/deploy.md): here the same for both. */
const PUBLIC_URL = 'http://shop.example.test';
const SHARED_SECRET = randomBytes(32).toString('hex');

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

/** A little browser behind the load balancer: its cookies, its address in X-Forwarded-For. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly address: string) {}

  async call(
    instance: Instance,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(instance.url + url, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.address,
        ...(this.cookies.size > 0 && { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...(method !== 'GET' && { 'x-requested-with': 'XMLHttpRequest' }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '' || /max-age=0/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    const text = await response.text();
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T, headers: response.headers };
  }
  get = (instance: Instance, url: string) => this.call(instance, 'GET', url);
  post = (instance: Instance, url: string, body: unknown, headers?: Record<string, string>) =>
    this.call(instance, 'POST', url, body, headers);
}

function start(name: string, port: number, env: Record<string, string>): Instance {
  // One node process with tsx's loader (no npx or tsx wrapper between the test and the shop).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, child, output };
}

/** Ports nothing listens on now (the system's choice, all open at once so they differ). */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function healthy(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} stopped (${instance.child.exitCode}):\n${instance.output.join('')}`);
    try {
      if ((await fetch(`${instance.url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not answer /health in ${timeoutMs} ms:\n${instance.output.join('')}`);
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ready)(
  ready
    ? 'two shop processes on one PostgreSQL database and one Redis (issue 16)'
    : 'two shop processes (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run it)',
  () => {
    const dbName = `shop_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
    const keyPrefix = `scale-out-test:${dbName}:`;
    let databaseUrl: string;
    let a: Instance;
    let b: Instance;
    let database: Database;
    let redis: Redis;
    let feedDir: string;

    beforeAll(async () => {
      // The instances serve pages from build/ as in production: CI's `npm test` builds it first.
      if (!existsSync(path.join(ROOT, 'build/server/index.js')))
        await run('npx', ['react-router', 'build'], { cwd: ROOT, timeout: 240_000 });
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      const env = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '4',
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: keyPrefix,
        SEED_PRODUCTS: '300',
        DEMO_ACCOUNTS: 'true',
        PUBLIC_URL,
        TRUST_PROXY: '1',
        EINVOICE_LINK_KEY: SHARED_SECRET,
        STAFF_TOTP_KEY: SHARED_SECRET,
        ALTCHA_HMAC_KEY: SHARED_SECRET,
        CHAT_TOKEN_SECRET: 'chat-secret-for-tests-0123456789abcdef',
        NEWSLETTER_LINK_KEY: SHARED_SECRET,
        WEBHOOK_SECRET_KEY: SHARED_SECRET,
        PAYMENT_OPERATOR_SECRET: SHARED_SECRET,
        LOG_LEVEL: 'warn',
      };
      // Started together on an empty database: they migrate and seed in turn (db/prepare.ts).
      const [portA, portB] = await freePorts(2);
      a = start('instance A', portA!, env);
      b = start('instance B', portB!, env);
      await Promise.all([healthy(a, 150_000), healthy(b, 150_000)]);
      database = await openDatabase({ databaseUrl, poolSize: 2 });
      redis = new Redis(redisUrl!);
      feedDir = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
    }, 300_000);

    afterAll(async () => {
      await Promise.all([stop(a), stop(b)]);
      await database?.close();
      if (redis) {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      if (feedDir) rmSync(feedDir, { recursive: true, force: true });
      if (ready) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }, 60_000);

    it('both started on the empty database at once: one catalogue, seeded once', async () => {
      for (const instance of [a, b]) {
        const health = (await (await fetch(`${instance.url}/health`)).json()) as { products: number };
        expect(health.products, instance.name).toBe(300);
      }
    });

    it('logs in on A, adds to the cart on B, places the order on A (bank transfer)', async () => {
      const [product] = await orderableProducts(database.db, 1, { minStock: 10 });
      const buyer = new Browser('203.0.113.10');
      expect(
        (await buyer.post(a, '/ajax/auth/login', { login: 'company@demo.shop', password: DEMO_PASSWORD }))
          .status,
      ).toBe(200);

      const added = await buyer.post(b, '/ajax/order/item', {
        orderNumber: '0',
        item: { symbol: product!.symbol, amount: 2 },
      });
      expect(added.status, added.text).toBe(200);
      const { orderNumber } = added.json<AddToCartResponse>();

      const mini = await buyer.get(a, '/ajax/cart/mini-cart');
      expect(mini.status, mini.text).toBe(200);
      expect(mini.json<MiniCart>()).toMatchObject({ orderNumber, lineCount: 1 });

      const addresses = (await buyer.get(a, '/ajax/profile/addresses')).json<AddressList>();
      const form = await buyer.call(a, 'PATCH', `/ajax/order/${orderNumber}/form`, {
        vatEuCountry: 'PL1234567890',
        shippingAddressId: addresses.shippingAddresses.elements[0]!.addressNumber,
        invoiceAddressId: addresses.payerAddress!.addressNumber,
        shippingCondition: 'courier_pl',
        paymentId: 'bank_transfer',
      });
      expect(form.status, form.text).toBe(200);
      const placed = await buyer.post(
        a,
        `/ajax/order/${orderNumber}/finish`,
        { termsAccepted: true },
        {
          'idempotency-key': `scale-out-${randomBytes(6).toString('hex')}`,
        },
      );
      expect(placed.status, placed.text).toBe(200);
      expect(placed.json<FinishResponse>()).toMatchObject({ orderNumber, status: 'placed' });
      const [row] = await database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      expect(row).toEqual({ status: 'placed' });
      // The session lives in the shared Redis, under this shop's prefix.
      expect((await redis.keys(`${keyPrefix}sess:*`)).length).toBeGreaterThan(0);
    });

    it('a catalogue import shows on both at once, also where the lists were cached before it', async () => {
      const header =
        'symbol,manufacturer,manufacturerSymbol,category,description,unit,minimumQuantity,multiples,priceBreaks,stock,parameters,datasheetUrl,flags';
      const row = (symbol: string) =>
        `${symbol},Scaleout Parts,${symbol},Scale-out > Proof > Parts,Scaleoutproof relay ${symbol},ST,1,1,1:2.50|10:2.10,500,,,`;
      const importFeed = async (name: string, symbols: string[]) => {
        const file = path.join(feedDir, name);
        writeFileSync(file, [header, ...symbols.map(row)].join('\n'));
        // The command an operator runs (README), a third process on the same database.
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', 'scripts/catalog-import.ts', file],
          {
            cwd: ROOT,
            env: { ...process.env, DATABASE_URL: databaseUrl },
            timeout: 120_000,
          },
        );
        expect(stdout).toContain(`imported ${symbols.length}, rejected 0`);
      };
      const visitor = new Browser('203.0.113.11');
      const search = async (instance: Instance, body: object) => {
        const res = await visitor.post(instance, '/ajax/catalog/search', { country: 'pl', ...body });
        expect(res.status, res.text).toBe(200);
        return res.json<SearchResponse>();
      };

      await importFeed('first.csv', ['SCALEOUT-A1']);
      const first = await search(a, { query: 'Scaleoutproof' });
      expect(first.products.map((p) => p.symbol)).toEqual(['SCALEOUT-A1']);
      const categoryId = first.products[0]!.category.id;
      // Both instances now hold the search and the category list in their caches.
      for (const instance of [a, b]) {
        expect((await search(instance, { query: 'Scaleoutproof' })).total).toBe(1);
        expect((await search(instance, { filters: { categoryId } })).total).toBe(1);
      }

      await importFeed('second.csv', ['SCALEOUT-B2', 'SCALEOUT-B3']);
      for (const instance of [b, a]) {
        const found = await search(instance, { query: 'Scaleoutproof' });
        expect(found.products.map((p) => p.symbol).sort(), instance.name).toEqual([
          'SCALEOUT-A1',
          'SCALEOUT-B2',
          'SCALEOUT-B3',
        ]);
        expect((await search(instance, { filters: { categoryId } })).total, instance.name).toBe(3);
      }
    });

    it('failed logins count across both: the 11th of one account from one address is refused, wherever it lands', async () => {
      const guesser = new Browser('203.0.113.20');
      const guess = (instance: Instance) =>
        guesser.post(instance, '/ajax/auth/login', {
          login: 'person@demo.shop',
          password: 'not-the-password',
        });
      for (const instance of [a, b, a, b, a, b, a, b, a, b]) expect((await guess(instance)).status).toBe(401);
      const refused = await guess(a);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await guess(b)).status).toBe(429);
    });

    it('the tiny-URL limit counts across both: 120 a minute per address together', async () => {
      const client = new Browser('203.0.113.30');
      const shorten = (instance: Instance, i: number) =>
        client.post(instance, '/ajax/tiny-url/create', { url: `/pl/katalog?page=${i + 1}` });
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => shorten(i % 2 === 0 ? a : b, i)),
      );
      expect(answers.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);
      expect((await shorten(b, 500)).status).toBe(429);
      expect((await shorten(a, 501)).status).toBe(429);
      // Counted in the shared Redis under this shop's prefix, nowhere else.
      expect(await redis.get(`${keyPrefix}rl:tinyUrlIp:203.0.113.30`)).toBe('122');
      expect(await redis.exists('rl:tinyUrlIp:203.0.113.30')).toBe(0);
      // Another address still has its own.
      expect(
        (await new Browser('203.0.113.31').post(a, '/ajax/tiny-url/create', { url: '/pl/katalog' })).status,
      ).toBe(200);
    });
  },
);
