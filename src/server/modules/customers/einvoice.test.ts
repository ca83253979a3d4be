import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EinvoiceState } from '../../../common/contracts/customer-profile';
import { sql } from 'drizzle-orm';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { linkKeyFromHex, sealLinkParams } from './einvoice-link';

const KEY_HEX = 'a1'.repeat(32);
let t: TestApp;
let company: Client;
let person: Client;
let companyId: number;
let clock = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 0,
    demoAccounts: true,
    publicUrl: 'https://shop.example',
    accounts: { einvoiceLinkKey: KEY_HEX, now: () => clock },
  });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  // The demo company's id, to forge links for the tamper tests.
  const result = await t.services.database.db.execute(
    sql`select id from customers where company_name = 'Elektro-Systems sp. z o.o.'`,
  );
  companyId = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
});

afterAll(async () => {
  await t?.close();
});

const state = async (client: Client) => {
  const res = await client.get('/ajax/e-invoice');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EinvoiceState>();
};

/** The `{encryptedParams}` of the newest activation mail to `to`. */
async function linkFromMailbox(to: string): Promise<{ url: string; params: string; language: string }> {
  const mail = (await t.services.mail.list()).find(
    (m) => m.kind === 'einvoice_activation' && m.toAddress === to,
  );
  expect(mail, `a mail to ${to}`).toBeTruthy();
  const url = /https:\/\/shop\.example\S+/.exec(mail!.textBody ?? '')![0];
  const params = /\/e-invoice\/activate\/([A-Za-z0-9_-]+)$/.exec(url)![1]!;
  return { url, params, language: mail!.language };
}

const activate = (client: Client, params: unknown) => client.post('/ajax/e-invoice/activate', { params });

describe('e-invoice service', () => {
  it('starts inactive', async () => {
    expect(await state(company)).toEqual({
      status: 'inactive',
      email: null,
      activatedAt: null,
      pending: null,
    });
  });

  it('mails an activation link in the customer’s market and language; the link activates once', async () => {
    const res = await company.post('/ajax/e-invoice/activation-email', { email: 'Faktury@Elektro.PL' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<EinvoiceState>()).toMatchObject({
      status: 'inactive',
      pending: { email: 'faktury@elektro.pl' },
    });
    const { url, params, language } = await linkFromMailbox('faktury@elektro.pl');
    expect(url.startsWith('https://shop.example/pl/e-invoice/activate/')).toBe(true);
    expect(language).toBe('pl');
    expect(url).not.toContain('faktury');

    const done = await activate(company, params);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<EinvoiceState>()).toMatchObject({
      status: 'active',
      email: 'faktury@elektro.pl',
      pending: null,
    });
    expect((await state(company)).activatedAt).toBe(clock.toISOString());

    const again = await activate(company, params);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().data?.[0]?.field).toBe('params');
  });

  it('a newer request voids the older link; the active address stays until the new one is confirmed', async () => {
    await company.post('/ajax/e-invoice/activation-email', { email: 'first@elektro.pl' });
    const first = (await linkFromMailbox('first@elektro.pl')).params;
    await company.post('/ajax/e-invoice/activation-email', { email: 'second@elektro.pl' });
    const second = (await linkFromMailbox('second@elektro.pl')).params;
    expect(await state(company)).toMatchObject({ status: 'active', email: 'faktury@elektro.pl' });
    expect((await activate(company, first)).statusCode).toBe(409);
    expect((await activate(company, second)).json<EinvoiceState>().email).toBe('second@elektro.pl');
  });

  it('refuses tampered, foreign-key and expired links with a clear 4xx, changing nothing', async () => {
    await company.post('/ajax/e-invoice/activation-email', { email: 'later@elektro.pl' });
    const { params } = await linkFromMailbox('later@elektro.pl');
    const raw = Buffer.from(params, 'base64url');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 0xff;
    const tampered = await activate(company, raw.toString('base64url'));
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json<ErrorBody>().messageKey).toBe('errors.einvoice.invalid');

    const forged = sealLinkParams(randomBytes(32), {
      customerId: companyId,
      email: 'attacker@evil.example',
      nonce: 'x',
      expiresAt: clock.getTime() + 3600_000,
    });
    expect((await activate(company, forged)).statusCode).toBe(422);

    // An authentic link past its time, through the API...
    const stale = sealLinkParams(linkKeyFromHex(KEY_HEX), {
      customerId: companyId,
      email: 'later@elektro.pl',
      nonce: 'whatever',
      expiresAt: clock.getTime() - 1,
    });
    const expired = await activate(company, stale);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ErrorBody>().messageKey).toBe('errors.einvoice.expired');
    // ...and the real one 49 hours later (the service's clock: sessions would end too).
    const saved = clock;
    clock = new Date(clock.getTime() + 49 * 3600_000);
    try {
      await expect(t.services.einvoice.activate(companyId, params)).rejects.toMatchObject({ status: 410 });
      expect((await t.services.einvoice.state(companyId)).pending).toBeNull();
    } finally {
      clock = saved;
    }
    expect(await state(company)).toMatchObject({ status: 'active', email: 'second@elektro.pl' });
  });

  it('another customer gets 404 for a link of this customer, and nothing changes', async () => {
    await company.post('/ajax/e-invoice/activation-email', { email: 'mine@elektro.pl' });
    const { params } = await linkFromMailbox('mine@elektro.pl');
    const res = await activate(person, params);
    expect(res.statusCode).toBe(404);
    expect(await state(person)).toMatchObject({ status: 'inactive', pending: null });
    expect(await state(company)).toMatchObject({
      email: 'second@elektro.pl',
      pending: { email: 'mine@elektro.pl' },
    });
    // Their DELETE touches only their own (empty) service.
    expect((await person.request({ method: 'DELETE', url: '/ajax/e-invoice' })).statusCode).toBe(409);
    expect((await state(company)).status).toBe('active');
  });

  it('refuses bad input', async () => {
    const send = (body: unknown) => company.post('/ajax/e-invoice/activation-email', body);
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: `${'x'.repeat(250)}@a.pl` },
      { email: 42 },
      { email: 'ok@firma.pl', extra: true },
    ]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const params of ['', 'has spaces', 'x'.repeat(601), 12, null]) {
      expect((await activate(company, params)).statusCode, String(params)).toBe(422);
    }
    expect((await company.post('/ajax/e-invoice/activate', { params: 'abc', more: 1 })).statusCode).toBe(422);
  });

  it('needs a session and the XHR marker', async () => {
    const stranger = new Client(t.app);
    expect((await stranger.get('/ajax/e-invoice')).statusCode).toBe(401);
    expect((await stranger.post('/ajax/e-invoice/activation-email', { email: 'a@b.pl' })).statusCode).toBe(
      401,
    );
    expect((await activate(stranger, 'abc')).statusCode).toBe(401);
    const noMarker = await t.app.inject({
      method: 'DELETE',
      url: '/ajax/e-invoice',
      headers: { cookie: [...company.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noMarker.statusCode).toBe(403);
  });

  it('deactivates (ending a pending request too); a second deactivation is a 409', async () => {
    const res = await company.request({ method: 'DELETE', url: '/ajax/e-invoice' });
    expect(res.statusCode).toBe(204);
    expect(await state(company)).toEqual({
      status: 'inactive',
      email: null,
      activatedAt: null,
      pending: null,
    });
    expect((await company.request({ method: 'DELETE', url: '/ajax/e-invoice' })).statusCode).toBe(409);
  });

  it('limits activation mails per customer', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await person.post('/ajax/e-invoice/activation-email', { email: `p${i}@person.de` })).statusCode;
    }
    expect(last).toBe(429);
  });
});
