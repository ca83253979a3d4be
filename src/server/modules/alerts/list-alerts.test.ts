import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUpToOrderable } from '../../../common/amount-rules';
import type { Alert, AlertList } from '../../../common/contracts/alerts';
import type { DirectorySummary } from '../../../common/contracts/favourites';
import { contactPersons, customerAlerts } from '../../db/schema';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { setFlags, setStock } from '../ordering/checkout.fixtures';

/**
 * Per-list alerts (issue 17, ADR 039): "tell me when the whole favourites list can be bought at its
 * quantities". The calls (set on a list the viewer may see, listed with the list's name, changed,
 * deleted, gone with the list) and the job's evaluation: due only when every item's product is in the
 * offer with stock for its list quantity rounded up to what the cart takes; mailed once; a repeated
 * one re-armed once the list was short again. The job is run as its worker runs it (`evaluate` of
 * the changed products); the queue itself is alerts-job.test.ts's. PGlite and PostgreSQL.
 */

let t: TestApp;
let company: Client;
let colleague: Client;
let other: Client;

interface P {
  id: number;
  symbol: string;
  minimum: number;
  multiples: number;
}

async function rows<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** Products anyone may order: in the offer, priced, not marketplace; `stepped` sells in steps. */
async function products(stepped: boolean, count: number): Promise<P[]> {
  return rows<P>(sql`select id, symbol, minimum_quantity as minimum, multiples from products p
    where not flags && array['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
      and exists (select 1 from price_breaks b where b.product_id = p.id)
      and ${stepped ? sql`multiples > 1 and minimum_quantity >= multiples` : sql`multiples = 1 and minimum_quantity = 1`}
    order by id limit ${count}`);
}

const mails = (to: string) =>
  rows<{ subject: string; text_body: string; language: string }>(
    sql`select subject, text_body, language from outbox where kind = 'stock_alert' and to_address = ${to} order by id`,
  );

async function createList(client: Client, name: string, items: Array<{ symbol: string; quantity: number }>) {
  const res = await client.post('/ajax/favourites/directory', { name });
  expect(res.statusCode, res.body).toBe(201);
  const list = res.json<DirectorySummary>();
  if (items.length > 0) {
    const added = await client.post('/ajax/favourites/item', { directoryId: list.directoryId, items });
    expect(added.statusCode, added.body).toBe(201);
  }
  return list;
}

async function setListAlert(client: Client, directoryId: number, repeat = false): Promise<Alert> {
  const res = await client.post('/ajax/customer/notification', {
    kind: 'list_available',
    directoryId,
    repeat,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Alert>();
}

const evaluate = (productIds: number[]) => t.services.alertJob.evaluate({ productIds });

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400, demoAccounts: true });
  company = new Client(t.app);
  colleague = (await addColleague(t, { email: 'list-colleague@demo.shop' })).client;
  other = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('list alerts: the calls', () => {
  it('sets one on a list, lists it with the list’s name, changes it, refuses a second and deletes it', async () => {
    const [p] = await products(false, 1);
    const list = await createList(company, 'Board A spares', [{ symbol: p!.symbol, quantity: 2 }]);
    const alert = await setListAlert(company, list.directoryId);
    expect(alert).toMatchObject({
      kind: 'list_available',
      symbol: null,
      directory: { id: list.directoryId, name: 'Board A spares' },
      repeat: false,
      active: true,
    });

    const byList = (
      await company.get(`/ajax/customer/notification?directoryId=${list.directoryId}`)
    ).json<AlertList>();
    expect(byList.items.map((a) => a.id)).toEqual([alert.id]);
    const all = (await company.get('/ajax/customer/notification?perPage=100')).json<AlertList>();
    expect(all.items.find((a) => a.id === alert.id)?.directory?.name).toBe('Board A spares');

    const second = await company.post('/ajax/customer/notification', {
      kind: 'list_available',
      directoryId: list.directoryId,
    });
    expect(second.statusCode, second.body).toBe(409);

    const changed = await company.request({
      method: 'PUT',
      url: `/ajax/customer/notification/${alert.id}`,
      payload: { kind: 'list_available', repeat: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Alert>()).toMatchObject({ repeat: true, directory: { id: list.directoryId } });

    const deleted = await company.request({
      method: 'DELETE',
      url: `/ajax/customer/notification/${alert.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = (
      await company.get(`/ajax/customer/notification?directoryId=${list.directoryId}`)
    ).json<AlertList>();
    expect(after.items).toEqual([]);
  });

  it('refuses another customer’s list and a colleague’s private one with 404, and bad input with 422', async () => {
    const mine = await createList(company, 'Private of the boss', []);
    const before = (await t.database.db.select().from(customerAlerts)).length;
    for (const client of [other, colleague]) {
      const res = await client.post('/ajax/customer/notification', {
        kind: 'list_available',
        directoryId: mine.directoryId,
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    const missing = await company.post('/ajax/customer/notification', {
      kind: 'list_available',
      directoryId: 2_000_000_000,
    });
    expect(missing.statusCode, missing.body).toBe(404);
    for (const payload of [
      { kind: 'list_available' },
      { kind: 'list_available', directoryId: 'abc' },
      { kind: 'list_available', directoryId: mine.directoryId, symbol: 'X' },
      { kind: 'list_available', directoryId: mine.directoryId, quantity: 3 },
    ]) {
      const res = await company.post('/ajax/customer/notification', payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(422);
    }
    // Nothing half-written.
    expect((await t.database.db.select().from(customerAlerts)).length).toBe(before);

    // A list shared with the company: the colleague may set one (for the customer).
    const shared = await createList(company, 'Shared line spares', []);
    const share = await company.request({
      method: 'PATCH',
      url: `/ajax/favourites/directory/${shared.directoryId}`,
      payload: { sharedWithCompany: true },
    });
    expect(share.statusCode, share.body).toBe(200);
    const alert = await setListAlert(colleague, shared.directoryId);
    expect(alert.directory?.name).toBe('Shared line spares');
    // Another customer cannot see, change or delete it.
    const foreign = await other.request({ method: 'DELETE', url: `/ajax/customer/notification/${alert.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('deleting the list deletes its alert', async () => {
    const list = await createList(company, 'Short-lived', []);
    const alert = await setListAlert(company, list.directoryId);
    const res = await company.request({
      method: 'DELETE',
      url: `/ajax/favourites/directory/${list.directoryId}`,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rowsLeft = await t.database.db.select().from(customerAlerts).where(eq(customerAlerts.id, alert.id));
    expect(rowsLeft).toEqual([]);
  });
});

describe('list alerts: the job', () => {
  it('mails once when the last short item comes back in stock at its rounded-up quantity, not before', async () => {
    const [plain] = await products(false, 1);
    const [stepped] = await products(true, 1);
    // A list of 1 of a product sold in steps needs what the cart would take: the minimum, stepped.
    const needed = roundUpToOrderable(1, { minimum: stepped!.minimum, multiples: stepped!.multiples });
    expect(needed).toBeGreaterThan(1);
    await setStock(t.database.db, plain!.id, 0);
    await setStock(t.database.db, stepped!.id, needed - 1);
    const list = await createList(company, 'Amplifier rev B', [
      { symbol: plain!.symbol, quantity: 3 },
      { symbol: stepped!.symbol, quantity: 1 },
    ]);
    const alert = await setListAlert(company, list.directoryId);
    const sentBefore = (await mails('company@demo.shop')).length;

    // One item back in stock, the other still short of its rounded-up quantity: nothing.
    await setStock(t.database.db, plain!.id, 3);
    expect((await evaluate([plain!.id])).sent).toBe(0);
    // Withdrawn with stock does not count either.
    await setStock(t.database.db, stepped!.id, needed);
    await setFlags(t.database.db, stepped!.id, ['NOT_IN_OFFER']);
    expect((await evaluate([stepped!.id])).sent).toBe(0);
    expect(await mails('company@demo.shop')).toHaveLength(sentBefore);

    // The last short item is back in the offer with its stock: one mail, in Polish, with the list's link.
    await setFlags(t.database.db, stepped!.id, []);
    expect(await evaluate([stepped!.id])).toMatchObject({ due: 1, sent: 1, mails: 1 });
    const sent = await mails('company@demo.shop');
    expect(sent).toHaveLength(sentBefore + 1);
    const mail = sent.at(-1)!;
    expect(mail.language).toBe('pl');
    expect(mail.text_body).toContain('„Amplifier rev B”');
    expect(mail.text_body).toContain(`http://localhost/pl/profile/favourites/${list.directoryId}`);
    const [row] = await t.database.db.select().from(customerAlerts).where(eq(customerAlerts.id, alert.id));
    expect(row).toMatchObject({ active: false });

    // A one-time alert is closed: more changes send nothing.
    expect((await evaluate([plain!.id, stepped!.id])).sent).toBe(0);
    expect(await mails('company@demo.shop')).toHaveLength(sentBefore + 1);
  });

  it('a repeated one is sent again only after the list was short and then whole again', async () => {
    const [a, b] = await products(false, 4).then((p) => p.slice(2, 4));
    await setStock(t.database.db, a!.id, 10);
    await setStock(t.database.db, b!.id, 10);
    const list = await createList(company, 'Line 3 spares', [
      { symbol: a!.symbol, quantity: 5 },
      { symbol: b!.symbol, quantity: 5 },
    ]);
    await setListAlert(company, list.directoryId, true);
    const before = (await mails('company@demo.shop')).length;

    expect((await evaluate([a!.id])).sent).toBe(1);
    // Still whole: nothing more.
    expect((await evaluate([a!.id, b!.id])).sent).toBe(0);
    // Short (4 of 5), then whole again: sent again.
    await setStock(t.database.db, b!.id, 4);
    expect(await evaluate([b!.id])).toMatchObject({ rearmed: 1, sent: 0 });
    await setStock(t.database.db, b!.id, 5);
    expect((await evaluate([b!.id])).sent).toBe(1);
    expect(await mails('company@demo.shop')).toHaveLength(before + 2);
  });
});

describe('list alerts: whom they are mailed to', () => {
  it('a colleague’s alert on their private list goes to the colleague only, never to the primary contact', async () => {
    const [p] = await products(false, 6).then((all) => all.slice(5));
    await setStock(t.database.db, p!.id, 0);
    const list = await createList(colleague, 'Ola private spares', [{ symbol: p!.symbol, quantity: 2 }]);
    const alert = await setListAlert(colleague, list.directoryId, true);
    // Each person sees and manages their own: not the primary contact.
    const companyList = (await company.get('/ajax/customer/notification?perPage=100')).json<AlertList>();
    expect(companyList.items.map((a) => a.id)).not.toContain(alert.id);
    const colleagueList = (await colleague.get('/ajax/customer/notification?perPage=100')).json<AlertList>();
    expect(colleagueList.items.map((a) => a.id)).toContain(alert.id);
    const foreign = await company.request({
      method: 'DELETE',
      url: `/ajax/customer/notification/${alert.id}`,
    });
    expect(foreign.statusCode).toBe(404);

    const toCompany = (await mails('company@demo.shop')).length;
    await setStock(t.database.db, p!.id, 2);
    expect(await evaluate([p!.id])).toMatchObject({ sent: 1, mails: 1 });
    const sent = (await mails('list-colleague@demo.shop')).filter((m) => m.text_body.includes('Ola private'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(`/profile/favourites/${list.directoryId}`);
    expect(await mails('company@demo.shop')).toHaveLength(toCompany);

    // Once she has left, nobody else may open her private list: the alert waits, mailed to no one.
    await setStock(t.database.db, p!.id, 0);
    expect((await evaluate([p!.id])).rearmed).toBe(1);
    const [me] = await t.database.db
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'list-colleague@demo.shop'));
    try {
      await t.database.db
        .update(contactPersons)
        .set({ deletedAt: new Date() })
        .where(eq(contactPersons.id, me!.id));
      await setStock(t.database.db, p!.id, 2);
      expect(await evaluate([p!.id])).toMatchObject({ due: 0, sent: 0 });
      expect(await mails('company@demo.shop')).toHaveLength(toCompany);
    } finally {
      await t.database.db
        .update(contactPersons)
        .set({ deletedAt: null })
        .where(eq(contactPersons.id, me!.id));
    }
  });

  it('two people’s alerts on the same shared list: each is mailed once, in their own language', async () => {
    const [p] = await products(false, 7).then((all) => all.slice(6));
    await setStock(t.database.db, p!.id, 0);
    const shared = await createList(company, 'Shared bench stock', [{ symbol: p!.symbol, quantity: 1 }]);
    const share = await company.request({
      method: 'PATCH',
      url: `/ajax/favourites/directory/${shared.directoryId}`,
      payload: { sharedWithCompany: true },
    });
    expect(share.statusCode, share.body).toBe(200);
    await setListAlert(company, shared.directoryId);
    await setListAlert(colleague, shared.directoryId);
    const before = {
      company: (await mails('company@demo.shop')).length,
      colleague: (await mails('list-colleague@demo.shop')).length,
    };
    await setStock(t.database.db, p!.id, 1);
    expect(await evaluate([p!.id])).toMatchObject({ due: 2, sent: 2, mails: 2 });
    expect((await evaluate([p!.id])).sent).toBe(0);
    expect(await mails('company@demo.shop')).toHaveLength(before.company + 1);
    expect(await mails('list-colleague@demo.shop')).toHaveLength(before.colleague + 1);
  });
});
