import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../common/contracts/alerts';
import { openDatabase, type Database } from '../../db/client';
import { contactPersons, customerAlerts, products } from '../../db/schema';
import { createJobQueue, type JobQueue } from '../../jobs';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { importCatalogRecords } from '../catalog-import';
import { createMailService } from '../mail';
import { createCartFixture, orderableProducts, setFlags, setStock } from '../ordering/checkout.fixtures';
import { ALERTS_QUEUE, createAlertJob } from './alerts-job.service';

/**
 * The alert job end to end (ADR 039): a stock or price change (catalogue import, order, cancel)
 * enqueues the changed products, the queue's worker finds the due alerts and mails them through the
 * outbox, once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where two workers race).
 */

let t: TestApp;
let company: Client;
let person: Client;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 60,
    demoAccounts: true,
    // Fast polls and retries: the test waits for the worker, not for production's pace.
    accounts: { jobs: { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 } },
  });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

interface Mail {
  id: number;
  subject: string;
  text_body: string;
  language: string;
}

const alertMails = (to: string) =>
  query<Mail>(
    sql`select id, subject, text_body, language from outbox where kind = 'stock_alert' and to_address = ${to} order by id`,
  );

async function waitFor<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until no alert job waits or runs (nothing more can be sent for what was enqueued so far). */
async function settled(): Promise<void> {
  const open = () =>
    query<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${ALERTS_QUEUE} and state in ('created', 'retry', 'active')`,
    );
  const rows = await waitFor(open, (r) => Number(r[0]!.n) === 0);
  expect(Number(rows[0]!.n)).toBe(0);
}

async function create(client: Client, payload: Record<string, unknown>): Promise<Alert> {
  const res = await client.post('/ajax/customer/notification', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Alert>();
}

function feedRow(symbol: string, stock: number, priceBreaks: string) {
  return {
    symbol,
    manufacturer: 'Alert Test Works',
    manufacturerSymbol: symbol,
    category: 'Passive components > Resistors > SMD resistors',
    description: 'Resistor: thick film; SMD; 0603; 10k',
    unit: 'ST',
    minimumQuantity: '1',
    multiples: '1',
    priceBreaks,
    stock: String(stock),
    parameters: '',
    datasheetUrl: '',
    flags: '',
  };
}

/** A catalogue import as the script runs it: it tells the alert job what it wrote. */
async function importRows(rows: ReturnType<typeof feedRow>[]) {
  async function* records() {
    let line = 1;
    for (const record of rows) yield { line: ++line, record };
  }
  return importCatalogRecords(t.database, records(), {
    onChanged: (symbols) => t.services.alertJob.symbolsChanged(symbols),
  });
}

async function alertRow(id: number) {
  const [row] = await t.database.db.select().from(customerAlerts).where(eq(customerAlerts.id, id));
  return row!;
}

describe('the alert job', () => {
  it('mails the alerts an import made due, once, in the reader’s language, linking the public origin', async () => {
    const symbol = 'ALERT-IMPORT-1';
    // 8.60 PLN = 2.00 EUR: above both thresholds; no stock.
    expect(await importRows([feedRow(symbol, 0, '1:8.6')])).toEqual({ imported: 1, rejected: 0 });
    await settled();
    const stock = await create(person, { symbol, kind: 'stock', quantity: 5 });
    const price = await create(company, { symbol, kind: 'price', quantity: 1, threshold: '5' });

    await importRows([feedRow(symbol, 10, '1:4.3')]);
    const german = await waitFor(
      () => alertMails('person@demo.shop'),
      (m) => m.length > 0,
    );
    const polish = await waitFor(
      () => alertMails('company@demo.shop'),
      (m) => m.length > 0,
    );
    expect(german).toHaveLength(1);
    expect(german[0]).toMatchObject({ language: 'de', subject: `Ihre Benachrichtigung: ${symbol}` });
    expect(german[0]!.text_body).toContain('10 auf Lager');
    expect(polish).toHaveLength(1);
    expect(polish[0]!.language).toBe('pl');
    expect(polish[0]!.text_body).toContain('4.30');
    // Links come from the configured origin only (http://localhost in tests), to the alerts list.
    for (const mail of [...german, ...polish]) {
      const links = mail.text_body.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^http:\/\/localhost\/.*order-settings/);
    }
    // One-time alerts are closed and say when they were sent; the list shows it.
    expect(await alertRow(stock.id)).toMatchObject({ active: false });
    const listed = (await person.get('/ajax/customer/notification')).json<{ items: Alert[] }>();
    expect(listed.items.find((a) => a.id === stock.id)?.lastSentAt).not.toBeNull();

    // Another change that keeps the condition true sends nothing more.
    await importRows([feedRow(symbol, 20, '1:4.0')]);
    await settled();
    expect(await alertMails('person@demo.shop')).toHaveLength(1);
    expect(await alertMails('company@demo.shop')).toHaveLength(1);
    expect((await alertRow(price.id)).active).toBe(false);
  }, 60_000);

  it('a repeated alert is sent again only after its condition went false and true: an order, a cancel', async () => {
    const [product] = await orderableProducts(t.database.db, 1, { minStock: 0 });
    await setStock(t.database.db, product!.id, 1);
    const alert = await create(company, { symbol: product!.symbol, kind: 'stock', repeat: true });
    const before = (await alertMails('company@demo.shop')).length;
    await t.services.alertJob.productsChanged([product!.id]);
    await waitFor(
      () => alertMails('company@demo.shop'),
      (m) => m.length === before + 1,
    );
    expect((await alertRow(alert.id)).active).toBe(true);

    // Still in stock: another evaluation sends nothing.
    await t.services.alertJob.productsChanged([product!.id]);
    await settled();
    expect(await alertMails('company@demo.shop')).toHaveLength(before + 1);

    // The company orders the last unit through checkout: the placement's trigger re-arms the alert.
    const [ids] = await t.database.db
      .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'company@demo.shop'));
    const order = await createCartFixture(t.database.db, { ...ids!, country: 'pl' }, [
      { productId: product!.id, amount: 1 },
    ]);
    await fillOrderForm(company, order.orderNumber);
    const placed = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
    expect(placed.statusCode, placed.body).toBe(200);
    await waitFor(
      () => alertRow(alert.id),
      (row) => row.firedAt === null,
    );
    expect((await alertRow(alert.id)).firedAt).toBeNull();
    expect(await alertMails('company@demo.shop')).toHaveLength(before + 1);

    // The cancel gives the unit back: in stock again, the alert sends its second mail.
    const cancelled = await company.post(`/ajax/order-status/${order.orderNumber}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await waitFor(
      () => alertMails('company@demo.shop'),
      (m) => m.length === before + 2,
    );
    await settled();
    expect(await alertMails('company@demo.shop')).toHaveLength(before + 2);
  }, 60_000);

  it('retries a failed send: the alert stays due until its mail is recorded, then goes once', async () => {
    const [, product] = await orderableProducts(t.database.db, 2, { minStock: 0 });
    await setStock(t.database.db, product!.id, 0);
    const alert = await create(company, { symbol: product!.symbol, kind: 'stock' });
    const before = (await alertMails('company@demo.shop')).length;
    const mail = t.services.mail;
    const send = mail.send;
    let attempts = 0;
    mail.send = async (...args) => {
      attempts++;
      if (attempts === 1) throw new Error('the mail server is down');
      return send(...args);
    };
    try {
      await setStock(t.database.db, product!.id, 3);
      await t.services.alertJob.productsChanged([product!.id]);
      await waitFor(
        () => alertMails('company@demo.shop'),
        (m) => m.length > before,
      );
      await settled();
    } finally {
      mail.send = send;
    }
    expect(attempts).toBe(2);
    expect(await alertMails('company@demo.shop')).toHaveLength(before + 1);
    expect(await alertRow(alert.id)).toMatchObject({ active: false });
    const [job] = await query<{ retry_count: number; state: string }>(
      sql`select retry_count, state from pgboss.job where name = ${ALERTS_QUEUE} and retry_count > 0 order by created_on desc limit 1`,
    );
    expect(job).toMatchObject({ retry_count: 1, state: 'completed' });
  }, 60_000);

  it('a withdrawn alert fires when its product leaves the offer', async () => {
    const [, , product] = await orderableProducts(t.database.db, 3, { minStock: 0 });
    await create(person, { symbol: product!.symbol, kind: 'withdrawn' });
    const before = (await alertMails('person@demo.shop')).length;
    await setFlags(t.database.db, product!.id, ['NOT_IN_OFFER']);
    await t.services.alertJob.productsChanged([product!.id]);
    const mails = await waitFor(
      () => alertMails('person@demo.shop'),
      (m) => m.length > before,
    );
    expect(mails.at(-1)!.text_body).toContain('aus dem Sortiment genommen');
  }, 60_000);

  it.runIf(onPostgres)(
    'two workers on one PostgreSQL never mail the same alert twice',
    async () => {
      // A second instance: its own pool, its own queue worker, the same database.
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const second: Database = await openDatabase({
        databaseUrl: pool.options.connectionString!,
        poolSize: 5,
      });
      let queue: JobQueue | undefined;
      try {
        const mail = createMailService(second.db, { from: 'shop@localhost' });
        queue = createJobQueue(second, { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 });
        const job = createAlertJob({ db: second.db, mail, publicUrl: 'http://localhost', queue });
        queue.define(job.queueDefinition);
        await queue.start();

        // Products the tests above have not set alerts on.
        const items = (await orderableProducts(t.database.db, 12, { minStock: 0 })).slice(4);
        const customers = await t.database.db
          .select({
            id: contactPersons.customerId,
            contactPersonId: contactPersons.id,
            email: contactPersons.email,
          })
          .from(contactPersons)
          .where(
            inArray(
              contactPersons.email,
              DEMO_ACCOUNTS.map((a) => a.email),
            ),
          );
        await t.database.db
          .insert(customerAlerts)
          .values(
            customers.flatMap((c) =>
              items.map((p) => ({
                customerId: c.id,
                contactPersonId: c.contactPersonId,
                productId: p.id,
                kind: 'stock',
                repeat: true,
              })),
            ),
          )
          .onConflictDoNothing();
        const ids = items.map((p) => p.id);
        const lastMail = async () =>
          Number((await query<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from outbox`))[0]!.n);

        for (let round = 0; round < 4; round++) {
          // Sold out: the repeated alerts are re-armed (by whichever worker gets there).
          await t.database.db.update(products).set({ stock: 0 }).where(inArray(products.id, ids));
          await Promise.all([
            t.services.alertJob.evaluate({ productIds: ids }),
            job.evaluate({ productIds: ids }),
          ]);
          const start = await lastMail();
          await t.database.db.update(products).set({ stock: 50 }).where(inArray(products.id, ids));
          // Both instances evaluate the same change at once, directly and through both queues' workers.
          await Promise.all([
            t.services.alertJob.evaluate({ productIds: ids }),
            job.evaluate({ productIds: ids }),
            t.services.alertJob.productsChanged(ids),
            job.productsChanged(ids),
          ]);
          await settled();
          const mails = await query<{ to_address: string; text_body: string }>(
            sql`select to_address, text_body from outbox where kind = 'stock_alert' and id > ${start}`,
          );
          // Every customer is told about every product exactly once, in however many mails.
          for (const customer of customers) {
            const text = mails
              .filter((m) => m.to_address === customer.email)
              .map((m) => m.text_body)
              .join('\n');
            for (const item of items)
              expect(text.split(`${item.symbol} (`).length - 1, customer.email).toBe(1);
          }
          const fired = await query<{ n: number }>(
            sql`select count(*)::int as n from customer_alerts where product_id = any(${sql.param(ids)}::int[]) and fired_at is not null`,
          );
          expect(Number(fired[0]!.n)).toBe(customers.length * ids.length);
        }
      } finally {
        await queue?.stop();
        await second.close();
      }
    },
    120_000,
  );
});

describe('the alert job: whom it mails', () => {
  /** A second contact person of the demo company, reading German (the primary contact reads Polish). */
  const germanColleague = (email: string) =>
    addColleague(t, { email, language: 'de', firstName: 'Jana', lastName: 'Keller' });

  /** Products no other test of this file sets alerts on, out of stock. */
  async function soldOut(from: number, count: number) {
    const picked = (await orderableProducts(t.database.db, from + count, { minStock: 0 })).slice(from);
    expect(picked).toHaveLength(count);
    for (const p of picked) await setStock(t.database.db, p.id, 0);
    return picked;
  }

  const mentioning = async (to: string, symbol: string) =>
    (await alertMails(to)).filter((m) => m.text_body.includes(`${symbol} (`));

  it('mails the colleague who set an alert, in the colleague’s language, not the primary contact', async () => {
    const colleague = await germanColleague('alert-colleague@demo.shop');
    const [product] = await soldOut(12, 1);
    const alert = await create(colleague.client, { kind: 'stock', symbol: product!.symbol });
    expect((await alertRow(alert.id)).contactPersonId).toBe(colleague.id);

    await setStock(t.database.db, product!.id, 5);
    expect(await t.services.alertJob.evaluate({ productIds: [product!.id] })).toMatchObject({
      sent: 1,
      mails: 1,
    });
    const theirs = await mentioning('alert-colleague@demo.shop', product!.symbol);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.language).toBe('de');
    expect(theirs[0]!.text_body).toContain('http://localhost/de/');
    expect(await mentioning('company@demo.shop', product!.symbol)).toEqual([]);

    // The primary contact neither sees nor manages it: it is the colleague's.
    const listed = (await company.get('/ajax/customer/notification?perPage=100')).json<{ items: Alert[] }>();
    expect(listed.items.map((a) => a.id)).not.toContain(alert.id);
    const removed = await company.request({
      method: 'DELETE',
      url: `/ajax/customer/notification/${alert.id}`,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('two people’s alerts on the same product: two mails, each once', async () => {
    const colleague = await germanColleague('alert-colleague-2@demo.shop');
    const [product] = await soldOut(13, 1);
    await create(company, { kind: 'stock', symbol: product!.symbol, repeat: true });
    // The same product and kind for another person of the same customer is not a duplicate.
    await create(colleague.client, { kind: 'stock', symbol: product!.symbol, repeat: true });

    await setStock(t.database.db, product!.id, 5);
    expect(await t.services.alertJob.evaluate({ productIds: [product!.id] })).toMatchObject({
      due: 2,
      sent: 2,
      mails: 2,
    });
    // A second evaluation of the same change sends nothing more.
    expect((await t.services.alertJob.evaluate({ productIds: [product!.id] })).sent).toBe(0);
    const toColleague = await mentioning('alert-colleague-2@demo.shop', product!.symbol);
    const toPrimary = await mentioning('company@demo.shop', product!.symbol);
    expect(toColleague).toHaveLength(1);
    expect(toPrimary).toHaveLength(1);
    expect(toColleague[0]!.language).toBe('de');
    expect(toPrimary[0]!.language).not.toBe('de');
  });

  it('falls back to the primary contact when the person who set a product alert has left', async () => {
    const colleague = await germanColleague('alert-colleague-3@demo.shop');
    const [product] = await soldOut(14, 1);
    await create(colleague.client, { kind: 'stock', symbol: product!.symbol });
    await t.database.db
      .update(contactPersons)
      .set({ deletedAt: new Date() })
      .where(eq(contactPersons.id, colleague.id));

    await setStock(t.database.db, product!.id, 5);
    expect((await t.services.alertJob.evaluate({ productIds: [product!.id] })).sent).toBe(1);
    expect(await mentioning('company@demo.shop', product!.symbol)).toHaveLength(1);
    expect(await mentioning('alert-colleague-3@demo.shop', product!.symbol)).toEqual([]);
  });
});
