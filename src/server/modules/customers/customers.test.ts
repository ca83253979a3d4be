import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/auth';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;
let companyCrc: string;
let personCrc: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  companyCrc = (await company.login('company@demo.shop', DEMO_PASSWORD)).json<LoginResponse>().customer
    .contactPerson.crc;
  personCrc = (await person.login('person@demo.shop', DEMO_PASSWORD)).json<LoginResponse>().customer
    .contactPerson.crc;
});

afterAll(async () => {
  await t?.close();
});

describe('POST /ajax/customer/set-username/{crc}', () => {
  it('sets the username of the customer’s own contact person, who can then log in with it', async () => {
    const res = await company.post(`/ajax/customer/set-username/${companyCrc}`, { username: 'Anna.Nowak' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ crc: companyCrc, username: 'anna.nowak' });
    expect((await new Client(t.app).login('anna.nowak', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s contact person, and changes nothing', async () => {
    const res = await company.post(`/ajax/customer/set-username/${personCrc}`, { username: 'hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>()).toMatchObject({ code: 404 });
    expect((await new Client(t.app).login('hijacked', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await new Client(t.app).login('demo-person', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 409 for a taken username', async () => {
    const res = await person.post(`/ajax/customer/set-username/${personCrc}`, { username: 'Demo-ZBL' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().data?.[0]?.field).toBe('username');
  });

  it('refuses bad input with 422 and strangers with 401', async () => {
    expect(
      (await person.post(`/ajax/customer/set-username/${personCrc}`, { username: 'a' })).statusCode,
    ).toBe(422);
    expect(
      (await person.post(`/ajax/customer/set-username/${personCrc}`, { username: 'x'.repeat(41) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await person.post(`/ajax/customer/set-username/${personCrc}`, { username: 'ok-name', extra: 1 }))
        .statusCode,
    ).toBe(422);
    expect((await person.post('/ajax/customer/set-username/SHORT', { username: 'ok-name' })).statusCode).toBe(
      422,
    );
    const anonymous = await new Client(t.app).post(`/ajax/customer/set-username/${personCrc}`, {
      username: 'ok-name',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>().message).toMatch(/log in/i);
  });
});

describe('GET /ajax/customer/contact-persons', () => {
  it('lists only the customer’s own contact persons', async () => {
    const res = await person.get('/ajax/customer/contact-persons');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ contactPersons: Array<{ crc: string }> }>().contactPersons;
    expect(list.map((c) => c.crc)).toEqual([personCrc]);
    expect((await new Client(t.app).get('/ajax/customer/contact-persons')).statusCode).toBe(401);
  });
});

describe('terms (GET and PUT /ajax/terms)', () => {
  it('shows what the customer accepted and lets them accept the version in force and change the newsletter', async () => {
    const before = await company.get('/ajax/terms');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      currentVersion: '2026-01',
      acceptedVersion: '2026-01',
      upToDate: true,
      newsletter: false,
    });
    await t.services.database.db.execute(
      sql`update customers set terms_version = '2025-01' where customer_type = 'company' and kind = 'standard'`,
    );
    expect((await company.get('/ajax/terms')).json()).toMatchObject({
      upToDate: false,
      acceptedVersion: '2025-01',
    });
    const accepted = await company.request({
      method: 'PUT',
      url: '/ajax/terms',
      payload: { accept: true, newsletter: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ upToDate: true, acceptedVersion: '2026-01', newsletter: true });
    expect(Date.parse(accepted.json().acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Only this customer changed.
    expect((await person.get('/ajax/terms')).json().newsletter).toBe(false);
  });

  it('refuses bad input and strangers', async () => {
    const put = (payload: unknown, client = company) =>
      client.request({ method: 'PUT', url: '/ajax/terms', payload: payload as object });
    expect((await put({})).statusCode).toBe(422);
    expect((await put({ accept: false })).statusCode).toBe(422);
    expect((await put({ newsletter: 'yes' })).statusCode).toBe(422);
    expect((await put({ accept: true, version: '1999' })).statusCode).toBe(422);
    expect((await put({ accept: true }, new Client(t.app))).statusCode).toBe(401);
    expect((await new Client(t.app).get('/ajax/terms')).statusCode).toBe(401);
  });
});

describe('contact persons', () => {
  it("stores a colleague's phone in E.164, read in the customer's country; garbage is a 422", async () => {
    const add = (email: string, phone: string) =>
      company.post('/ajax/customer/contact-person', {
        firstName: 'Piotr',
        lastName: 'Nowak',
        email,
        phone,
        language: 'pl',
      });
    const bad = await add('piotr.bad@firma.pl', '12');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().data).toEqual([
      { field: 'phone', message: expect.any(String), messageKey: 'errors.account.phoneInvalid' },
    ]);
    const res = await add('piotr.nowak@firma.pl', '600 200 300');
    expect(res.statusCode, res.body).toBe(201);
    const listed = (await company.get('/ajax/customer/contact-persons'))
      .json<{ contactPersons: Array<{ email: string; phone: string | null }> }>()
      .contactPersons.find((p) => p.email === 'piotr.nowak@firma.pl');
    expect(listed?.phone).toBe('+48600200300');
  });

  it('adds a colleague who joins through the mailed wizard, then removes them', async () => {
    const res = await company.post('/ajax/customer/contact-person', {
      firstName: 'Jan',
      lastName: 'Zieliński',
      email: 'Jan.Z@Firma.pl',
      language: 'pl',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { crc } = res.json<{ crc: string }>();
    expect(crc).toMatch(/^[a-z0-9]{40}$/);
    const mail = (await t.services.mail.list(10)).find((m) => m.toAddress === 'jan.z@firma.pl')!;
    expect(mail.kind).toBe('invitation');
    expect(mail.subject).toContain('Elektro-Systems');
    // The invitation opens the contact-person wizard (ADR 073): details, password, terms, finish.
    const token = decodeURIComponent(/\/wizard\/display\?token=([^\s&]+)/.exec(mail.textBody!)![1]!);
    const browser = new Client(t.app);
    const opened = await browser.post('/ajax/wizard/open', { token });
    expect(opened.statusCode, opened.body).toBe(201);
    const { wizardId } = opened.json<{ wizardId: string }>();
    for (const step of [
      { step: 'details', data: { firstName: 'Jan', lastName: 'Zieliński', language: 'pl' } },
      { step: 'password', data: { password: 'capacitor-bank-99', passwordRepeat: 'capacitor-bank-99' } },
      { step: 'terms', data: { accept: true } },
    ]) {
      const res = await browser.post('/ajax/wizard/step', { wizardId, ...step });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await browser.post('/ajax/wizard/finalize-contact-person', { wizardId })).statusCode).toBe(200);
    const colleague = new Client(t.app);
    const login = await colleague.login('jan.z@firma.pl', 'capacitor-bank-99');
    expect(login.json<LoginResponse>().customer.companyName).toBe('Elektro-Systems sp. z o.o.');
    expect(
      (await company.get('/ajax/customer/contact-persons'))
        .json()
        .contactPersons.map((c: { crc: string }) => c.crc),
    ).toContain(crc);

    // Nobody removes themselves or the primary person; another customer gets 404.
    expect(
      (await colleague.request({ method: 'DELETE', url: `/ajax/customer/contact-person/${crc}` })).statusCode,
    ).toBe(409);
    expect(
      (await colleague.request({ method: 'DELETE', url: `/ajax/customer/contact-person/${companyCrc}` }))
        .statusCode,
    ).toBe(409);
    expect(
      (await person.request({ method: 'DELETE', url: `/ajax/customer/contact-person/${crc}` })).statusCode,
    ).toBe(404);
    expect(
      (await company.request({ method: 'DELETE', url: `/ajax/customer/contact-person/${crc}` })).statusCode,
    ).toBe(204);
    // Their sessions end with them.
    expect((await colleague.get('/ajax/auth/session')).json().customer).toBeNull();
    expect((await new Client(t.app).login('jan.z@firma.pl', 'capacitor-bank-99')).statusCode).toBe(401);
  });

  it('refuses a taken e-mail (409), bad input (422) and strangers (401)', async () => {
    expect(
      (
        await company.post('/ajax/customer/contact-person', {
          firstName: 'A',
          lastName: 'B',
          email: 'zbl@demo.shop',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await company.post('/ajax/customer/contact-person', {
          firstName: '',
          lastName: 'B',
          email: 'new@x.pl',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await company.post('/ajax/customer/contact-person', { firstName: 'A', lastName: 'B', email: 'nope' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await company.post('/ajax/customer/contact-person', {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.pl',
          isPrimary: true,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await new Client(t.app).post('/ajax/customer/contact-person', {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.pl',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('invitations are limited (issue 15)', () => {
  let invited = 0;
  const invite = (client: Client, i: number) =>
    client.post('/ajax/customer/contact-person', {
      firstName: 'Ivo',
      lastName: `Invited ${i}`,
      email: `invited-${++invited}@example.com`,
    });

  it('per customer: 10 an hour, then 429 in the error shape without a mail', async () => {
    const soletrader = new Client(t.app);
    expect((await soletrader.login('soletrader@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await invite(soletrader, i)).statusCode).toBe(201);
    const mailsBefore = (await t.services.mail.list(500)).length;
    const refused = await invite(soletrader, 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toMatchObject({ code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.services.mail.list(500)).length).toBe(mailsBefore);
  });

  it('per address: 20 an hour across customers', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (const login of ['zone.gross@demo.shop', 'zone.net@demo.shop', 'private@demo.shop']) {
      const client = new Client(t.app, ip);
      expect((await client.login(login, DEMO_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 7; i++) statuses.push((await invite(client, i)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
