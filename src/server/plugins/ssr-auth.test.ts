import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-support/test-app';

/** Account pages rendered from build/ (npm test builds it first), and the dev mailbox. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true, devMailbox: true });
});
afterAll(async () => {
  await t?.close();
});

describe('account pages', () => {
  it('renders the login pages, not indexed', async () => {
    const client = new Client(t.app);
    for (const [url, text] of [
      ['/login', 'E-mail or username'],
      ['/pl/login', 'E-mail lub nazwa użytkownika'],
      ['/login-zbl', 'ZBL business login'],
      ['/login-registered-zbl', 'registered ZBL account'],
      ['/registration', 'Company and address'],
      ['/profile/reset-password', 'Reset your password'],
      ['/logout', 'Log out'],
    ] as const) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(text);
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('hands the login page a way back only to a page of the shop', async () => {
    const client = new Client(t.app);
    // Browsers drop the tab of `/\t/evil.example` and follow `//evil.example`: another site.
    for (const back of [
      '%2F%09%2Fevil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example',
      'javascript%3Aalert(1)',
    ]) {
      for (const page of ['/login', '/pl/login-zbl', '/login-registered-zbl']) {
        const res = await client.get(`${page}?back=${back}`);
        expect(res.statusCode, back).toBe(200);
        expect(res.body, `${page} ${back}`).not.toMatch(/evil\.example|javascript:/);
      }
    }
    const kept = await client.get('/login?back=%2Fpl%2Fkatalog%2F');
    expect(kept.body).toContain('\\"back\\",\\"/pl/katalog/\\"');
  });

  it('shows the logged-in customer in the header, on pages kept out of shared caches', async () => {
    const client = new Client(t.app);
    const anonymous = await client.get('/');
    expect(anonymous.body).toContain('data-testid="header-login"');
    await client.login('company@demo.shop', DEMO_PASSWORD);
    const home = await client.get('/');
    expect(home.body).toContain('data-testid="account-menu"');
    expect(home.body).toContain('Elektro-Systems sp. z o.o.');
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.body).not.toMatch(/customerId|passwordHash/);
    const login = await client.get('/login');
    expect(login.body).toContain('You are logged in as Elektro-Systems');
    const reset = await client.get('/profile/reset-password');
    expect(reset.body).toContain('Current password');
  });

  it('renders a reset page for a live link and a clear message for a dead one', async () => {
    const dead = await new Client(t.app).get(`/password-reset/${'a'.repeat(40)}`);
    expect(dead.statusCode).toBe(200);
    expect(dead.body).toContain('has expired or has already been used');
    await new Client(t.app).post('/ajax/profile/password/reset-request', { email: 'person@demo.shop' });
    const mail = (await t.services.mail.list(5)).find((m) => m.toAddress === 'person@demo.shop')!;
    const path = /(\/de\/password-reset\/[a-z0-9]+)/.exec(mail.textBody!)![1]!;
    const live = await new Client(t.app).get(path);
    expect(live.body).toContain('Neues Passwort');
  });
});

describe('profile addresses page', () => {
  it('asks visitors to log in and shows a customer only their own addresses', async () => {
    const visitor = await new Client(t.app).get('/profile/account/addresses');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('data-testid="login-required"');
    const client = new Client(t.app);
    await client.login('soletrader@demo.shop', DEMO_PASSWORD);
    const page = await client.get('/hu/profile/account/addresses?addressCreate=true');
    expect(page.body).toContain('Kovács Elektronika');
    expect(page.body).toContain('data-testid="address-form"');
    expect(page.body).not.toContain('Elektro-Systems');
  });
});

describe('profile terms page', () => {
  it('shows the accepted version to the customer', async () => {
    const client = new Client(t.app);
    await client.login('zone.net@demo.shop', DEMO_PASSWORD);
    const page = await client.get('/profile/account/terms');
    expect(page.body).toContain('data-testid="profile-terms"');
    expect(page.body).toContain('version 2026-01');
    expect((await new Client(t.app).get('/profile/account/terms')).body).toContain(
      'data-testid="login-required"',
    );
  });
});

describe('dev mailbox', () => {
  it('lists sent mails and shows one with its links, escaping what it shows', async () => {
    await new Client(t.app).post('/ajax/registration/send-verification-code', {
      email: 'x<script>@demo.shop',
    });
    await new Client(t.app).post('/ajax/registration/send-verification-code', {
      email: 'new.customer@demo.shop',
    });
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('new.customer@demo.shop');
    expect(list.body).not.toContain('<script>');
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.body)![1];
    const mail = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(mail.body).toContain('data-testid="mail-subject"');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });

  it('does not exist when switched off (the production default)', async () => {
    const off = await createTestApp({ seedProducts: 0 });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
