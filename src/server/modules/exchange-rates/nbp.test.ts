/**
 * NBP exchange rates (issue 19, ADR 080), over HTTP against the local simulator: the rate of the
 * last business day before the invoice's day (weekends and holidays walked back), kept in
 * PostgreSQL and asked once, failures as NbpUnavailableError; and a euro invoice of the Polish
 * seller that waits while NBP cannot answer and is issued with NBP's rate once it can.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, nbpRates, orderItems, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { idsOf } from '../complaints/complaints.fixtures';
import { createCartFixture, orderableProducts } from '../ordering/checkout.fixtures';
import { createNbpClient, dayBefore, NbpUnavailableError } from './nbp-client';
import { createNbpRates } from './nbp-rates';
import { startNbpSimulator, type NbpSimulator } from './nbp-simulator';

let sim: NbpSimulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startNbpSimulator({
    holidays: ['2026-01-01', '2026-01-06', '2026-04-06'],
    // Each day its own rate, so a test sees which day's rate it got.
    rateOf: (code, day) =>
      code === 'EUR' ? Number((4.2 + Number(day.slice(8, 10)) / 10_000).toFixed(4)) : undefined,
  });
  t = await createTestApp({ seedProducts: 20, demoAccounts: true, accounts: { nbpUrl: sim.url } });
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('the NBP client', () => {
  const client = () => createNbpClient({ baseUrl: sim.url, timeoutMs: 2_000 });

  it('takes the rate of the last business day before the invoice day', async () => {
    // Tuesday 2026-03-03: Monday's table.
    expect(await client().rateBefore('EUR', '2026-03-03')).toEqual({
      currency: 'EUR',
      effectiveDate: '2026-03-02',
      tableNo: '041/A/NBP/2026',
      mid: '4.2002',
    });
    // Monday 2026-03-02: Sunday and Saturday have no table (404), Friday's is taken.
    sim.log.length = 0;
    expect((await client().rateBefore('eur', '2026-03-02')).effectiveDate).toBe('2026-02-27');
    expect(sim.log.map((l) => l.status)).toEqual([404, 404, 200]);
    expect(sim.log[0]!.path).toBe('/api/exchangerates/rates/a/eur/2026-03-01/');
    // After Easter Monday (a holiday) and the weekend: Thursday's table.
    expect((await client().rateBefore('EUR', '2026-04-07')).effectiveDate).toBe('2026-04-03');
    // Epiphany.
    expect((await client().rateBefore('EUR', '2026-01-07')).effectiveDate).toBe('2026-01-05');
  });

  it('never guesses: NBP down, a currency it has no table for, a malformed code', async () => {
    sim.fault(/rates\/a\/eur\/2026-03-04/, { status: 503 });
    await expect(client().rateBefore('EUR', '2026-03-05')).rejects.toBeInstanceOf(NbpUnavailableError);
    // Ten days without a table: no rate, not an older one.
    await expect(client().rateBefore('XYZ', '2026-03-05')).rejects.toThrow(/no table A rate of XYZ/);
    sim.fault(/rates\/a\/eur\/2026-03-09/, { delayMs: 3_000 });
    await expect(client().rateBefore('EUR', '2026-03-10')).rejects.toBeInstanceOf(NbpUnavailableError);
    await expect(client().rateBefore('E1', '2026-03-10')).rejects.toThrow(/Not a currency code/);
    // An answer for another day than asked is not used either.
    const wrongDay = createNbpClient({
      baseUrl: sim.url,
      fetch: async () =>
        new Response(
          JSON.stringify({
            table: 'A',
            code: 'EUR',
            rates: [{ no: 'x', effectiveDate: '2020-01-02', mid: 4 }],
          }),
        ),
    });
    await expect(wrongDay.rateBefore('EUR', '2026-03-10')).rejects.toBeInstanceOf(NbpUnavailableError);
  });

  it('keeps a rate in PostgreSQL and asks NBP once per currency and day', async () => {
    const rates = createNbpRates({ db: t.database.db, client: client() });
    sim.log.length = 0;
    const first = await rates.rateFor('EUR', '2026-03-11');
    expect(first).toMatchObject({ effectiveDate: '2026-03-10', mid: '4.201' });
    expect(await rates.rateFor('EUR', '2026-03-11')).toEqual({ ...first, mid: '4.201000' });
    expect(sim.log).toHaveLength(1);
    const [kept] = await t.database.db.select().from(nbpRates).where(eq(nbpRates.forDay, '2026-03-11'));
    expect(kept).toMatchObject({ currency: 'EUR', effectiveDate: '2026-03-10', tableNo: '047/A/NBP/2026' });
  });
});

describe('a euro invoice of the Polish seller', () => {
  async function paidEuroOrder() {
    const ids = await idsOf(t.database.db, 'company@demo.shop');
    const [product] = await orderableProducts(t.database.db, 1);
    const order = await createCartFixture(t.database.db, { ...ids, country: 'de' }, []);
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      position: 1,
      productId: product!.id,
      symbol: product!.symbol,
      description: 'NPN transistor',
      amount: 10,
      unitPrice: '0.50',
      lineNet: '5.00',
    });
    await t.database.db
      .update(orders)
      .set({
        status: 'paid',
        placedAt: new Date(),
        invoiceAddress: {
          customerName: 'Max Müller',
          street: 'Sendlinger Straße 1',
          zipCode: '80331',
          city: 'München',
          countryCode: 'DE',
        },
      })
      .where(eq(orders.id, order.id));
    return order;
  }
  const invoiceOf = async (orderId: number) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

  it('waits while NBP cannot answer, then is issued at NBP’s rate of the business day before', async () => {
    const order = await paidEuroOrder();
    sim.fault(/rates\/a\/eur\//, { status: 500, times: 50 });
    await expect(t.services.invoices.reactToOrder(order.id)).rejects.toBeInstanceOf(NbpUnavailableError);
    expect(await invoiceOf(order.id)).toBeUndefined();
    // NBP is back: the retry (the issue job's, or the sweep's) issues it.
    await clearFaults();
    await t.services.invoices.reactToOrder(order.id);
    await t.services.invoices.idle();
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'EUR' });
    const today = new Date().toISOString().slice(0, 10);
    const expected = await createNbpClient({ baseUrl: sim.url }).rateBefore('EUR', today);
    expect(expected.effectiveDate < today).toBe(true);
    expect(Number(invoice!.exchangeRate)).toBe(Number(expected.mid));
    expect(dayBefore(today) >= expected.effectiveDate).toBe(true);
  });
});

/** Uses the faults up: each answers one request, so ask until the simulator answers 200 again. */
async function clearFaults() {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${sim.url}/api/exchangerates/rates/a/eur/2026-03-02/?format=json`);
    if (res.ok) return;
  }
}
