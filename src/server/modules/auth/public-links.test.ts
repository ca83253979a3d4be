import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTCHA_SITE_KEY, LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import { solveAltcha } from '../../test-support/altcha';
import { loadConfig } from '../../config';
import { Client, setCookieLine } from '../../test-support/http';
import { productionEnv } from '../../test-support/production-env';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/**
 * Links in mails come from the configured public origin only (ADR 015): PUBLIC_URL, which
 * production requires, else localhost on the configured port. Never from Host or X-Forwarded-Host,
 * which anyone can set: a reset mail pointing at another host hands the account to that host.
 */
const PRODUCTION = productionEnv({
  ALTCHA_MAX_NUMBER: '40',
  ALTCHA_COST: '1',
  // Behind a proxy the forwarded headers are believed for addresses and schemes, never for links.
  TRUST_PROXY: 'true',
});

const SPOOFED = { host: 'evil.example', 'x-forwarded-host': 'attacker.example' };

async function linksMailedTo(t: TestApp, email: string): Promise<string[]> {
  const mails = (await t.services.mail.list(500)).filter((m) => m.toAddress === email);
  return mails.flatMap((m) => (m.textBody ?? '').match(/https?:\/\/[^\s"<>]+/g) ?? []);
}

async function mailedLinks(t: TestApp): Promise<string[]> {
  const company = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const reset = await new Client(t.app).post(
    '/ajax/profile/password/reset-request',
    { email: 'soletrader@demo.shop', language: 'en' },
    SPOOFED,
  );
  expect(reset.statusCode, reset.body).toBe(204);
  const invite = await company.post(
    '/ajax/customer/contact-person',
    { firstName: 'Jan', lastName: 'Nowak', email: 'jan.nowak@firma.pl', language: 'pl' },
    SPOOFED,
  );
  expect(invite.statusCode, invite.body).toBe(201);
  const einvoice = await company.post(
    '/ajax/e-invoice/activation-email',
    { email: 'faktury@firma.pl' },
    SPOOFED,
  );
  expect(einvoice.statusCode, einvoice.body).toBe(202);
  const links = [
    ...(await linksMailedTo(t, 'soletrader@demo.shop')),
    ...(await linksMailedTo(t, 'jan.nowak@firma.pl')),
    ...(await linksMailedTo(t, 'faktury@firma.pl')),
  ];
  expect(links.some((l) => l.includes('/password-reset/'))).toBe(true);
  expect(links.some((l) => l.includes('/e-invoice/activate/'))).toBe(true);
  return links;
}

describe('mailed links without PUBLIC_URL (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      config: loadConfig({ PORT: '4321', TRUST_PROXY: 'true' }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('point at localhost on the configured port, whatever Host and X-Forwarded-Host say', async () => {
    const links = await mailedLinks(t);
    for (const link of links) expect(link.startsWith('http://localhost:4321/'), link).toBe(true);
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // DEV_MAILBOX=true is ignored in production (ADR 015): everyone's codes and reset links are there.
    const config = loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' });
    t = await createTestApp({ seedProducts: 0, demoAccounts: true, config });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails links of PUBLIC_URL only, even with a spoofed Host and X-Forwarded-Host', async () => {
    const links = await mailedLinks(t);
    for (const link of links) expect(link.startsWith('https://shop.example/'), link).toBe(true);
  });

  it('has no local captcha: its token route is 404, ALTCHA guards the ZBL login (ADR 069)', async () => {
    const client = new Client(t.app);
    const token = await client.post(LOCAL_CAPTCHA_TOKEN_PATH, {});
    expect(token.statusCode).toBe(404);
    expect((await client.get('/ajax/login/front-constraints')).json().captchaSiteKey).toBe(ALTCHA_SITE_KEY);
    const zbl = (value: string) =>
      client.post('/ajax/auth/login-zbl', {
        zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': value },
      });
    const forged = await zbl('local.1.2.3');
    expect(forged.statusCode).toBe(422);
    expect(setCookieLine(forged, '__Host-sid')).toBeUndefined();
    const ok = await zbl((await solveAltcha(client)).token);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('has no dev mailbox, even with DEV_MAILBOX=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/latest.json' })).statusCode).toBe(404);
  });

  it('sets a Secure session cookie because PUBLIC_URL is https, even for a plain http request', async () => {
    const res = await new Client(t.app).login('company@demo.shop', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(setCookieLine(res, '__Host-sid')).toMatch(/; Secure/);
    expect(setCookieLine(res, 'sid')).toBeUndefined();
  });
});

describe('the session cookie', () => {
  it('is Secure when the public origin is https, however PUBLIC_URL is written', async () => {
    const t = await createTestApp({
      seedProducts: 0,
      demoAccounts: true,
      publicUrl: 'HTTPS://Shop.Example/',
    });
    try {
      const res = await new Client(t.app).login('company@demo.shop', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(setCookieLine(res, '__Host-sid')).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});
