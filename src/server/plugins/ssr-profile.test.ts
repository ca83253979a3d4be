import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-support/test-app';

/** The profile pages of e-invoice, order settings, contact persons and partners, from build/. */
let t: TestApp;
let company: Client;
let person: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

async function activationPath(): Promise<string> {
  await company.post('/ajax/e-invoice/activation-email', { email: 'ksiegowosc@elektro.pl' });
  const mail = (await t.services.mail.list(5)).find((m) => m.toAddress === 'ksiegowosc@elektro.pl')!;
  return /(\/pl\/e-invoice\/activate\/[A-Za-z0-9_-]+)/.exec(mail.textBody!)![1]!;
}

describe('profile pages', () => {
  it('asks visitors to log in, and shows each customer only their own data', async () => {
    for (const url of [
      '/profile/account/e-invoice',
      '/profile/account/order-settings',
      '/profile/account/contact-persons',
      '/profile/account/addresses/partners',
      '/profile/approvals',
    ]) {
      const anonymous = await new Client(t.app).get(url);
      expect(anonymous.statusCode, url).toBe(200);
      expect(anonymous.body, url).toContain('data-testid="login-required"');
      const mine = await company.get(url);
      expect(mine.statusCode, url).toBe(200);
      expect(mine.body, url).toContain('class="profile-nav"');
      expect(mine.body, url).toContain('<meta name="robots" content="noindex"');
    }
    const contacts = await person.get('/pl/profile/account/contact-persons');
    expect(contacts.body).toContain('person@demo.shop');
    expect(contacts.body).not.toContain('company@demo.shop');
  });

  it('the activation page: confirm for the right customer, a clear page for anything else', async () => {
    const path = await activationPath();
    const page = await company.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ksiegowosc@elektro.pl');
    expect(page.body).toContain('data-testid="einvoice-activate"');

    const other = await person.get(path);
    expect(other.body).toContain('należy do innego konta klienta');
    expect(other.body).not.toContain('ksiegowosc@elektro.pl');
    const anonymous = await new Client(t.app).get(path);
    expect(anonymous.body).toContain('Zaloguj się na konto, które zamówiło e-faktury');

    for (const bad of [
      `${path.slice(0, -5)}ZZZZZ`,
      '/e-invoice/activate/x',
      `/e-invoice/activate/${'A'.repeat(700)}`,
    ]) {
      const res = await company.get(bad);
      expect(res.statusCode, bad).toBe(200);
      expect(res.body, bad).toContain('data-testid="einvoice-link-problem"');
    }
  });

  it('redirects the legacy request page to the e-invoice settings', async () => {
    const res = await new Client(t.app).get('/pl/einvoice_service_activation_request.html');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/pl/profile/account/e-invoice');
  });
});
